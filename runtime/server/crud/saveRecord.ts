import type { Transaction } from 'kysely';
import { storedFields } from '../../core/screen/screenModel';
import type { ScreenFile } from '../../core/screen/screen.types';
import { isEmptyValue } from '../../core/validation/fieldRules';
import { validateRecord, type FieldError } from '../../core/validation/recordValidator';
import type { AuthContext } from '../auth/authContext';
import { currentTimestamp } from '../db/clock';
import type { DB, Row } from '../db/dbTypes';
import { newId } from '../db/ids';
import { sanitizeRichTextValues } from '../richText/sanitizeRichText';
import { BusinessError } from './businessError';
import { CRUD_MESSAGES } from './crudMessages';
import type { CrudDeps } from './crudDeps';
import { dictValueErrors } from './dictValueCheck';
import { detailDictErrors } from './detailDictCheck';
import { saveDetailRows, withComputedDetails } from './detailRows';
import { derivedFieldNames, withDerivedFields } from '../../core/screen/derivedFields';
import type { WriteContext } from './hooks';
import { recordToColumns, rowToRecord, type ApiRecord } from './recordMapper';
import { rowProject, withinProject } from './rowProject';
import { visibleRows, type RowCondition } from './rowVisibility';
import { ownerColumnsOf } from './screenScope';
import { uniqueErrors, uniqueViolationMessage } from './uniqueCheck';
import { nextVersion, StaleRecordError, VERSION_COLUMN } from './staleRecord';
import { entityValues, sentVersion, splitWriteOnly } from './writeBody';

export interface SaveRequest {
  screen: ScreenFile;
  auth: AuthContext;
  mode: 'add' | 'edit';
  body: unknown;
}

/** What is about to be written: the merged record, its id and the owner columns of its row. */
interface Draft {
  id: string;
  record: Record<string, unknown>;
  owner: Record<string, unknown>;
  /** Fields whose dictionary value must be checked (all on add, the changed ones on edit). */
  changed: Set<string>;
  /** Fields the request sets: an edit writes only these (and what the hooks change). */
  sent: Set<string>;
  /** The version an edit was made from; null adds, or edits without the check. */
  version: number | null;
}

function refuse(errors: FieldError[]): void {
  if (errors.length > 0) throw new BusinessError(errors[0].message, errors);
}

/** The values of a new record with each empty field's schema default (also the Excel import's bulk path). */
export function withDefaults(screen: ScreenFile, values: Record<string, unknown>): Record<string, unknown> {
  const record = { ...values };
  for (const [field, schema] of Object.entries(screen.entity.properties)) {
    if (isEmptyValue(record[field]) && schema.default !== undefined) record[field] = schema.default;
  }
  return record;
}

/** A new record: the body with each empty field's schema default. */
function draftForAdd(screen: ScreenFile, auth: AuthContext, values: Record<string, unknown>): Draft {
  const record = withDefaults(screen, values);
  const fields = new Set(Object.keys(record));
  return { id: newId(), record, owner: ownerColumnsOf(screen, auth), changed: fields, sent: fields, version: null };
}

/**
 * An edit is validated as the whole record it produces: the stored row overlaid with the body.
 * A body made from an older version than the stored one is refused before any check runs.
 */
async function draftForEdit(trx: Transaction<DB>, screen: ScreenFile, visible: RowCondition, body: unknown, values: Record<string, unknown>): Promise<Draft> {
  const id = (body as { id?: unknown }).id;
  if (typeof id !== 'string' || id === '') throw new BusinessError(CRUD_MESSAGES.notFound);
  const version = sentVersion(body);
  const row = await trx.selectFrom(screen.table).selectAll().where('id', '=', id).where(visible).executeTakeFirst();
  if (!row) throw new BusinessError(CRUD_MESSAGES.notFound);
  if (version !== null && Number(row[VERSION_COLUMN]) !== version) throw new StaleRecordError();
  const existing = rowToRecord(screen, row);
  const record: Record<string, unknown> = Object.fromEntries(storedFields(screen).map(([field]) => [field, existing[field]]));
  Object.assign(record, values);
  const sent = new Set(Object.keys(values));
  for (const [field, schema] of storedFields(screen)) {
    if (!schema['x-readonly-on-edit']) continue;
    record[field] = existing[field];
    sent.delete(field);
  }
  const changed = new Set(Object.keys(values).filter((field) => String(values[field] ?? '') !== String(existing[field] ?? '')));
  const owner = { tenant_id: row.tenant_id, project_id: row.project_id };
  return { id, record, owner, changed, sent, version };
}

/**
 * The fields an edit writes: those the request sent and those the screen's hooks changed
 * (`beforeHooks` is the record the hooks received). Every other column keeps what is stored,
 * also when another save changed it after this request read the row.
 */
function writtenFields(draft: Draft, stored: ApiRecord, beforeHooks: ApiRecord): Set<string> {
  return new Set(Object.keys(stored).filter((field) => draft.sent.has(field) || stored[field] !== beforeHooks[field]));
}

async function insertRow(trx: Transaction<DB>, screen: ScreenFile, auth: AuthContext, draft: Draft, stored: ApiRecord): Promise<Row> {
  const row = { id: draft.id, ...recordToColumns(screen, stored), ...draft.owner, create_by: auth.username, create_time: currentTimestamp() };
  return trx.insertInto(screen.table).values(row).returningAll().executeTakeFirstOrThrow();
}

/**
 * Updates the written fields and counts the save in one statement that, for an edit made from a
 * version, matches only a row still at that version: of two concurrent saves of one version the
 * second matches nothing (PostgreSQL re-reads the row the first one committed) and is refused.
 * A project record is updated within its project (the stored row's), one shard under Citus.
 */
async function updateRow(trx: Transaction<DB>, screen: ScreenFile, auth: AuthContext, draft: Draft, columns: Row): Promise<Row> {
  const update = trx
    .updateTable(screen.table)
    .set({ ...columns, update_by: auth.username, update_time: currentTimestamp(), [VERSION_COLUMN]: nextVersion() })
    .where('id', '=', draft.id)
    .$call(withinProject(rowProject(screen, draft.owner.project_id)));
  const row = await (draft.version === null ? update : update.where(VERSION_COLUMN, '=', draft.version)).returningAll().executeTakeFirst();
  if (row) return row;
  throw draft.version === null ? new BusinessError(CRUD_MESSAGES.notFound) : new StaleRecordError();
}

/**
 * The checks and the write of one add or edit inside a caller's transaction (saveRecord, and
 * the Excel import, which saves many rows in one transaction). Refusals throw a BusinessError.
 */
export async function writeRecord(
  trx: Transaction<DB>,
  { dicts, hooks }: CrudDeps,
  { screen, auth, mode, body }: SaveRequest,
  visible: RowCondition,
): Promise<ApiRecord> {
  const values = sanitizeRichTextValues(screen, entityValues(body));
  const screenHooks = hooks[screen.id] ?? {};
  const draft = mode === 'add' ? draftForAdd(screen, auth, values) : await draftForEdit(trx, screen, visible, body, values);
  draft.record = withDerivedFields(screen, withComputedDetails(screen, draft.record));
  for (const field of derivedFieldNames(screen)) draft.sent.add(field);
  refuse(validateRecord(screen, draft.record));
  refuse([
    ...(await dictValueErrors(trx, screen, draft.record, draft.changed, dicts, auth)),
    ...(await detailDictErrors(trx, screen, draft.record, draft.changed, dicts, auth)),
    ...(await uniqueErrors(trx, screen, draft.record, draft.owner, mode === 'edit' ? draft.id : null)),
  ]);
  const { stored, writeOnly } = splitWriteOnly(screen, draft.record);
  const beforeHooks = { ...stored };
  const context: WriteContext = { trx, screen, auth, mode, record: stored, writeOnly, id: draft.id, projectId: draft.owner.project_id };
  const refusal = await screenHooks.beforeWrite?.(context);
  if (refusal) throw new BusinessError(refusal);
  const row =
    mode === 'add'
      ? await insertRow(trx, screen, auth, draft, stored)
      : await updateRow(trx, screen, auth, draft, recordToColumns(screen, stored, writtenFields(draft, stored, beforeHooks)));
  await saveDetailRows(trx, screen, auth, draft.id, draft.owner, draft.record);
  await screenHooks.afterWrite?.(context);
  return rowToRecord(screen, row);
}

/**
 * Adds or edits one record in a transaction: validation with the browser's rules, dictionary
 * values, uniqueness, the screen's hooks, then the write (with the rows of its detail tables).
 * An edit writes only the fields it sends and, when it sends the version it was made from, is
 * refused with a StaleRecordError (409) if another save came first. Any refusal throws and
 * nothing is written. Returns the saved record, with its new version.
 */
export async function saveRecord(deps: CrudDeps, request: SaveRequest): Promise<ApiRecord> {
  const { screen, auth, mode } = request;
  const visible = await visibleRows(deps, screen, auth);
  const screenHooks = deps.hooks[screen.id] ?? {};
  try {
    const saved = await deps.db.transaction().execute((trx) => writeRecord(trx, deps, request, visible));
    // A project screen's record is saved in the current project only (its owner column on add, the scope of visible on edit).
    await screenHooks.afterCommit?.({ screen, auth, mode, ids: [String(saved.id)], projectId: screen.scope === 'project' ? auth.projectId : null });
    return saved;
  } catch (error) {
    const duplicate = uniqueViolationMessage(screen, error);
    throw duplicate ? new BusinessError(duplicate) : error;
  }
}
