import { sql } from 'kysely';
import { atomically } from '../db/atomically';
import type { AppDb } from '../db/dbTypes';
import { fingerprintOf, readStartStamp, writeStartStamp } from '../db/startStamps';
import { ROLLUP_KEY, ROLLUP_TABLE } from './readingRollup';
import { READING_TABLE } from './readingTable';

/** The keys new tables are created with: project_id first, Citus's distribution key. */
const KEYS: Record<string, { name: string; columns: string[] }> = {
  [READING_TABLE]: { name: `${READING_TABLE}_pkey`, columns: ['project_id', 'device_id', 'time'] },
  [ROLLUP_TABLE]: { name: ROLLUP_KEY, columns: ['project_id', 'device_id', 'hour', 'metric'] },
};

/** The start stamp written once both tables have the keys of KEYS (or do not exist yet, to be made so). */
export const READING_KEYS_STEP = 'reading-keys';

/** The primary key of each of the two tables that exists (a partitioned table's is its parent's). */
async function readKeys(db: AppDb): Promise<{ table: string; pkey: string | null; columns: string[] }[]> {
  const { rows } = await sql<{ table: string; pkey: string | null; columns: string[] | null }>`
    select c.relname as table, k.conname as pkey,
      (select array_agg(a.attname::text order by u.ord) from unnest(k.conkey) with ordinality as u(attnum, ord)
        join pg_attribute a on a.attrelid = c.oid and a.attnum = u.attnum) as columns
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = current_schema()
    left join pg_constraint k on k.conrelid = c.oid and k.contype = 'p'
    where c.relname in (${sql.join(Object.keys(KEYS))}) and c.relkind in ('r', 'p')`.execute(db);
  return rows.map((row) => ({ table: row.table, pkey: row.pkey, columns: row.columns ?? [] }));
}

/**
 * Upgrades the readings and their hourly rollup made by earlier versions (keys (device_id, time) and
 * (device_id, hour, metric), project_id nullable or absent) to the keys new tables get, led by
 * project_id. Once: when both keys are so, it stamps READING_KEYS_STEP, and a restart reads the
 * stamp instead of the catalog. A row without a project takes its device's (from the device tables); rows left without
 * one (a device deleted or outside every project) are logged and the table keeps its old key, which
 * ingestion still works with (`on conflict do nothing`, the rollup's upsert by its key's name), until
 * a later start finds them gone. The key change is one statement, so the table is never without a
 * key and a failure changes nothing; on a partitioned table it rebuilds every month's index, minutes
 * on a year of readings, which is why it runs only when the catalog says the key is old.
 */
export async function upgradeReadingKeys(db: AppDb, deviceTables: readonly string[], log: (message: string) => void): Promise<void> {
  const fingerprint = fingerprintOf(KEYS);
  if ((await readStartStamp(db, READING_KEYS_STEP)) === fingerprint) return;
  let upgraded = true;
  for (const { table, pkey, columns } of await readKeys(db)) {
    const wanted = KEYS[table];
    if (columns.join(',') === wanted.columns.join(',')) continue;
    const target = sql.table(table);
    await sql`alter table ${target} add column if not exists project_id text`.execute(db);
    for (const devices of deviceTables)
      await sql`update ${target} r set project_id = d.project_id from ${sql.table(devices)} d
        where r.project_id is null and r.device_id = d.id and d.project_id is not null`.execute(db);
    const { rows } = await sql<{ count: string }>`select count(*) as count from ${target} where project_id is null`.execute(db);
    const withoutProject = Number(rows[0].count);
    if (withoutProject > 0) {
      log(`${table}: ${withoutProject} rows have no project_id (their device is gone or in no project), so the key stays (${columns.join(', ')})`);
      upgraded = false;
      continue;
    }
    const dropOld = pkey ? sql`drop constraint ${sql.ref(pkey)}, ` : sql``;
    await atomically(db, (d) =>
      sql`alter table ${target} alter column project_id set not null, ${dropOld}add constraint ${sql.ref(wanted.name)} primary key (${sql.join(
        wanted.columns.map((column) => sql.ref(column)),
      )})`.execute(d),
    );
    log(`${table}: primary key (${wanted.columns.join(', ')})`);
  }
  if (upgraded) await writeStartStamp(db, READING_KEYS_STEP, fingerprint);
}
