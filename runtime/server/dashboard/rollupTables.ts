import { sql, type RawBuilder } from 'kysely';
import { DEL_FLAG_COLUMN } from '../../core/screen/screen.types';
import { atomically } from '../db/atomically';
import type { AppDb } from '../db/dbTypes';
import { dayKeyValue } from './rollupDays';
import { ROLLUP_MARK, type RollupPlan } from './rollupPlan';
import { createRowRollup } from './rowRollupTables';

const refs = (columns: string[]) => sql.join(columns.map((column) => sql.ref(column)));

/**
 * The rollup rows of some rows of the screen's table (`source`, a table name): per key the row
 * count and each summed column's sum and count of values, of live rows only; `sign` -1 gives the
 * amounts to take away (the old rows of an update or delete).
 */
function rollupRows(plan: RollupPlan, source: string, sign: 1 | -1): RawBuilder<unknown> {
  const times = sql.raw(sign === 1 ? '' : '-');
  const amounts = plan.sums.flatMap((column) => [
    sql`${times}coalesce(sum(${sql.ref(column)}), 0) as ${sql.ref(`s_${column}`)}`,
    sql`${times}count(${sql.ref(column)}) as ${sql.ref(`c_${column}`)}`,
  ]);
  const live = plan.softDelete ? sql`where ${sql.ref(DEL_FLAG_COLUMN)} = 0` : sql``;
  const values = plan.keys.map((column) => dayKeyValue(plan.days, column));
  const keys = sql.join(values.map((value, index) => sql`${value} as ${sql.ref(plan.keys[index])}`));
  return sql`select ${keys}, ${times}count(*) as n ${amounts.length > 0 ? sql`, ${sql.join(amounts)}` : sql``}
    from ${sql.table(source)} ${live} group by ${sql.join(values)}`;
}

const amountColumns = (plan: RollupPlan) => ['n', ...plan.sums.flatMap((column) => [`s_${column}`, `c_${column}`])];

/**
 * Adds a statement's rows (`added`, the new rows) and takes away its old ones (`removed`) in one
 * upsert: one row per key, in key order, so two writers lock the rollup rows they share in one
 * order (two upserts, new rows then old, would lock a row moved from key A to B as B then A, and a
 * writer moving another row from B to A in the opposite order: a deadlock).
 */
function mergeRows(plan: RollupPlan, added: string | null, removed: string | null): RawBuilder<unknown> {
  const amounts = amountColumns(plan);
  const parts = [...(added ? [rollupRows(plan, added, 1)] : []), ...(removed ? [rollupRows(plan, removed, -1)] : [])];
  const summed = sql.join(amounts.map((column) => sql`sum(${sql.ref(column)}) as ${sql.ref(column)}`));
  const keys = refs(plan.keys);
  const delta = sql`select ${keys}, ${summed} from (${sql.join(parts, sql` union all `)}) as d group by ${keys} order by ${keys}`;
  const add = sql.join(amounts.map((column) => sql`${sql.ref(column)} = r.${sql.ref(column)} + excluded.${sql.ref(column)}`));
  return sql`insert into ${sql.table(plan.name)} as r (${refs([...plan.keys, ...amounts])}) ${delta}
    on conflict (${keys}) do update set ${add}`;
}

const NEW_ROWS = 'rollup_new';
const OLD_ROWS = 'rollup_old';

/**
 * The rollup table of a plan, filled from the rows already stored, and its triggers: one per kind
 * of write (TRUNCATE too), per statement, reading the statement's rows (transition tables), so screen saves, Excel
 * imports, flows, seeds and hand-written SQL all keep it exact in the writing transaction. The
 * share lock holds writers back while it is filled, so none is missed.
 */
async function createRollup(db: AppDb, plan: RollupPlan): Promise<void> {
  await atomically(db, async (trx) => {
    await sql`lock table ${sql.table(plan.table)} in share mode`.execute(trx);
    await sql`create table ${sql.table(plan.name)} as ${rollupRows(plan, plan.table, 1)}`.execute(trx);
    // NULLS NOT DISTINCT: an empty value is one key like any other (PostgreSQL 15+, PGlite too).
    await sql`create unique index ${sql.ref(`${plan.name}_key`)} on ${sql.table(plan.name)} (${refs(plan.keys)}) nulls not distinct`.execute(trx);
    // TRUNCATE has no transition table: it empties the source, so it empties the rollup.
    const body = sql`begin
        if tg_op = 'TRUNCATE' then delete from ${sql.table(plan.name)}; return null; end if;
        if tg_op = 'INSERT' then ${mergeRows(plan, NEW_ROWS, null)};
        elsif tg_op = 'DELETE' then ${mergeRows(plan, null, OLD_ROWS)};
        else ${mergeRows(plan, NEW_ROWS, OLD_ROWS)};
        end if;
        return null;
      end`;
    // The function's body is one string: compiled with the plan's names inlined, no parameters.
    const compiled = body.compile(trx);
    if (compiled.parameters.length > 0) throw new Error(`rollup ${plan.name}: the trigger body has parameters`);
    await sql`create function ${sql.ref(plan.name)}() returns trigger language plpgsql as $rollup$${sql.raw(compiled.sql)}$rollup$`.execute(trx);
    const transition = {
      insert: sql`new table as ${sql.ref(NEW_ROWS)}`,
      update: sql`new table as ${sql.ref(NEW_ROWS)} old table as ${sql.ref(OLD_ROWS)}`,
      delete: sql`old table as ${sql.ref(OLD_ROWS)}`,
    };
    for (const [event, tables] of Object.entries(transition))
      await sql`create trigger ${sql.ref(`${plan.name}_${event}`)} after ${sql.raw(event)} on ${sql.table(plan.table)}
        referencing ${tables} for each statement execute function ${sql.ref(plan.name)}()`.execute(trx);
    await sql`create trigger ${sql.ref(`${plan.name}_truncate`)} after truncate on ${sql.table(plan.table)}
      for each statement execute function ${sql.ref(plan.name)}()`.execute(trx);
  });
}

/** Drops a rollup no dashboard needs any more: its function, with it its triggers, and its table. */
async function dropRollup(db: AppDb, name: string): Promise<void> {
  await sql`drop function if exists ${sql.ref(name)}() cascade`.execute(db);
  await sql`drop table if exists ${sql.table(name)}`.execute(db);
}

/** Brings the rollup tables in line with the plan: creates (and fills) the missing ones, drops those of an earlier plan. */
export async function migrateRollups(db: AppDb, plans: Iterable<RollupPlan>, log: (message: string) => void): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = current_schema() and strpos(tablename, ${ROLLUP_MARK}) > 0`.execute(db);
  const present = new Set(rows.map((row) => row.name));
  // A rollup over a per-row table comes after it: its triggers and rows are that table's.
  const wanted = new Map<string, { table: string; keys: string[]; create: () => Promise<void> }>();
  for (const plan of plans) {
    const { rows } = plan;
    if (rows) wanted.set(rows.name, { table: rows.table, keys: rows.keys, create: () => createRowRollup(db, rows) });
    wanted.set(plan.name, { table: plan.table, keys: plan.keys, create: () => createRollup(db, plan) });
  }
  for (const name of present)
    if (!wanted.has(name)) {
      await dropRollup(db, name);
      log(`dropped rollup ${name}`);
    }
  for (const [name, { table, keys, create }] of wanted)
    if (!present.has(name)) {
      await create();
      log(`created rollup ${name} of ${table} (${keys.join(', ')})`);
    }
}
