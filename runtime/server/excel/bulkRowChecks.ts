import { sql } from 'kysely';
import { toColumnName } from '../../core/screen/naming';
import type { ScreenFile } from '../../core/screen/screen.types';
import { isEmptyValue } from '../../core/validation/fieldRules';
import { validateRecord } from '../../core/validation/recordValidator';
import { withDerivedFields } from '../../core/screen/derivedFields';
import { dictFields, dictValuesOf } from '../crud/dictFields';
import { notInDictionary } from '../crud/dictValueCheck';
import { withDefaults } from '../crud/saveRecord';
import { ownerColumnsOf } from '../crud/screenScope';
import { alreadyExists } from '../crud/uniqueCheck';
import { entityValues } from '../crud/writeBody';
import { scopeColumnOf, uniqueFields } from '../db/screenIndexes';
import { sanitizeRichTextValues } from '../richText/sanitizeRichText';
import type { RowFailure } from './errorWorkbook';
import type { BatchTarget, SheetRow } from './saveRowBatch';

/** A row that passed every check, as the record to store. */
export interface AcceptedRow {
  row: SheetRow;
  record: Record<string, unknown>;
}

export interface CheckedBatch {
  accepted: AcceptedRow[];
  /** Refused rows in file order, each with the message 新增 would give. */
  failures: RowFailure[];
}

type ValuesByField = Map<string, Set<string>>;

/** The distinct values each field holds across the records (split into codes for dictionary fields). */
function valuesByField(records: Record<string, unknown>[], fields: string[], split: (value: unknown) => string[]): ValuesByField {
  return new Map(fields.map((field) => [field, new Set(records.flatMap((record) => split(record[field])))]));
}

const uniqueValue = (value: unknown): string[] => (isEmptyValue(value) ? [] : [String(value)]);

/** Per dictionary field, the batch's values that may not be chosen: one dictionary lookup per field and batch. */
async function invalidDictValues({ trx, deps, screen, auth }: BatchTarget, records: Record<string, unknown>[]): Promise<ValuesByField> {
  const fields = dictFields(screen);
  const used = valuesByField(
    records,
    fields.map(({ field }) => field),
    dictValuesOf,
  );
  const invalid: ValuesByField = new Map();
  for (const { field, code } of fields) {
    const values = [...used.get(field)!];
    invalid.set(field, new Set(values.length > 0 ? await deps.dicts.invalidValues(code, values, auth, trx) : []));
  }
  return invalid;
}

/** Per unique field, the batch's values another row of the same project (or tenant) already holds: one SELECT per field and batch. */
async function takenUniqueValues({ trx, screen, auth }: BatchTarget, records: Record<string, unknown>[]): Promise<ValuesByField> {
  const scopeColumn = scopeColumnOf(screen);
  const owner = ownerColumnsOf(screen, auth)[scopeColumn] ?? null;
  const fields = uniqueFields(screen);
  const used = valuesByField(records, fields, uniqueValue);
  const taken: ValuesByField = new Map();
  for (const field of fields) {
    const values = [...used.get(field)!];
    const column = sql.ref(toColumnName(field));
    const rows =
      values.length === 0
        ? []
        : await trx
            .selectFrom(screen.table)
            .select(sql<string>`cast(${column} as text)`.as('value'))
            .where(column, 'in', values)
            .where(sql.ref(scopeColumn), '=', owner)
            .execute();
    taken.set(field, new Set(rows.map((row) => row.value)));
  }
  return taken;
}

/** The fields a batch is checked on, looked up once per batch rather than per row. */
interface CheckedFields {
  dicts: ReturnType<typeof dictFields>;
  unique: string[];
}

/** The message of the first dictionary or uniqueness check a valid record fails, in writeRecord's order; undefined when it passes. */
function refusalOf(
  screen: ScreenFile,
  fields: CheckedFields,
  record: Record<string, unknown>,
  invalid: ValuesByField,
  taken: ValuesByField,
): string | undefined {
  const badDict = fields.dicts.find(({ field }) => dictValuesOf(record[field]).some((value) => invalid.get(field)?.has(value)));
  if (badDict) return notInDictionary(badDict.title);
  const duplicate = fields.unique.find((field) => uniqueValue(record[field]).some((value) => taken.get(field)?.has(value)));
  return duplicate === undefined ? undefined : alreadyExists(screen, duplicate);
}

/**
 * The checks of writeRecord for a batch of new rows, in bulk: validation with the browser's rules
 * row by row (in memory), each dictionary field's values looked up once for the batch, each unique
 * field in one SELECT … IN for the batch. A value repeated within the file counts as taken by the
 * first row accepted with it, as when the rows were saved one after another. A row gets the
 * message of the first check it fails, in writeRecord's order (rules, dictionaries, uniqueness).
 */
export async function checkRows(target: BatchTarget, rows: SheetRow[]): Promise<CheckedBatch> {
  const { screen } = target;
  const drafts = rows.map((row) => {
    const record = withDerivedFields(screen, withDefaults(screen, sanitizeRichTextValues(screen, entityValues(row.body))));
    const [error] = validateRecord(screen, record);
    return { row, record, message: error?.message };
  });
  const valid = drafts.filter((draft) => draft.message === undefined).map((draft) => draft.record);
  const invalid = await invalidDictValues(target, valid);
  const taken = await takenUniqueValues(target, valid);
  const fields: CheckedFields = { dicts: dictFields(screen), unique: uniqueFields(screen) };
  const outcome: CheckedBatch = { accepted: [], failures: [] };
  for (const { row, record, message } of drafts) {
    const refusal = message ?? refusalOf(screen, fields, record, invalid, taken);
    if (refusal !== undefined) {
      outcome.failures.push({ row: row.row, cells: row.cells(), message: refusal });
      continue;
    }
    for (const [field, values] of taken) for (const value of uniqueValue(record[field])) values.add(value);
    outcome.accepted.push({ row, record });
  }
  return withHookRefusals(target, outcome);
}

/**
 * The screen's write hooks over the accepted rows, in bulk (ScreenHooks.beforeBulkAdd): a row they
 * refuse joins the failures, in file order; the others may come back changed (a flow's initial state).
 */
async function withHookRefusals({ trx, deps, screen, auth }: BatchTarget, checked: CheckedBatch): Promise<CheckedBatch> {
  const bulkHook = deps.hooks[screen.id]?.beforeBulkAdd;
  if (!bulkHook || checked.accepted.length === 0) return checked;
  const refusals = await bulkHook({ trx, screen, auth, records: checked.accepted.map(({ record }) => record), ids: [] });
  const outcome: CheckedBatch = { accepted: [], failures: [...checked.failures] };
  checked.accepted.forEach((accepted, index) => {
    const refusal = refusals[index];
    if (refusal === null) outcome.accepted.push(accepted);
    else outcome.failures.push({ row: accepted.row.row, cells: accepted.row.cells(), message: refusal });
  });
  outcome.failures.sort((a, b) => a.row - b.row);
  return outcome;
}
