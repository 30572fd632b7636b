import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../runtime/server/app';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../../runtime/server/db/databaseUnavailable';
import { TEST_ADMIN_PASSWORD } from '../fixtures/testAccounts';
import { postgresBinDir, startThrowawayCluster, type ThrowawayCluster } from './throwawayPostgres';

const binDir = postgresBinDir();
const title = binDir ? 'PostgreSQL restart under load' : 'PostgreSQL restart under load — skipped: no initdb and pg_ctl under /usr/lib/postgresql/*/bin';

/** Requests sent while the database goes away and comes back; each worker stops after this many. */
const LOAD_WORKERS = 4;
const LOAD_LIMIT = 5_000;

describe.skipIf(!binDir)(title, () => {
  let cluster: ThrowawayCluster;
  let app: FastifyInstance;
  let token: string;

  const call = (url: string) => app.inject({ method: 'GET', url, headers: { 'x-access-token': token } });

  beforeAll(async () => {
    cluster = await startThrowawayCluster(binDir as string);
    app = await buildApp({ databaseUrl: cluster.url, seed: 'minimal', adminPassword: TEST_ADMIN_PASSWORD });
    const login = await app.inject({ method: 'POST', url: '/api/sys/login', payload: { username: 'admin', password: TEST_ADMIN_PASSWORD } });
    token = login.json<{ result: { token: string } }>().result.token;
  });

  afterAll(async () => {
    await app?.close();
    await cluster?.destroy();
  });

  it('answers 503 while PostgreSQL is down, never crashes, and serves again once it is back', async () => {
    expect((await call('/api/sys/user/list')).statusCode).toBe(200);

    // Requests keep coming while the server restarts: each answer is a success or a 503.
    const statuses: number[] = [];
    let loading = true;
    const load = Array.from({ length: LOAD_WORKERS }, async (_, worker) => {
      for (let sent = 0; loading && sent < LOAD_LIMIT; sent += 1) {
        statuses.push((await call(worker % 2 === 0 ? '/api/sys/user/list' : '/api/health')).statusCode);
      }
    });

    // A transaction between two statements holds a checked-out connection when the server ends it
    // (57P01): pg reports that as an 'error' event on the client, which used to end the process.
    let stopped!: () => void;
    const serverStopped = new Promise<void>((resolve) => (stopped = resolve));
    const heldTransaction = app.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      await serverStopped;
      await sql`select 1`.execute(trx);
    });
    const heldOutcome = heldTransaction.then(
      () => null,
      (error: unknown) => error,
    );

    await cluster.stop();
    stopped();
    expect(isDatabaseUnavailable(await heldOutcome)).toBe(true);

    const down = await call('/api/sys/user/list');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ success: false, code: 503, message: DATABASE_UNAVAILABLE_MESSAGE });
    const health = await call('/api/health');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ success: false, code: 503, result: { status: 'DOWN' } });

    await cluster.start();
    const back = await call('/api/sys/user/list');
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ success: true });
    expect((await call('/api/health')).json()).toMatchObject({ success: true, result: { status: 'UP' } });

    loading = false;
    await Promise.all(load);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
  });
});
