import { storedFields } from '../../core/screen/screenModel';
import { AUDIT_FIELDS, type ScreenFile } from '../../core/screen/screen.types';
import { toColumnName } from '../../core/screen/naming';
import { isEmptyValue } from '../../core/validation/fieldRules';
import type { Row } from '../db/dbTypes';

export type ApiRecord = Record<string, unknown>;

/** (field, column) pairs a record shows, worked out once per screen: every listed row is mapped through them. */
const shownColumns = new WeakMap<ScreenFile, [string, string][]>();

function shownColumnsOf(screen: ScreenFile): [string, string][] {
  let pairs = shownColumns.get(screen);
  if (!pairs) {
    const fields = [...storedFields(screen).map(([field]) => field), ...AUDIT_FIELDS];
    pairs = fields.map((field) => [field, toColumnName(field)]);
    shownColumns.set(screen, pairs);
  }
  return pairs;
}

/** A table row as the API shows it: field names, audit fields; never tenant, project or write-only data. */
export function rowToRecord(screen: ScreenFile, row: Row): ApiRecord {
  const record: ApiRecord = { id: row.id };
  for (const [field, column] of shownColumnsOf(screen)) record[field] = row[column] ?? null;
  return record;
}

/** Each stored field (only those in `fields` when given) with its table column. */
function storedColumns(screen: ScreenFile, fields?: ReadonlySet<string>): [field: string, column: string][] {
  return storedFields(screen)
    .filter(([field]) => !fields || fields.has(field))
    .map(([field]) => [field, toColumnName(field)]);
}

/** `record`'s values of the given fields under their columns; empty values become NULL. */
function toColumns(columns: [string, string][], record: ApiRecord): Row {
  const row: Row = {};
  for (const [field, column] of columns) {
    const value = record[field];
    row[column] = isEmptyValue(value) ? null : value;
  }
  return row;
}

/** The stored fields of a record (only those in `fields` when given) as table columns; empty values are stored as NULL. */
export function recordToColumns(screen: ScreenFile, record: ApiRecord, fields?: ReadonlySet<string>): Row {
  return toColumns(storedColumns(screen, fields), record);
}

/**
 * Many new records as table rows: the stored fields' columns, then each row's `extra` columns (id,
 * owner, audit), which win over a field of the same column as in a single save. The field → column
 * list is worked out once, not per record (an Excel import turns thousands of records into rows).
 */
export function recordsToRows(screen: ScreenFile, records: readonly ApiRecord[], extra: () => Row): Row[] {
  const columns = storedColumns(screen);
  return records.map((record) => Object.assign(toColumns(columns, record), extra()));
}
