import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRollupTable } from '../device/readingRollup';
import { createPlatformTables } from '../platformTables';
import { createDatabase, type Database } from './database';
import type { AppDb } from './dbTypes';
import { recordedStatements, setUpWhenChanged } from './setUpWhenChanged';
import { forgetStartStamps, readStartStamp } from './startStamps';

let database: Database;

/** A set-up making one table, with the columns given. */
const tableSetUp = (columns: string) => async (db: AppDb) => {
  await sql`create table if not exists set_up_test (id text primary key${sql.raw(columns)})`.execute(db);
  await sql`alter table set_up_test add column if not exists note text default ${sql.lit('无')}`.execute(db);
};

const tableExists = async (table: string) =>
  (await sql<{ exists: boolean }>`select to_regclass(${table}) is not null as exists`.execute(database.db)).rows[0].exists;

beforeAll(async () => {
  database = await createDatabase({ dataDir: 'memory://' });
}, 60_000);

afterAll(async () => {
  await database.close();
});

describe('recordedStatements', () => {
  it('gives the statements and parameters a set-up would issue, without touching the database', async () => {
    const statements = await recordedStatements(tableSetUp(''));
    expect(statements).toEqual([
      JSON.stringify(['create table if not exists set_up_test (id text primary key)', []]),
      JSON.stringify(["alter table set_up_test add column if not exists note text default '无'", []]),
    ]);
    expect(await tableExists('set_up_test')).toBe(false);
  });

  it('records the platform set-ups whole (a read answers no rows there, as on a new database)', async () => {
    const platform = await recordedStatements(createPlatformTables);
    expect(platform.some((statement) => statement.includes('create table if not exists \\"sys_user_credential\\"'))).toBe(true);
    expect(platform.some((statement) => statement.includes('create or replace function sys_bump_access_epoch()'))).toBe(true);
    const rollup = await recordedStatements(createRollupTable);
    expect(rollup.some((statement) => statement.includes('create table \\"dev_reading_hour\\"'))).toBe(true);
  });
});

describe('setUpWhenChanged', () => {
  it('runs a set-up the first time and skips it while its statements stay the same', async () => {
    const setUp = tableSetUp('');
    expect(await setUpWhenChanged(database.db, 'set-up-test', setUp)).toBe(true);
    expect(await tableExists('set_up_test')).toBe(true);
    expect(await setUpWhenChanged(database.db, 'set-up-test', setUp)).toBe(false);
    // The skip trusts the stamp: a table dropped by hand stays dropped until the stamp is forgotten.
    await sql`drop table set_up_test`.execute(database.db);
    expect(await setUpWhenChanged(database.db, 'set-up-test', setUp)).toBe(false);
    expect(await tableExists('set_up_test')).toBe(false);
    await forgetStartStamps(database.db, ['set-up-test']);
    expect(await setUpWhenChanged(database.db, 'set-up-test', setUp)).toBe(true);
    expect(await tableExists('set_up_test')).toBe(true);
  });

  it('runs again when a statement changes, here a new column', async () => {
    const widened = tableSetUp(', weight numeric');
    await sql`drop table set_up_test`.execute(database.db);
    expect(await setUpWhenChanged(database.db, 'set-up-test', widened)).toBe(true);
    const columns = await sql<{
      column_name: string;
    }>`select column_name from information_schema.columns where table_name = 'set_up_test' order by column_name`.execute(database.db);
    expect(columns.rows.map((row) => row.column_name)).toEqual(['id', 'note', 'weight']);
    expect(await setUpWhenChanged(database.db, 'set-up-test', widened)).toBe(false);
  });

  it('does not stamp a set-up that failed, so the next start runs it again', async () => {
    const failing = async (db: AppDb) => {
      await sql`create table if not exists set_up_failing (id text primary key)`.execute(db);
      await sql`select 1 / 0`.execute(db);
    };
    await expect(setUpWhenChanged(database.db, 'set-up-failing', failing)).rejects.toThrow(/division by zero/);
    expect(await readStartStamp(database.db, 'set-up-failing')).toBeUndefined();
  });

  it('keeps the stamps of the other steps when one is forgotten', async () => {
    await setUpWhenChanged(database.db, 'set-up-other', tableSetUp(''));
    await forgetStartStamps(database.db, ['set-up-test']);
    expect(await readStartStamp(database.db, 'set-up-other')).toBeDefined();
    expect(await readStartStamp(database.db, 'set-up-test')).toBeUndefined();
  });
});
