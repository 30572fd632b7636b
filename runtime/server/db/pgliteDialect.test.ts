import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createDatabase, type Database } from './database';

let database: Database;

beforeAll(async () => {
  database = await createDatabase({ dataDir: 'memory://' });
  await sql`create table sample (id text primary key, d date, ts timestamp, n numeric, i integer)`.execute(database.db);
}, 60_000);

afterAll(async () => {
  await database.close();
});

describe('PGlite dialect', () => {
  it('returns dates and timestamps as API strings and numerics as numbers', async () => {
    await database.db.insertInto('sample').values({ id: 'a', d: '2024-03-05', ts: '2024-03-05 08:09:10.123', n: '12.50', i: 3 }).execute();
    const row = await database.db.selectFrom('sample').selectAll().where('id', '=', 'a').executeTakeFirstOrThrow();
    expect(row).toEqual({ id: 'a', d: '2024-03-05', ts: '2024-03-05 08:09:10', n: 12.5, i: 3 });
  });

  it('reports affected rows of updates and deletes', async () => {
    await database.db
      .insertInto('sample')
      .values([{ id: 'b' }, { id: 'c' }])
      .execute();
    const updated = await database.db.updateTable('sample').set({ i: 9 }).where('id', 'in', ['b', 'c']).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
    const deleted = await database.db.deleteFrom('sample').where('id', 'in', ['b', 'c']).executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(2n);
  });

  it('rolls a transaction back when its callback throws', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx.insertInto('sample').values({ id: 'rolled-back' }).execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const row = await database.db.selectFrom('sample').select('id').where('id', '=', 'rolled-back').executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it("queues concurrent queries so none runs inside another request's transaction", async () => {
    const order: string[] = [];
    let releaseTransaction!: () => void;
    const holding = new Promise<void>((resolve) => (releaseTransaction = resolve));
    const transaction = database.db.transaction().execute(async (trx) => {
      await trx.insertInto('sample').values({ id: 'in-trx' }).execute();
      order.push('transaction wrote');
      await holding;
      throw new Error('undo');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = database.db
      .selectFrom('sample')
      .select('id')
      .where('id', '=', 'in-trx')
      .executeTakeFirst()
      .then((row) => {
        order.push('outside read');
        return row;
      });
    const parallel = Promise.all(Array.from({ length: 20 }, (_, index) => sql<{ v: number }>`select ${index}::int as v`.execute(database.db)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    order.push('releasing');
    releaseTransaction();
    await expect(transaction).rejects.toThrow('undo');
    expect(await outside).toBeUndefined();
    expect((await parallel).map((result) => result.rows[0].v)).toEqual(Array.from({ length: 20 }, (_, index) => index));
    expect(order).toEqual(['transaction wrote', 'releasing', 'outside read']);
  });

  it('keeps serving queries after a failed statement', async () => {
    await expect(sql`select * from no_such_table`.execute(database.db)).rejects.toThrow(/no_such_table/);
    const result = await sql<{ one: number }>`select 1 as one`.execute(database.db);
    expect(result.rows[0].one).toBe(1);
  });

  it('supports savepoints inside a controlled transaction', async () => {
    const trx = await database.db.startTransaction().execute();
    await trx.insertInto('sample').values({ id: 'kept' }).execute();
    const savepoint = await trx.savepoint('before_second').execute();
    await savepoint.insertInto('sample').values({ id: 'dropped' }).execute();
    await savepoint.rollbackToSavepoint('before_second').execute();
    await trx.commit().execute();
    const ids = await database.db.selectFrom('sample').select('id').where('id', 'in', ['kept', 'dropped']).execute();
    expect(ids.map((row) => row.id)).toEqual(['kept']);
  });
});
