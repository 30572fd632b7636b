import type { ListRecord } from './toTree';

/** The dictionary label the server sent for a field (`<field>_dictText`), when it sent a non-empty one. */
export function dictTextOf(record: ListRecord, field: string): string | undefined {
  const dictText = record[`${field}_dictText`];
  return typeof dictText === 'string' && dictText !== '' ? dictText : undefined;
}

/**
 * What a person reads for one field of a list record: the server's dictionary label when there
 * is one (a job's name instead of its handler class), else the raw value.
 */
export function recordText(record: ListRecord, field: string): string {
  const value = record[field];
  return dictTextOf(record, field) ?? (value === null || value === undefined ? '' : String(value));
}
