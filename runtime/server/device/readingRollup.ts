import { sql, type RawBuilder } from 'kysely';
import type { AppDb } from '../db/dbTypes';
import { READING_TABLE } from './readingTable';

/**
 * The hourly rollup of the readings: per device, hour and metric the count, sum, lowest and highest
 * value, keyed by (project, device, hour, metric) like the readings (project_id first: Citus's
 * distribution key, co-locating a project's rollup with its readings). Dashboard widgets with an
 * hour, day or month bucket read it instead of the readings (a day of twenty monitors is 500
 * rollup rows, not 115,000 readings through jsonb): the mean of a bucket is its sum over its
 * count, a cumulative meter's use the growth of its highest value.
 * Ingestion adds each batch's new readings in the statement that inserts them.
 */
export const ROLLUP_TABLE = 'dev_reading_hour';
/** The rollup's primary key, named so that the upsert finds it whichever columns it has. */
export const ROLLUP_KEY = `${ROLLUP_TABLE}_pkey`;

/**
 * The upsert of the rollup rows of `source` (rows of project_id, device_id, time, metrics): `add` merges them
 * into the stored hours (new readings of a batch), `replace` overwrites them (hours recounted from
 * every stored reading). Rows go in key order, so two batches lock the rows they share in one order.
 */
export function rollUp(source: RawBuilder<unknown>, merge: 'add' | 'replace'): RawBuilder<unknown> {
  const merged =
    merge === 'add'
      ? sql`n = h.n + excluded.n, total = h.total + excluded.total, low = least(h.low, excluded.low), high = greatest(h.high, excluded.high)`
      : sql`n = excluded.n, total = excluded.total, low = excluded.low, high = excluded.high`;
  // By the key's name, not its columns: a database whose key upgrade waits (readingKeys.ts) still ingests.
  return sql`insert into ${sql.table(ROLLUP_TABLE)} as h (project_id, device_id, hour, metric, n, total, low, high)
    select r.project_id, r.device_id, date_trunc('hour', r.time), m.key, count(*), sum(m.value::float8), min(m.value::float8), max(m.value::float8)
    from ${source} r cross join lateral jsonb_each(r.metrics) as m(key, value)
    group by 1, 2, 3, 4 order by 1, 2, 3, 4
    on conflict on constraint ${sql.ref(ROLLUP_KEY)} do update set ${merged}`;
}

/** Marks a rollup table whose first fill has not finished (a process stopped mid-fill resumes it at the next start). */
const FILLING = 'filling';

/** The first day of each month from the oldest reading of these devices to the newest, oldest first. */
async function readingMonths(db: AppDb, only: RawBuilder<unknown>): Promise<string[]> {
  const { rows } = await sql<{ month: string }>`
    select to_char(m, 'YYYY-MM-DD') as month
    from (select date_trunc('month', min(time)) as first, date_trunc('month', max(time)) as last from ${sql.table(READING_TABLE)} where ${only}) b,
      generate_series(b.first, b.last, interval '1 month') m`.execute(db);
  return rows.map((row) => row.month);
}

/**
 * The readings of one month (the month partition's own range, so the scan stays in it) of the devices `only` selects;
 * readings without a project (only in a database whose key upgrade waits for them) belong to no project's chart.
 */
const monthOf = (month: string, only: RawBuilder<unknown>) =>
  sql`(select project_id, device_id, time, metrics from ${sql.table(READING_TABLE)}
    where ${only} and project_id is not null and time >= ${month}::timestamp and time < ${month}::timestamp + interval '1 month')`;

const devicesIn = (deviceIds?: readonly string[]) => (deviceIds ? sql`device_id = any(${[...deviceIds]}::text[])` : sql`true`);

/**
 * Recounts the rollup of these devices (all when not given) from their stored readings, a month a
 * statement so no statement reads more than one month partition: after a seed's or a bench's bulk insert.
 */
export async function rollUpReadings(db: AppDb, deviceIds?: readonly string[]): Promise<void> {
  const only = devicesIn(deviceIds);
  for (const month of await readingMonths(db, only)) await rollUp(monthOf(month, only), 'replace').execute(db);
}

/**
 * Creates the rollup table, and when it is new fills it from the readings already stored (a
 * database of an earlier version), a month a transaction: each holds uploads back (share lock on
 * the readings) only while it recounts its month, so an upload is either in the count or added
 * after it, never lost. The advisory lock keeps a second instance starting at once from creating
 * the table too; the table's comment marks an unfinished fill, which the next start redoes (a
 * recount is idempotent). Until the fill ends, dashboards read the months not yet counted as empty.
 */
export async function createRollupTable(db: AppDb): Promise<void> {
  const fill = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${ROLLUP_TABLE}))`.execute(trx);
    const exists = await sql<{ name: string | null; note: string | null }>`
      select to_regclass(${ROLLUP_TABLE})::text as name, obj_description(to_regclass(${ROLLUP_TABLE}), 'pg_class') as note`.execute(trx);
    if (exists.rows[0]?.name) return exists.rows[0].note === FILLING;
    await sql`create table ${sql.table(ROLLUP_TABLE)} (
        project_id text not null,
        device_id text not null,
        hour timestamp not null,
        metric text not null,
        n bigint not null,
        total float8 not null,
        low float8 not null,
        high float8 not null,
        constraint ${sql.ref(ROLLUP_KEY)} primary key (project_id, device_id, hour, metric)
      )`.execute(trx);
    await sql`comment on table ${sql.table(ROLLUP_TABLE)} is ${sql.lit(FILLING)}`.execute(trx);
    return true;
  });
  if (!fill) return;
  for (const month of await readingMonths(db, sql`true`))
    await db.transaction().execute(async (trx) => {
      await sql`lock table ${sql.table(READING_TABLE)} in share mode`.execute(trx);
      await rollUp(monthOf(month, sql`true`), 'replace').execute(trx);
    });
  await sql`comment on table ${sql.table(ROLLUP_TABLE)} is null`.execute(db);
}
