/** Helpers of the benchmarks that drive the real server over HTTP (list path, dashboards). */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../runtime/server/app';
import { authDb } from '../../runtime/server/auth/authDb';
import { createDatabase } from '../../runtime/server/db/database';
import type { AppDb } from '../../runtime/server/db/dbTypes';
import { withTestDatabaseUrl } from '../../tests/api/pgTestDatabase';
import { PROJECT_NAMES } from '../../tests/fixtures/testAccounts';
import { percentile } from './report';

/** A progress line on stderr, with the seconds since the start. */
export const step = (what: string) => console.error(`[${(performance.now() / 1000).toFixed(1)} s] ${what}`);
export const verdict = (ok: boolean) => (ok ? '达标' : '未达标');
export const median = (values: number[]) => percentile(values, 50);
/** `min / median / max` of a bench's rounds. */
export const spread = (values: number[], digits = 1) =>
  `${Math.min(...values).toFixed(digits)} / ${median(values).toFixed(digits)} / ${Math.max(...values).toFixed(digits)}`;

/** `samples` sequential runs: the p95 of their latency in ms. */
export async function sequentialP95(samples: number, run: () => Promise<void>): Promise<number> {
  const latencies: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const started = performance.now();
    await run();
    latencies.push(performance.now() - started);
  }
  return percentile(latencies, 95);
}

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Signs a user (admin unless named; the demo accounts share admin's password) in through the login API; answers the token. */
export async function signIn(base: string, password: string, username = 'admin'): Promise<string> {
  const response = await fetch(`${base}/api/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return ((await response.json()) as { result: { token: string } }).result.token;
}

/** The first demo project's id. */
export const projectIdOf = async (db: AppDb) =>
  (await authDb(db).selectFrom('sys_depart').select('id').where('depart_name', '=', PROJECT_NAMES[0]).executeTakeFirstOrThrow()).id;

/** What a bench on PostgreSQL works with: the demo server, its database and the admin password of this run. */
export interface BenchServer {
  app: FastifyInstance;
  db: AppDb;
  password: string;
}

/**
 * Runs `bench` against the demo server on a database of its own on the PostgreSQL server of
 * DATABASE_URL (default 127.0.0.1:5432), dropped afterwards; says that it skipped, under `label`,
 * when that server is not there.
 */
export async function withBenchServer(label: string, bench: (server: BenchServer) => Promise<void>): Promise<void> {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const target = await withTestDatabaseUrl(serverUrl);
  if (!target) {
    console.log(`${label}：PostgreSQL ${serverUrl} 不可用，跳过`);
    return;
  }
  const password = `Bench@${randomBytes(6).toString('hex')}`;
  const database = await createDatabase({ databaseUrl: target.url });
  try {
    step('启动服务');
    const app = await buildApp({ database, seed: 'demo', adminPassword: password });
    try {
      await bench({ app, db: database.db, password });
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await target.drop();
  }
}
