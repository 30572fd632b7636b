import { sql, type Expression, type RawBuilder } from 'kysely';
import { toColumnName } from '../../core/screen/naming';
import { DEL_FLAG_COLUMN, type CountOf, type ScreenFile } from '../../core/screen/screen.types';
import type { AppDb } from '../db/dbTypes';
import type { ScreenRegistry } from '../screens/screenRegistry';

/** The alias of the counted screen's table inside the subquery: the counted screen may be the record's own. */
const COUNTED = 'x_counted';

/** How the subquery reads the record: its values on save, its row's columns on read. */
export interface CountOperands {
  /** The record's field (its day and match fields). */
  field(name: string): Expression<unknown>;
  /** The record's owner column (project_id or tenant_id). */
  owner(column: 'project_id' | 'tenant_id'): Expression<unknown>;
}

/** The `x-count` fields of a screen with the screen each counts. */
export function countFields(registry: Pick<ScreenRegistry, 'screens'>, screen: ScreenFile): { name: string; count: CountOf; source: ScreenFile }[] {
  return Object.entries(screen.entity.properties).flatMap(([name, field]) => {
    const count = field['x-count'];
    return count ? [{ name, count, source: registry.screens.get(count.screen)! }] : [];
  });
}

/**
 * One `x-count` as a scalar subquery: the source's live rows in the record's project (or tenant)
 * whose date falls on the record's day and which meet `match` and `where`, counted (distinct values
 * of `distinct` when given). Null while the record has no day. The same SQL serves a save (the
 * record's values) and a list or detail read (a correlated subquery on the row's columns), so a log
 * written in the morning shows the workers who passed the gate later that day.
 */
export function countExpression(source: ScreenFile, count: CountOf, own: CountOperands): RawBuilder<string | number | null> {
  const column = (field: string) => sql.ref(`${COUNTED}.${toColumnName(field)}`);
  // Cast once: a save passes the day as an untyped parameter.
  const day = sql`${own.field(count.day)}::date`;
  const conditions: RawBuilder<unknown>[] = [sql`${column(count.date)} >= ${day}`, sql`${column(count.date)} < ${day} + 1`];
  if (source.scope === 'project') conditions.push(sql`${sql.ref(`${COUNTED}.project_id`)} = ${own.owner('project_id')}`);
  else if (source.scope === 'tenant') conditions.push(sql`${sql.ref(`${COUNTED}.tenant_id`)} = ${own.owner('tenant_id')}`);
  if (source.softDelete) conditions.push(sql`${sql.ref(`${COUNTED}.${DEL_FLAG_COLUMN}`)} = 0`);
  for (const [theirs, ours] of Object.entries(count.match ?? {})) conditions.push(sql`${column(theirs)} = ${own.field(ours)}`);
  for (const { field, value } of count.where ?? []) {
    const values = Array.isArray(value) ? value : [value];
    conditions.push(sql`${column(field)} in (${sql.join(values)})`);
  }
  const counted = count.distinct ? sql`count(distinct ${column(count.distinct)})` : sql`count(*)`;
  return sql`case when ${day} is null then null else (select ${counted} from ${sql.table(source.table)} as ${sql.id(COUNTED)} where ${sql.join(conditions, sql` and `)}) end`;
}

/** The alias a read gives an `x-count` field's subquery (kept apart from the stored column). */
export const countAlias = (name: string) => `x_count_${toColumnName(name)}`;

/** The `x-count` subqueries of a list or detail read of `screen`, correlated to its row. */
export function countSelections(registry: Pick<ScreenRegistry, 'screens'>, screen: ScreenFile) {
  const row = (column: string) => sql.ref(`${screen.table}.${column}`);
  return countFields(registry, screen).map(({ name, count, source }) =>
    countExpression(source, count, { field: (field) => row(toColumnName(field)), owner: row }).as(countAlias(name)),
  );
}

/** The record's `x-count` fields set from a read row's subqueries (counts come back as text from bigint). */
export function withReadCounts(registry: Pick<ScreenRegistry, 'screens'>, screen: ScreenFile, record: Record<string, unknown>, row: Record<string, unknown>) {
  for (const { name } of countFields(registry, screen)) {
    const value = row[countAlias(name)];
    record[name] = value === null || value === undefined ? null : Number(value);
  }
  return record;
}

/** Stores every row's `x-count` fields as a read would compute them, in one statement per field (rows written in bulk, as the demo seed does). */
export async function storeCounts(db: AppDb, registry: Pick<ScreenRegistry, 'screens'>, screen: ScreenFile): Promise<void> {
  const row = (column: string) => sql.ref(`${screen.table}.${column}`);
  for (const { name, count, source } of countFields(registry, screen)) {
    const value = countExpression(source, count, { field: (field) => row(toColumnName(field)), owner: row });
    await db
      .updateTable(screen.table)
      .set({ [toColumnName(name)]: value })
      .execute();
  }
}
