import { sql, type RawBuilder } from 'kysely';
import { STALE_RECORD_STATUS, VERSION_FIELD } from '../../core/screen/screen.types';
import { toColumnName } from '../../core/screen/naming';
import { ClientError } from '../sys/errorHandlers';
import { CRUD_MESSAGES } from './crudMessages';

/** The version column of a screen table. */
export const VERSION_COLUMN = toColumnName(VERSION_FIELD);

/**
 * An edit based on a version of the record that another save has replaced since it was loaded:
 * HTTP 409, so the form can tell it apart from other refusals and offer to reload.
 */
export class StaleRecordError extends ClientError {
  constructor() {
    super(STALE_RECORD_STATUS, CRUD_MESSAGES.stale);
    this.name = 'StaleRecordError';
  }
}

/** The value that sets the version column of an updated row: one more than it held. */
export const nextVersion = (): RawBuilder<number> => sql<number>`${sql.ref(VERSION_COLUMN)} + 1`;
