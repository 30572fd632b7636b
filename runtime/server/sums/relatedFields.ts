import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import { monthRange } from '../../core/compute/computeModel';
import { withDerivedFields } from '../../core/screen/derivedFields';
import { toColumnName } from '../../core/screen/naming';
import { DEL_FLAG_COLUMN, type LookupOf, type ScreenFile, type SumOf } from '../../core/screen/screen.types';
import { isEmptyValue } from '../../core/validation/fieldRules';
import type { DB } from '../db/dbTypes';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { countExpression, countFields } from './countFields';

/** The project and tenant a record belongs to: related records are read only within them. */
export type RecordOwner = Record<string, unknown>;

/** Rows of `source` in the owner's project (or tenant), live ones only. */
export function ownedRows(trx: Kysely<DB>, source: ScreenFile, owner: RecordOwner) {
  let query = trx.selectFrom(source.table);
  if (source.scope === 'project') query = query.where('project_id', '=', String(owner.project_id ?? ''));
  else if (source.scope === 'tenant') query = query.where('tenant_id', '=', String(owner.tenant_id ?? ''));
  if (source.softDelete) query = query.where(sql.ref(DEL_FLAG_COLUMN), '=', 0);
  return query;
}

/**
 * One `x-sum`: the sum over the source's records in the record's scope, month and `match`, to 2
 * decimals; null when the month is not set or a match field is empty (a 班组 evaluation has no worker).
 */
async function sumFor(trx: Transaction<DB>, source: ScreenFile, sum: SumOf, record: Record<string, unknown>, owner: RecordOwner): Promise<number | null> {
  const range = monthRange(record[sum.month]);
  const pairs = Object.entries(sum.match);
  if (!range || pairs.some(([, field]) => isEmptyValue(record[field]))) return null;
  let query = ownedRows(trx, source, owner)
    .select(sql<string | null>`sum(${sql.ref(toColumnName(sum.field))})`.as('total'))
    .where(toColumnName(sum.date), '>=', sql<string>`${range.begin}::date`)
    .where(toColumnName(sum.date), '<=', sql<string>`${range.end}::date`);
  for (const [sourceField, field] of pairs) query = query.where(toColumnName(sourceField), '=', String(record[field]));
  const row = await query.executeTakeFirst();
  return Math.round(Number(row?.total ?? 0) * 100) / 100;
}

/** One `x-lookup`: the field of the source record whose id the record's `by` holds; null when it holds none or one not in scope. */
async function lookupFor(trx: Transaction<DB>, source: ScreenFile, lookup: LookupOf, record: Record<string, unknown>, owner: RecordOwner): Promise<unknown> {
  if (isEmptyValue(record[lookup.by])) return null;
  const column = toColumnName(lookup.field);
  const row = await ownedRows(trx, source, owner).select(sql.ref(column).as('value')).where('id', '=', String(record[lookup.by])).executeTakeFirst();
  return row?.value ?? null;
}

/** Whether a screen has fields read from other screens (x-sum, x-count, x-lookup). */
export function readsOtherScreens(screen: ScreenFile): boolean {
  return Object.values(screen.entity.properties).some((field) => field['x-sum'] || field['x-count'] || field['x-lookup']);
}

/**
 * The record with every field the server derives filled in, read in the caller's transaction:
 * first the values read from other screens (x-lookup, x-sum, x-count), then the formulas and bands that may
 * use them (费用 = 计费数量 × 单价). The client's values of these fields are never kept.
 */
export async function withRelatedFields(
  trx: Transaction<DB>,
  registry: Pick<ScreenRegistry, 'screens'>,
  screen: ScreenFile,
  record: Record<string, unknown>,
  owner: RecordOwner,
): Promise<Record<string, unknown>> {
  const result = { ...record };
  for (const [name, field] of Object.entries(screen.entity.properties)) {
    const lookup = field['x-lookup'];
    if (lookup) result[name] = await lookupFor(trx, registry.screens.get(lookup.screen)!, lookup, result, owner);
  }
  for (const [name, field] of Object.entries(screen.entity.properties)) {
    const sum = field['x-sum'];
    if (sum) result[name] = await sumFor(trx, registry.screens.get(sum.screen)!, sum, result, owner);
  }
  for (const { name, count, source } of countFields(registry, screen)) {
    const operands = {
      field: (field: string) => sql.val(isEmptyValue(result[field]) ? null : result[field]),
      owner: (column: string) => sql.val(owner[column] ?? null),
    };
    const row = await trx.selectNoFrom(countExpression(source, count, operands).as('n')).executeTakeFirst();
    result[name] = row?.n === null || row?.n === undefined ? null : Number(row.n);
  }
  return withDerivedFields(screen, result);
}
