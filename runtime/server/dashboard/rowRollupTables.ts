import { sql, type CompiledQuery, type RawBuilder } from 'kysely';
import { DEL_FLAG_COLUMN, type ScreenFile } from '../../core/screen/screen.types';
import { toColumnName } from '../../core/screen/naming';
import type { RowCondition } from '../crud/rowVisibility';
import { atomically } from '../db/atomically';
import type { AppDb } from '../db/dbTypes';
import { FOREIGN_ROWS, type RowRollupPlan } from './rollupPlan';
import { prepareWidget, storedRowValue } from './widgetQuery';

const NEW_ROWS = 'rollup_new';
const OLD_ROWS = 'rollup_old';
const RELATED_ALIAS = 'f';

/** A screen's live rows (soft delete): the rows a rollup counts, whatever the caller; data rules and imports are rollupVisible's. */
const liveRows =
  (screen: ScreenFile): RowCondition =>
  (eb) =>
    screen.softDelete ? eb(sql.ref(DEL_FLAG_COLUMN), '=', 0) : eb.lit(true);

/** A literal for a parameter of a compiled query: a trigger's body is one string, without parameters. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  throw new Error(`rollup: no literal for ${JSON.stringify(value)}`);
}

/** A compiled query with its parameters (the file's filter values, kysely's `$n`) written in as literals. */
const inlined = (query: CompiledQuery): string => query.sql.replace(/\$(\d+)/g, (_, at: string) => literal(query.parameters[Number(at) - 1]));

/** Each row of the screen's other screens matching a row (`<table>.<own>`): the conditions of `related`'s match. */
function matchOf(plan: RowRollupPlan, related: ScreenFile): [string, string][] {
  const pairs = plan.values.flatMap(({ data }) =>
    data.measures.flatMap((measure) => (measure.related?.screen === related.id ? Object.entries(measure.related.match) : [])),
  );
  return [...new Map(pairs.map(([other, own]) => [`${other}=${own}`, [toColumnName(other), toColumnName(own)] as [string, string]])).values()];
}

/**
 * The per-row table's rows of the screen's live rows that `where` keeps: the copied key columns, each
 * stored value, and the number of matching rows of the other screens in another project than the row's.
 */
function rowsQuery(db: AppDb, plan: RowRollupPlan, where: RawBuilder<unknown> | null, ordered = false): string {
  const { table } = plan;
  const values = plan.values.map(({ column, screen, data, index }) => {
    const widget = prepareWidget(screen, data, new Map(plan.related.map((other) => [other.id, other])), true);
    return storedRowValue(db, table, widget, index, liveRows).as(column);
  });
  const foreign = plan.related.map((other) => {
    const alias = sql.ref(RELATED_ALIAS);
    const match = matchOf(plan, other).map(([column, own]) => sql`${sql.ref(`${RELATED_ALIAS}.${column}`)} = ${sql.ref(`${table}.${own}`)}`);
    const live = other.softDelete ? [sql`${sql.ref(`${RELATED_ALIAS}.${DEL_FLAG_COLUMN}`)} = 0`] : [];
    const apart = sql`${sql.ref(`${RELATED_ALIAS}.project_id`)} is distinct from ${sql.ref(`${table}.project_id`)}`;
    return sql`(select count(*) from ${sql.table(other.table)} as ${alias} where ${sql.join([...match, ...live, apart], sql` and `)})`;
  });
  let query = db
    .selectFrom(table)
    .select([...plan.keys.map((column) => sql.ref(`${table}.${column}`).as(column)), ...values])
    .select(sql<number>`${foreign.length > 0 ? sql.join(foreign, sql` + `) : sql`0`}`.as(FOREIGN_ROWS));
  if (plan.softDelete) query = query.where(sql.ref(`${table}.${DEL_FLAG_COLUMN}`), '=', 0);
  if (where) query = query.where(sql<boolean>`${where}`);
  // In id order: an upsert locks the rows it meets in that order, as every other writer does.
  if (ordered) query = query.orderBy(sql.ref(`${table}.id`));
  return inlined(query.compile());
}

/** The screen's row ids a statement's rows of `source` (a transition table) touch: its own rows, or those the other screen's rows match. */
function touchedIds(plan: RowRollupPlan, source: string, related?: ScreenFile): RawBuilder<unknown> {
  if (!related) return sql`select id from ${sql.table(source)}`;
  const pairs = matchOf(plan, related);
  // Matched on the screen's id (a weld's line): the ids are the other rows' own column, no scan of the screen's table.
  if (pairs.length === 1 && pairs[0][1] === 'id') return sql`select t.${sql.ref(pairs[0][0])} from ${sql.table(source)} as t`;
  const match = pairs.map(([column, own]) => sql`t.${sql.ref(column)} = ${sql.ref(`${plan.table}.${own}`)}`);
  return sql`select ${sql.ref(`${plan.table}.id`)} from ${sql.table(plan.table)} where exists (select 1 from ${sql.table(source)} as t where ${sql.join(match, sql` and `)})`;
}

/** The per-row table's columns, in the order rowsQuery selects them. */
const rowColumns = (plan: RowRollupPlan): string[] => [...plan.keys, ...plan.values.map((value) => value.column), FOREIGN_ROWS];

/**
 * Recomputes the per-row table's rows of some ids of the screen: a write to the screen or to another
 * screen its values read. Safe under concurrent writers by construction: it first locks the screen's
 * rows it recomputes, in id order (FOR NO KEY UPDATE: it does not wait for a writer of a row that only
 * names the line), so two statements touching the same line take turns and the second, in a statement
 * begun after the lock was granted, sees the first's committed rows (READ COMMITTED). Then it deletes
 * the rows of lines no longer live and upserts the others in id order: no delete-then-insert, which
 * under a concurrent writer of the same line found the row gone and hit the unique index (23505).
 */
function refresh(db: AppDb, plan: RowRollupPlan, ids: RawBuilder<unknown>): string {
  const table = sql.table(plan.table);
  const id = sql.ref(`${plan.table}.id`);
  const lock = sql`select 1 from ${table} where ${id} in (${ids}) order by ${id} for no key update of ${table}`.compile(db);
  const liveIds = sql`select ${id} from ${table} where ${id} in (${ids})${plan.softDelete ? sql` and ${sql.ref(`${plan.table}.${DEL_FLAG_COLUMN}`)} = 0` : sql``}`;
  const gone = sql`delete from ${sql.table(plan.name)} where id in (${ids}) and id not in (${liveIds})`.compile(db);
  const columns = rowColumns(plan);
  const rows = rowsQuery(db, plan, sql`${id} in (${ids})`, true);
  const changed = columns.filter((column) => column !== 'id');
  const set = changed.map((column) => `"${column}" = excluded."${column}"`).join(', ');
  // An unchanged row is left alone: the rollup over it gets no update of zero amounts.
  const differs = `(${changed.map((column) => `r."${column}"`).join(', ')}) is distinct from (${changed.map((column) => `excluded."${column}"`).join(', ')})`;
  return `perform ${inlined(lock).replace(/^select /, '')};
    ${inlined(gone)};
    insert into ${plan.name} as r (${columns.map((column) => `"${column}"`).join(', ')}) ${rows}
      on conflict (id) do update set ${set} where ${differs};`;
}

/** The trigger body's part for writes to one table (the screen's or another's): transition tables by kind of write, TRUNCATE. */
function branchOf(db: AppDb, plan: RowRollupPlan, related?: ScreenFile): string {
  const touched = (source: string) => touchedIds(plan, source, related);
  // A TRUNCATE of another screen recomputes every row; the share lock holds the screen's writers back meanwhile (its own TRUNCATE holds them all).
  const emptied = related
    ? `lock table ${plan.table} in share mode; delete from ${plan.name}; insert into ${plan.name} ${rowsQuery(db, plan, null)};`
    : `delete from ${plan.name};`;
  return `if tg_op = 'TRUNCATE' then ${emptied}
    elsif tg_op = 'INSERT' then ${refresh(db, plan, touched(NEW_ROWS))}
    elsif tg_op = 'DELETE' then ${refresh(db, plan, touched(OLD_ROWS))}
    else ${refresh(db, plan, sql`${touched(NEW_ROWS)} union ${touched(OLD_ROWS)}`)}
    end if;`;
}

/**
 * A rollup's per-row table, filled from the rows stored, and its triggers on the screen's table and
 * on each other screen's (per statement, transition tables): a write recomputes the rows it touches,
 * so the rollup over it (whose triggers read this table) stays exact in the writing transaction.
 */
export async function createRowRollup(db: AppDb, plan: RowRollupPlan): Promise<void> {
  const tables = [plan.table, ...plan.related.map((other) => other.table)];
  await atomically(db, async (trx) => {
    for (const table of tables) await sql`lock table ${sql.table(table)} in share mode`.execute(trx);
    await sql.raw(`create table ${plan.name} as ${rowsQuery(trx, plan, null)}`).execute(trx);
    await sql`create unique index ${sql.ref(`${plan.name}_key`)} on ${sql.table(plan.name)} (id)`.execute(trx);
    const branches = [
      `if tg_table_name = '${plan.table}' then ${branchOf(trx, plan)} end if;`,
      ...plan.related.map((other) => `if tg_table_name = '${other.table}' then ${branchOf(trx, plan, other)} end if;`),
    ];
    await sql
      .raw(`create function ${plan.name}() returns trigger language plpgsql as $rollup$ begin ${branches.join('\n')} return null; end $rollup$`)
      .execute(trx);
    const transition = {
      insert: `new table as ${NEW_ROWS}`,
      update: `new table as ${NEW_ROWS} old table as ${OLD_ROWS}`,
      delete: `old table as ${OLD_ROWS}`,
    };
    for (const table of tables) {
      for (const [event, tables] of Object.entries(transition))
        await sql
          .raw(`create trigger ${plan.name}_${event} after ${event} on ${table} referencing ${tables} for each statement execute function ${plan.name}()`)
          .execute(trx);
      await sql.raw(`create trigger ${plan.name}_truncate after truncate on ${table} for each statement execute function ${plan.name}()`).execute(trx);
    }
  });
}
