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

/** The row holding the source a step's stamp was last confirmed with (see checkStartStamp). */
const sourceRow = (step: string): string => `${step}#source`;

/** The stamped fingerprints of `ids` (those never stamped are absent). */
async function readStamps(db: AppDb, ids: readonly string[]): Promise<Map<string, string>> {
  if (!(await stampTableExists(db))) return new Map();
  const stamps = await sql<{ id: string; fingerprint: string }>`select id, fingerprint from ${sql.table(STAMP_TABLE)} where id in (${sql.join(ids)})`.execute(
    db,
  );
  return new Map(stamps.rows.map((row) => [row.id, row.fingerprint]));
}

/** The fingerprint stamped for `step`, or undefined when it never completed on this database. */
export async function readStartStamp(db: AppDb, step: string): Promise<string | undefined> {
  return (await readStamps(db, [step])).get(step);
}

/**
 * What a step's fingerprint is planned from, so that checkStartStamp can skip the planning: the build
 * of the server code that plans (a new one every time the server bundle is built) and the inputs as
 * read. Without a build (under tsx: tests and `npm run dev`, where code changes without one) there is none.
 */
export function startSource(build: string | undefined, inputs: unknown): string | undefined {
  return build === undefined ? undefined : fingerprintOf([build, inputs]);
}

export type StampCheck = { current: true } | { current: false; fingerprint: string };

/**
 * Whether `step` last completed with the inputs of now. Stamped together with the same `source`, it
 * is current without `plan` being made: planning the migration from every screen was a restart's
 * largest piece of its own work. Otherwise `plan`'s fingerprint decides, and when it matches, the new
 * source is recorded for the next start. A step that is not current answers the fingerprint to stamp when done.
 */
export async function checkStartStamp(db: AppDb, step: string, plan: () => string | Promise<string>, source?: string): Promise<StampCheck> {
  const stamps = await readStamps(db, [step, sourceRow(step)]);
  if (source !== undefined && stamps.has(step) && stamps.get(sourceRow(step)) === source) return { current: true };
  const fingerprint = await plan();
  if (stamps.get(step) !== fingerprint) return { current: false, fingerprint };
  if (source !== undefined) await writeStartStamp(db, step, fingerprint, source);
  return { current: true };
}

/** Records that `step` completed with the inputs of `fingerprint` and, when given, of `source`. */
export async function writeStartStamp(db: AppDb, step: string, fingerprint: string, source?: string): Promise<void> {
  await sql`create table if not exists ${sql.table(STAMP_TABLE)} (id text primary key, fingerprint text not null, migrated_at timestamp not null default now())`.execute(
    db,
  );
  const rows = [sql`(${step}, ${fingerprint})`, ...(source === undefined ? [] : [sql`(${sourceRow(step)}, ${source})`])];
  await sql`insert into ${sql.table(STAMP_TABLE)} (id, fingerprint) values ${sql.join(rows)}
    on conflict (id) do update set fingerprint = excluded.fingerprint, migrated_at = now()`.execute(db);
  // Stamped without a source, the step must not pass for the inputs of an earlier one.
  if (source === undefined) await sql`delete from ${sql.table(STAMP_TABLE)} where id = ${sourceRow(step)}`.execute(db);
}

/** Forgets the stamps of `steps`, so that the next start runs them whatever their fingerprint. */
export async function forgetStartStamps(db: AppDb, steps: readonly string[]): Promise<void> {
  if (await stampTableExists(db)) await sql`delete from ${sql.table(STAMP_TABLE)} where id in (${sql.join([...steps, ...steps.map(sourceRow)])})`.execute(db);
}
