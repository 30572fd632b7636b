import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../runtime/server/db/database';
import { createSocketBusTable, NOTIFY_PAYLOAD_LIMIT, SocketBus } from '../../runtime/server/notice/socketBus';
import { backends } from './harness';
import { withTestDatabaseUrl, untilDisconnected, type TestDatabase } from './pgTestDatabase';
import { until } from './poll';

/**
 * Two server processes on one database, as far as the bus can tell: on PostgreSQL two databases
 * objects (two pools, two listening connections), on PGlite two buses on its one connection.
 */
describe.each(backends())('the socket bus on %s', (backend) => {
  let testDatabase: TestDatabase | null = null;
  const databases: Database[] = [];
  const received: Record<'a' | 'b', unknown[]> = { a: [], b: [] };
  let a: SocketBus;
  let b: SocketBus;

  beforeAll(async () => {
    testDatabase = backend === 'postgres' ? await withTestDatabaseUrl() : null;
    const open = () => createDatabase(testDatabase ? { databaseUrl: testDatabase.url } : { dataDir: 'memory://' });
    databases.push(await open());
    databases.push(testDatabase ? await open() : databases[0]);
    await createSocketBusTable(databases[0].db);
    const fail = (error: unknown) => {
      throw error;
    };
    [a, b] = databases.map((database) => new SocketBus(database.db, database.changes, fail));
    a.handle('greeting', (body) => void received.a.push(body));
    b.handle('greeting', (body) => void received.b.push(body));
    await a.start();
    await b.start();
  });

  afterAll(async () => {
    await a.stop();
    await b.stop();
    for (const database of new Set(databases)) await database.close();
    if (testDatabase) {
      await untilDisconnected(testDatabase.url);
      await testDatabase.drop();
    }
  });

  it('delivers a message once in the sending process, before publish resolves, and once in the other', async () => {
    await a.publish('greeting', { text: '塔吊巡检' });
    expect(received.a).toEqual([{ text: '塔吊巡检' }]);
    await until(
      async () => received.b.length,
      (count) => count > 0,
    );
    expect(received.b).toEqual([{ text: '塔吊巡检' }]);
    // A later message from the other side proves the first was not delivered twice meanwhile.
    await b.publish('greeting', { text: '收到' });
    await until(
      async () => received.a.length,
      (count) => count > 1,
    );
    expect(received.a).toEqual([{ text: '塔吊巡检' }, { text: '收到' }]);
    expect(received.b).toEqual([{ text: '塔吊巡检' }, { text: '收到' }]);
  });

  it('carries a message over the NOTIFY payload limit through a stored row, in order with the small ones', async () => {
    received.a.length = 0;
    received.b.length = 0;
    const large = { rows: Array.from({ length: 400 }, (_, index) => ({ id: `row-${index}`, materialName: `钢管${index}` })) };
    expect(JSON.stringify(large).length).toBeGreaterThan(NOTIFY_PAYLOAD_LIMIT);
    await a.publish('greeting', large);
    await a.publish('greeting', { text: '之后' });
    await until(
      async () => received.b.length,
      (count) => count > 1,
    );
    expect(received.b).toEqual([large, { text: '之后' }]);
    expect(received.a).toEqual([large, { text: '之后' }]);
  });
});
