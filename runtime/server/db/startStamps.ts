import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { AppDb } from './dbTypes';

/**
 * One row per step a start may skip: the fingerprint of the inputs the step last completed with
 * (the screen migration, the permission and dictionary seeds). The table keeps the name it had
 * when the migration was its only user, so existing databases keep their stamps.
 */
const STAMP_TABLE = 'sys_screen_migration';

/** A sha256 fingerprint of what a step works from (anything JSON can hold). */
export function fingerprintOf(inputs: unknown): string {
  return createHash('sha256').update(JSON.stringify(inputs)).digest('hex');
}

async function stampTableExists(db: AppDb): Promise<boolean> {
  const { rows } = await sql<{ exists: boolean }>`select to_regclass(${STAMP_TABLE}) is not null as exists`.execute(db);
  return rows[0]?.exists === true;
}

/** The fingerprint stamped for `step`, or undefined when it never completed on this database. */
export async function readStartStamp(db: AppDb, step: string): Promise<string | undefined> {
  if (!(await stampTableExists(db))) return undefined;
  const stamp = await sql<{ fingerprint: string }>`select fingerprint from ${sql.table(STAMP_TABLE)} where id = ${step}`.execute(db);
  return stamp.rows[0]?.fingerprint;
}

/** Records that `step` completed with the inputs of `fingerprint`. */
export async function writeStartStamp(db: AppDb, step: string, fingerprint: string): Promise<void> {
  await sql`create table if not exists ${sql.table(STAMP_TABLE)} (id text primary key, fingerprint text not null, migrated_at timestamp not null default now())`.execute(
    db,
  );
  await sql`insert into ${sql.table(STAMP_TABLE)} (id, fingerprint) values (${step}, ${fingerprint})
    on conflict (id) do update set fingerprint = excluded.fingerprint, migrated_at = now()`.execute(db);
}

/** Forgets the stamps of `steps`, so that the next start runs them whatever their fingerprint. */
export async function forgetStartStamps(db: AppDb, steps: readonly string[]): Promise<void> {
  if (await stampTableExists(db)) await sql`delete from ${sql.table(STAMP_TABLE)} where id in (${sql.join(steps)})`.execute(db);
}
