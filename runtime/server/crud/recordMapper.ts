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

/** The stored fields of a record (only those in `fields` when given) as table columns; empty values are stored as NULL. */
export function recordToColumns(screen: ScreenFile, record: ApiRecord, fields?: ReadonlySet<string>): Row {
  const columns: Row = {};
  for (const [field] of storedFields(screen)) {
    if (fields && !fields.has(field)) continue;
    const value = record[field];
    columns[toColumnName(field)] = isEmptyValue(value) ? null : value;
  }
  return columns;
}
