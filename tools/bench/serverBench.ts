/** Helpers of the benchmarks that drive the real server over HTTP (list path, dashboards). */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { authDb } from '../../runtime/server/auth/authDb';
import type { AppDb } from '../../runtime/server/db/dbTypes';
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

/** Signs admin in through the login API; answers the token. */
export async function signIn(base: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  return ((await response.json()) as { result: { token: string } }).result.token;
}

/** The first demo project's id. */
export const projectIdOf = async (db: AppDb) =>
  (await authDb(db).selectFrom('sys_depart').select('id').where('depart_name', '=', PROJECT_NAMES[0]).executeTakeFirstOrThrow()).id;
