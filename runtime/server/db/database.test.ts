import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { withTestDatabaseUrl, type TestDatabase } from '../../../tests/api/pgTestDatabase';
import { createDatabase, type Database } from './database';

/** A new in-memory PGlite takes seconds to initialise, more on a busy machine. */
const PGLITE_START_TIMEOUT = 60_000;
const kinds: ('pglite' | 'postgres')[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

describe.each(kinds)('createDatabase (%s)', (kind) => {
  let database: Database;
  let testDatabase: TestDatabase | null = null;

  beforeAll(async () => {
    testDatabase = kind === 'postgres' ? await withTestDatabaseUrl() : null;
    database = await createDatabase(testDatabase ? { databaseUrl: testDatabase.url } : { dataDir: 'memory://' });
  }, PGLITE_START_TIMEOUT);

  afterAll(async () => {
    await database?.close();
    await testDatabase?.drop();
  });

  it('opens the requested driver', () => {
    expect(database.kind).toBe(kind);
  });

  it('returns DATE as YYYY-MM-DD, TIMESTAMP as YYYY-MM-DD HH:mm:ss and NUMERIC as a number', async () => {
    const result = await sql<{ d: unknown; ts: unknown; n: unknown; i: unknown; b: unknown }>`
      select date '2024-02-29' as d, timestamp '2024-02-29 23:59:58.987654' as ts, 1234.5::numeric as n, 7 as i, true as b`.execute(database.db);
    expect(result.rows[0]).toEqual({ d: '2024-02-29', ts: '2024-02-29 23:59:58', n: 1234.5, i: 7, b: true });
  });

  it('binds string parameters to date and timestamp columns', async () => {
    await sql`create table stamp (d date, ts timestamp)`.execute(database.db);
    await database.db.insertInto('stamp').values({ d: '2023-12-31', ts: '2023-12-31 08:00:00' }).execute();
    expect(await database.db.selectFrom('stamp').selectAll().execute()).toEqual([{ d: '2023-12-31', ts: '2023-12-31 08:00:00' }]);
  });
});
