import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './database';
import { PreparedStatements } from './pglitePrepared';

let database: Database;
let pglite: PGlite;

/** The statements PostgreSQL keeps prepared on the connection, read past the cache under test. */
async function preparedOnServer(): Promise<string[]> {
  const { rows } = await pglite.query<{ statement: string }>('select statement from pg_prepared_statements order by statement');
  return rows.map((row) => row.statement);
}

beforeAll(async () => {
  database = await createDatabase({ dataDir: 'memory://' });
  pglite = database.pglite!;
  await pglite.exec(`create table item (id text primary key, name text, qty numeric, due date, at timestamp, done boolean, extra jsonb)`);
}, 60_000);

afterAll(async () => {
  await database.close();
});

describe('prepared statements on PGlite', () => {
  it('parses a statement once and runs it again with other parameters', async () => {
    const statements = new PreparedStatements(pglite);
    await statements.run('insert into item (id, name, qty, due, at, done, extra) values ($1, $2, $3, $4, $5, $6, $7)', [
      'a',
      '钢筋',
      '12.50',
      '2026-03-05',
      new Date('2026-03-05T08:09:10Z'),
      true,
      { grade: 'HRB400' },
    ]);
    const first = await statements.run<Record<string, unknown>>('select * from item where id = $1', ['a']);
    const none = await statements.run<Record<string, unknown>>('select * from item where id = $1', ['zz']);
    expect(first.rows).toEqual([
      { id: 'a', name: '钢筋', qty: 12.5, due: '2026-03-05', at: expect.stringMatching(/^2026-03-05 \d\d:09:10$/), done: true, extra: { grade: 'HRB400' } },
    ]);
    expect(none.rows).toEqual([]);
    expect(statements.size).toBe(2);
    expect(await preparedOnServer()).toEqual([
      'insert into item (id, name, qty, due, at, done, extra) values ($1, $2, $3, $4, $5, $6, $7)',
      'select * from item where id = $1',
    ]);
  });

  it('reports the rows a write touched, sends null as SQL null, and leaves non-DML statements unprepared', async () => {
    const statements = new PreparedStatements(pglite);
    await statements.run('insert into item (id, name) values ($1, $2), ($3, $4)', ['b', null, 'c', null]);
    const updated = await statements.run('update item set done = $1 where name is null', [false]);
    expect(updated).toMatchObject({ command: 'UPDATE', affectedRows: 2 });
    await statements.run('start transaction', []);
    await statements.run('rollback', []);
    expect(statements.size).toBe(2);
  });

  it('surfaces a database error with its code and keeps working', async () => {
    const statements = new PreparedStatements(pglite);
    const insert = 'insert into item (id) values ($1)';
    await expect(statements.run(insert, ['a'])).rejects.toMatchObject({ code: '23505' });
    await statements.run(insert, ['d']);
    expect((await statements.run<{ id: string }>('select id from item where id = $1', ['d'])).rows).toEqual([{ id: 'd' }]);
  });

  it('answers the new columns after a migration, whether the change ran through it or beside it', async () => {
    const statements = new PreparedStatements(pglite);
    const select = 'select * from item where id = $1';
    await statements.run(select, ['a']);
    await statements.run('alter table item add column note text', []);
    expect((await statements.run<Record<string, unknown>>(select, ['a'])).rows[0]).toHaveProperty('note', null);
    // A change the cache does not see: PostgreSQL refuses the kept plan and the statement is prepared again.
    await pglite.exec('alter table item add column spec text');
    expect((await statements.run<Record<string, unknown>>(select, ['a'])).rows[0]).toHaveProperty('spec', null);
  });

  it('keeps at most its capacity, closing the least recently used', async () => {
    await pglite.exec('deallocate all');
    const statements = new PreparedStatements(pglite, 2);
    const text = (id: string) => `select id from item where id = $1 and '${id}' = '${id}'`;
    for (const id of ['a', 'b', 'c', 'd']) await statements.run(text(id), [id]);
    expect(statements.size).toBe(2);
    // An evicted statement is closed with the next parse, so at most one waits on the server for it.
    expect(await preparedOnServer()).toEqual([text('b'), text('c'), text('d')]);
  });

  it('runs through the Kysely dialect, in transactions too', async () => {
    await database.db.transaction().execute(async (trx) => {
      await sql`insert into item (id, name) values (${'e'}, ${'水泥'})`.execute(trx);
      const seen = await sql<{ name: string }>`select name from item where id = ${'e'}`.execute(trx);
      expect(seen.rows).toEqual([{ name: '水泥' }]);
    });
    const { rows } = await sql<{ name: string }>`select name from item where id = ${'e'}`.execute(database.db);
    expect(rows).toEqual([{ name: '水泥' }]);
  });
});
