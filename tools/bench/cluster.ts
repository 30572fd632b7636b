/**
 * `npm run bench:cluster`: throughput of several servers behind HAProxy against one server, on the
 * same PostgreSQL in the same run (issue 21). Three platform processes start on a throwaway demo
 * database (tools/cluster/platformCluster.ts); each round loads one server directly, then HAProxy
 * over all three, with the same mix of the announcement screen's list, get and add (6 : 3 : 1) from
 * CONCURRENCY clients for LOAD_SECONDS. Prints min / median / max of 3 rounds, p95, the ratio and
 * its verdict against the goal of 2.2×. The load generator runs on the same machine and takes its
 * share of the cores: on a small machine the ratio is bounded by the cores, not by the servers.
 */
import { randomBytes } from 'node:crypto';
import { cpus, tmpdir } from 'node:os';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { withTestDatabaseUrl } from '../../tests/api/pgTestDatabase';
import { startCluster } from '../cluster/platformCluster';
import { buildServer, serverStale } from '../startBuild';
import { percentile } from './report';
import { median, signIn, spread, step, verdict } from './serverBench';

const ROUNDS = 3;
const SERVERS = 3;
const CONCURRENCY = 24;
const LOAD_SECONDS = 6;
const GOAL = 2.2;
const PROXY_PORT = Number(process.env.BENCH_CLUSTER_PORT ?? 3411);

interface LoadFigures {
  rps: number;
  p95: number;
  failed: number;
}

/** CONCURRENCY clients sending the list / get / add mix to `base` back to back for LOAD_SECONDS. */
async function load(base: string, token: string, knownId: string): Promise<LoadFigures> {
  const headers = { 'x-access-token': token, 'content-type': 'application/json' };
  const requests = [
    () => fetch(`${base}/api/sys/annountCement/list?pageNo=1&pageSize=10`, { headers }),
    () => fetch(`${base}/api/sys/annountCement/queryById?id=${knownId}`, { headers }),
    () =>
      fetch(`${base}/api/sys/annountCement/add`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          titile: `压测公告 ${randomBytes(4).toString('hex')}`,
          msgCategory: '1',
          priority: 'L',
          msgType: 'ALL',
          msgContent: '<p>压测</p>',
        }),
      }),
  ];
  const mix = [0, 0, 0, 0, 0, 0, 1, 1, 1, 2];
  const latencies: number[] = [];
  let failed = 0;
  const end = performance.now() + LOAD_SECONDS * 1000;
  const client = async (offset: number) => {
    for (let n = offset; performance.now() < end; n += 1) {
      const started = performance.now();
      const response = await requests[mix[n % mix.length]]();
      const body = (await response.json()) as { success?: boolean };
      if (response.status !== 200 || body.success !== true) failed += 1;
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, index) => client(index)));
  return { rps: latencies.length / ((performance.now() - started) / 1000), p95: percentile(latencies, 95), failed };
}

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const target = await withTestDatabaseUrl(serverUrl).catch(() => null);
if (!target) {
  console.log(`集群吞吐：PostgreSQL ${serverUrl} 不可用，跳过`);
  process.exit(0);
}
const uploadDir = await mkdtemp(path.join(tmpdir(), 'bench-cluster-uploads-'));
const password = `Bench@${randomBytes(6).toString('hex')}`;
try {
  if (serverStale()) await buildServer();
  step(`启动 ${SERVERS} 个服务进程与 HAProxy（演示数据）`);
  const cluster = await startCluster({
    databaseUrl: target.url,
    servers: SERVERS,
    proxyPort: PROXY_PORT,
    uploadDir,
    env: { ADMIN_PASSWORD: password, SIGN_IN_RATE_LIMIT: '100000' },
  });
  try {
    const token = await signIn(cluster.url, password);
    const first = await fetch(`${cluster.url}/api/sys/annountCement/list?pageNo=1&pageSize=1`, { headers: { 'x-access-token': token } });
    const knownId = ((await first.json()) as { result: { records: { id: string }[] } }).result.records[0].id;
    const one = cluster.servers[0].url;
    await load(one, token, knownId); // warm-up: caches, JIT, connections of every process
    await load(cluster.url, token, knownId);
    const single: LoadFigures[] = [];
    const several: LoadFigures[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      step(`第 ${round} 轮`);
      single.push(await load(one, token, knownId));
      several.push(await load(cluster.url, token, knownId));
    }
    const ratio = several.map((figure, i) => figure.rps / single[i].rps);
    const line = (name: string, figures: LoadFigures[]) =>
      `  ${name}  ${spread(figures.map((f) => f.rps))} req/s   p95 ${spread(figures.map((f) => f.p95))} ms   失败 ${figures.reduce((sum, f) => sum + f.failed, 0)}`;
    console.log(
      [
        `集群吞吐：公告的列表 / 查看 / 新增（6 : 3 : 1），${CONCURRENCY} 并发 × ${LOAD_SECONDS} s，${ROUNDS} 轮（最小 / 中位 / 最大），同一 PostgreSQL，本机 ${cpus().length} 核`,
        line('单个服务进程       ', single),
        line(`HAProxy + ${SERVERS} 个服务进程`, several),
        `  比值（${SERVERS} 进程 / 1 进程，每轮）吞吐 ${spread(ratio, 2)}`,
        `  吞吐 ≥ ${GOAL}×：${verdict(median(ratio) >= GOAL)}（中位 ${median(ratio).toFixed(2)}×）`,
      ].join('\n'),
    );
  } finally {
    await cluster.stop();
  }
} finally {
  await rm(uploadDir, { recursive: true, force: true });
  await new Promise((resolve) => setTimeout(resolve, 500));
  await target.drop();
}
