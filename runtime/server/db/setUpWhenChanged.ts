import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import type { AppDb } from './dbTypes';
import { checkStartStamp, fingerprintOf, writeStartStamp } from './startStamps';

/** A start step that makes the platform's own tables, functions and triggers with idempotent statements. */
export type SetUp = (db: AppDb) => Promise<void>;

/**
 * The statements `setUp` issues on a database where every read answers no rows (as on an empty one),
 * with their parameters: what the step would make, as text. Nothing reaches a database.
 */
export async function recordedStatements(setUp: SetUp): Promise<string[]> {
  const statements: string[] = [];
  const recorder = new Kysely<unknown>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    log: (event) => {
      if (event.level === 'query') statements.push(JSON.stringify([event.query.sql, event.query.parameters]));
    },
  });
  try {
    await setUp(recorder as unknown as AppDb);
  } finally {
    await recorder.destroy();
  }
  return statements;
}

/**
 * Runs `setUp` only when its statements changed since it last completed on this database. Its
 * `create … if not exists` and `create or replace` statements cost a restart on PGlite about a
 * quarter of a second while changing nothing; the fingerprint of the statements it would issue
 * (recordedStatements) changes with a new column, index, trigger or function body as surely as with
 * a new table, and is stamped like the screen migration's. A step interrupted half-way is not
 * stamped, so the next start runs it again; `npm run migrate` forgets the stamps. `source`
 * (startSource of the server's build) spares recording the statements again for the same build.
 */
export async function setUpWhenChanged(db: AppDb, step: string, setUp: SetUp, source?: string): Promise<boolean> {
  const check = await checkStartStamp(db, step, async () => fingerprintOf(await recordedStatements(setUp)), source);
  if (check.current) return false;
  await setUp(db);
  await writeStartStamp(db, step, check.fingerprint, source);
  return true;
}
