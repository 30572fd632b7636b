/**
 * `npm run bench:list-path`: the read path of the generic list (issue 12, 请求路径 and 大表).
 *
 * (a) Throughput and p50 / p99 of the product's GET /api/labour/worker/list (a like query, a sort,
 *     a page of 10, signed in) against a plain Fastify server answering the same list with the same
 *     two SQL statements (count and page, no sign-in) on the same data, interleaved in one run:
 *     10 concurrent clients for 5 s per side, 3 rounds, on PGlite and (with DATABASE_URL) on PostgreSQL.
 * (b) With DATABASE_URL: 1,000,000 rows in lab_worker of a throwaway database, p95 of page 1 of the
 *     roster and of a three-condition advanced query with a sort, against the plain page query alone.
 *
 * Prints min / median / max of 3 rounds, the ratios and each goal's verdict. Not part of `npm test`.
 * While iterating, `LIST_PATH_PARTS` picks parts (comma-separated: pglite, postgres, big; default all).
 */
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { CompiledQuery, sql } from 'kysely';
import { buildApp } from '../../runtime/server/app';
import { createDatabase, type Database } from '../../runtime/server/db/database';
import type { AppDb } from '../../runtime/server/db/dbTypes';
import { withTestDatabaseUrl } from '../../tests/api/pgTestDatabase';
import { listen, median, projectIdOf, sequentialP95, signIn, spread, step, verdict } from './serverBench';
import { percentile } from './report';

const ROUNDS = 3;
const CONCURRENCY = 10;
const LOAD_SECONDS = 5;
const BIG_ROWS = 1_000_000;
const SAMPLES = 40;
const GOALS = { throughput: 0.8, p99: 1.5, bigP95Ms: 100 } as const;

const PARTS = new Set((process.env.LIST_PATH_PARTS ?? 'pglite,postgres,big').split(','));

/** The roster query of the throughput part: a like query, a sort, a page of 10. */
const ROSTER_QUERY = new URLSearchParams({ empName: '*张*', column: 'startTime', order: 'asc', pageNo: '1', pageSize: '10' });

interface Target {
  url: string;
  headers: Record<string, string>;
}

interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
}

/** CONCURRENCY clients requesting `target` back to back for LOAD_SECONDS; every answer must be 200. */
async function load(target: Target): Promise<LoadFigures> {
  const latencies: number[] = [];
  const end = performance.now() + LOAD_SECONDS * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      const response = await fetch(target.url, { headers: target.headers });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${target.url} answered ${response.status}`);
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  return { rps: latencies.length / ((performance.now() - started) / 1000), p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/** Runs one SQL statement with its parameters and answers its rows, as a plain server's driver does. */
type PlainQuery = (text: string, parameters: unknown[]) => Promise<{ rows: unknown[] }>;

/** The plain server: one route running the count and the page of the roster query, as a hand-written server would. */
async function plainServer(query: PlainQuery): Promise<FastifyInstance> {
  const app = Fastify();
  app.get<{ Headers: { projectid: string } }>('/list', async (request) => {
    const projectId = request.headers.projectid;
    const [count, rows] = await Promise.all([
      query('select count(*) as total from lab_worker where project_id = $1 and emp_name ilike $2', [projectId, '%张%']),
      query('select * from lab_worker where project_id = $1 and emp_name ilike $2 order by start_time asc, id asc limit 10 offset 0', [projectId, '%张%']),
    ]);
    return { success: true, result: { records: rows.rows, total: Number((count.rows[0] as { total: string }).total) } };
  });
  return app;
}

/** The PostgreSQL side's plain query: its own pool, through Kysely's driver as before. */
const kyselyQuery =
  (db: AppDb): PlainQuery =>
  (text, parameters) =>
    db.executeQuery(CompiledQuery.raw(text, parameters));

interface Side {
  name: string;
  figures: LoadFigures[];
}

/** Part (a) on one database: the product and the plain server over the same connection, interleaved. */
async function throughput(label: string, open: () => Promise<{ database: Database; plainQuery: PlainQuery; close: () => Promise<void> }>): Promise<string[]> {
  step(`${label}: 启动服务（演示数据）`);
  const { database, plainQuery, close } = await open();
  const password = `Bench@${randomBytes(6).toString('hex')}`;
  const product = await buildApp({ database, seed: 'demo', adminPassword: password });
  const plain = await plainServer(plainQuery);
  try {
    const productBase = await listen(product);
    const plainBase = await listen(plain);
    const projectId = await projectIdOf(database.db);
    const token = await signIn(productBase, password);
    const productTarget = { url: `${productBase}/api/labour/worker/list?${ROSTER_QUERY}`, headers: { 'x-access-token': token, projectId } };
    const plainTarget = { url: `${plainBase}/list`, headers: { projectId } };
    const sides: Side[] = [
      { name: '产品', figures: [] },
      { name: '基线', figures: [] },
    ];
    await load(productTarget); // warm-up: caches, JIT, connections
    await load(plainTarget);
    for (let round = 1; round <= ROUNDS; round += 1) {
      step(`${label}: 第 ${round} 轮`);
      sides[0].figures.push(await load(productTarget));
      sides[1].figures.push(await load(plainTarget));
    }
    const [mine, base] = sides.map((side) => side.figures);
    const rpsRatio = mine.map((figure, i) => figure.rps / base[i].rps);
    const p99Ratio = mine.map((figure, i) => figure.p99 / base[i].p99);
    const p50Ratio = mine.map((figure, i) => figure.p50 / base[i].p50);
    return [
      `${label}：GET /api/labour/worker/list（*张*，按进场日期排序，每页 10），${CONCURRENCY} 并发 × ${LOAD_SECONDS} s，${ROUNDS} 轮（最小 / 中位 / 最大）`,
      ...sides.map(
        ({ name, figures }) =>
          `  ${name}  ${spread(figures.map((f) => f.rps))} req/s   p50 ${spread(figures.map((f) => f.p50))} ms   p99 ${spread(figures.map((f) => f.p99))} ms`,
      ),
      `  比值（产品 / 基线，每轮）吞吐 ${spread(rpsRatio, 2)}   p50 ${spread(p50Ratio, 2)}   p99 ${spread(p99Ratio, 2)}`,
      `  吞吐 ≥ ${GOALS.throughput}×：${verdict(median(rpsRatio) >= GOALS.throughput)}（中位 ${median(rpsRatio).toFixed(2)}×）   p99 ≤ ${GOALS.p99}×：${verdict(median(p99Ratio) <= GOALS.p99)}（中位 ${median(p99Ratio).toFixed(2)}×）`,
    ];
  } finally {
    await product.close();
    await plain.close();
    await close();
  }
}

/** Fills lab_worker of project `projectId` with BIG_ROWS rows in SQL: names, trades, states and dates spread out. */
async function fillWorkers(db: AppDb, projectId: string): Promise<void> {
  await sql`
    insert into lab_worker (id, emp_name, id_code, emp_phon, emp_sex, job_name, enter_and_retreat_condition, start_time, project_id, tenant_id, create_time, version)
    select 'big' || n,
      (array['张','王','李','赵','刘','陈','杨','黄','周','吴'])[1 + n % 10] || substr(md5(n::text), 1, 6),
      lpad(n::text, 18, '0'), '13' || lpad(n::text, 9, '0'), (1 + n % 2)::text, lpad((1 + n % 12)::text, 3, '0'), (n / 12 % 3)::text,
      date '2020-01-01' + (n % 2000), ${projectId}, '0', timestamp '2024-01-01' + n * interval '1 second', 0
    from generate_series(1, ${BIG_ROWS}) as n`.execute(db);
  await sql`vacuum analyze lab_worker`.execute(db);
}

/** Part (b): page 1 and a three-condition advanced query at BIG_ROWS rows, against the page query alone. */
async function bigTable(serverUrl: string): Promise<string[]> {
  const target = await withTestDatabaseUrl(serverUrl);
  if (!target) return [];
  const password = `Bench@${randomBytes(6).toString('hex')}`;
  const database = await createDatabase({ databaseUrl: target.url });
  try {
    step('大表：启动服务');
    const product = await buildApp({ database, seed: 'demo', adminPassword: password });
    try {
      const projectId = await projectIdOf(database.db);
      step(`大表：写入 ${BIG_ROWS.toLocaleString()} 行`);
      await fillWorkers(database.db, projectId);
      const base = await listen(product);
      const headers = { 'x-access-token': await signIn(base, password), projectId };
      const superQueryParams = encodeURIComponent(
        JSON.stringify([
          { field: 'jobName', rule: 'eq', val: '003' },
          { field: 'enterAndRetreatCondition', rule: 'eq', val: '1' },
          { field: 'startTime', rule: 'ge', val: '2024-01-01' },
        ]),
      );
      const cases = [
        {
          name: '花名册第 1 页',
          url: `${base}/api/labour/worker/list?pageNo=1&pageSize=10`,
          plain: sql`select * from lab_worker where project_id = ${projectId} order by create_time desc, id desc limit 10`,
        },
        {
          name: '三条件高级查询 + 排序',
          url: `${base}/api/labour/worker/list?pageNo=1&pageSize=10&column=startTime&order=desc&superQueryMatchType=and&superQueryParams=${superQueryParams}`,
          plain: sql`select * from lab_worker where project_id = ${projectId} and job_name = '003' and enter_and_retreat_condition = '1' and start_time >= '2024-01-01' order by start_time desc, id desc limit 10`,
        },
      ];
      const lines = [`大表（PostgreSQL，lab_worker ${BIG_ROWS.toLocaleString()} 行）：顺序请求 ${SAMPLES} 次的 p95，${ROUNDS} 轮（最小 / 中位 / 最大）`];
      for (const { name, url, plain } of cases) {
        const first = (await (await fetch(url, { headers })).json()) as { result: { total: number; totalCapped?: boolean } };
        const mine: number[] = [];
        const alone: number[] = [];
        for (let round = 1; round <= ROUNDS; round += 1) {
          step(`大表：${name} 第 ${round} 轮`);
          mine.push(await sequentialP95(SAMPLES, async () => void (await (await fetch(url, { headers })).arrayBuffer())));
          alone.push(await sequentialP95(SAMPLES, async () => void (await plain.execute(database.db))));
        }
        lines.push(
          `  ${name}（total ${first.result.total}${first.result.totalCapped ? '+' : ''}）产品 p95 ${spread(mine)} ms   页查询本身 p95 ${spread(alone)} ms   比值 ${(median(mine) / median(alone)).toFixed(1)}×   ≤ ${GOALS.bigP95Ms} ms：${verdict(median(mine) <= GOALS.bigP95Ms)}`,
        );
      }
      return lines;
    } finally {
      await product.close();
    }
  } finally {
    await database.close();
    await target.drop();
  }
}

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  const lines: string[] = [];
  if (PARTS.has('pglite'))
    lines.push(
      ...(await throughput('PGlite', async () => {
        const database = await createDatabase({ dataDir: 'memory://' });
        // PGlite's own query API, as a hand-written server would call it (the product keeps its statements prepared).
        const pglite = database.pglite!;
        return { database, plainQuery: (text, parameters) => pglite.query(text, parameters), close: () => database.close() };
      })),
    );
  if (serverUrl) {
    const target = PARTS.has('postgres') ? await withTestDatabaseUrl(serverUrl) : null;
    if (target) {
      lines.push(
        ...(await throughput('PostgreSQL', async () => {
          const database = await createDatabase({ databaseUrl: target.url });
          // The plain server has a pool of its own, as a separate process would.
          const plainDatabase = await createDatabase({ databaseUrl: target.url });
          return {
            database,
            plainQuery: kyselyQuery(plainDatabase.db),
            close: async () => {
              await plainDatabase.close();
              await database.close();
              await target.drop();
            },
          };
        })),
      );
    }
    if (PARTS.has('big')) lines.push(...(await bigTable(serverUrl)));
  } else lines.push('（未设置 DATABASE_URL：跳过 PostgreSQL 与百万行部分）');
  console.log(['', '列表读取路径（issue 12）', ...lines].join('\n'));
}

await main();
