/**
 * `npm run bench:dashboard`: the widget queries of 安全首页 (schemas/dashboards/safety/home.json) on
 * PostgreSQL with 1,000,000 rows in saf_inspection of one project (three years of inspections, most
 * of them closed), each widget's p95 over sequential requests against the plain list query on the
 * same table (page 1 of 安全巡检) in the same run. Goal: each widget p95 ≤ 100 ms.
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server; the bench
 * creates and drops a database of its own. Prints min / median / max of 3 rounds. Not part of `npm test`.
 */
import { sql } from 'kysely';
import type { DashboardFile } from '../../runtime/core/dashboard/dashboard.types';
import { periodRange } from '../../runtime/core/dashboard/period';
import type { AppDb } from '../../runtime/server/db/dbTypes';
import { listen, median, projectIdOf, sequentialP95, signIn, spread, step, verdict, withBenchServer } from './serverBench';

const ROWS = 1_000_000;
const ROUNDS = 3;
const SAMPLES = 40;
const GOAL_P95_MS = 100;
const DASHBOARD = 'safety.home';

/** ROWS inspections of one project over the last three years: 20 areas, three grades, 90% closed (复查通过). */
async function fillInspections(db: AppDb, projectId: string): Promise<void> {
  await sql`
    insert into saf_inspection (id, area_name, hidden_type, problem_grade, safety_describe, safety_deadline, status, initiator_time, project_id, tenant_id, create_time, version)
    select 'big' || n, '区域' || (1 + n % 20), '高处作业', (1 + (n * 7) % 3)::text, '问题描述' || n,
      current_date - (n % 1095) + 7, (case when n % 10 = 0 then 1 + (n / 10) % 5 else 3 end)::text,
      localtimestamp - (n % 1095) * interval '1 day' - (n % 86400) * interval '1 second', ${projectId}, '0',
      localtimestamp - (n % 1095) * interval '1 day', 0
    from generate_series(1, ${ROWS}) as n`.execute(db);
  await sql`vacuum analyze saf_inspection`.execute(db);
}

await withBenchServer('看板（issue 13）', async ({ app, db, password }) => {
  const projectId = await projectIdOf(db);
  step(`写入 ${ROWS.toLocaleString()} 行 saf_inspection`);
  await fillInspections(db, projectId);
  const base = await listen(app);
  const headers = { 'x-access-token': await signIn(base, password), projectId };
  const dashboard = app.screens.dashboards.get(DASHBOARD) as DashboardFile;
  const today = new Date().toISOString().slice(0, 10);
  const month = periodRange(dashboard.filters?.period?.default ?? 'month', today);
  const period = new URLSearchParams({ periodBegin: month.begin, periodEnd: month.end });
  const fetchOk = async (url: string) => {
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  };
  const listUrl = `${base}/api/safety/inspection/list?pageNo=1&pageSize=10`;
  const cases = [
    { name: '安全巡检列表第 1 页（基线）', url: listUrl },
    ...(dashboard.widgets ?? dashboard.pages!.flatMap((page) => page.widgets)).map((widget) => ({
      name: `${widget.title}（${widget.type}）`,
      url: `${base}/api/dashboard/${DASHBOARD}/widget/${widget.id}?${period}`,
    })),
  ];
  for (const { url } of cases) await fetchOk(url); // warm-up: plans, caches, connections
  const p95s = new Map<string, number[]>(cases.map(({ name }) => [name, []]));
  for (let round = 1; round <= ROUNDS; round += 1) {
    step(`第 ${round} 轮`);
    for (const { name, url } of cases) p95s.get(name)!.push(await sequentialP95(SAMPLES, () => fetchOk(url)));
  }
  const baseline = median(p95s.get(cases[0].name)!);
  const lines = [
    '',
    `看板（issue 13）：PostgreSQL，saf_inspection ${ROWS.toLocaleString()} 行，时间段 ${month.begin} ~ ${month.end}；顺序请求 ${SAMPLES} 次的 p95，${ROUNDS} 轮（最小 / 中位 / 最大）`,
  ];
  for (const { name } of cases) {
    const values = p95s.get(name)!;
    const ratio = (median(values) / baseline).toFixed(1);
    const goal = name === cases[0].name ? '' : `   ≤ ${GOAL_P95_MS} ms：${verdict(median(values) <= GOAL_P95_MS)}`;
    lines.push(`  ${name}  p95 ${spread(values)} ms   对列表 ${ratio}×${goal}`);
  }
  const worst = Math.max(...cases.slice(1).map(({ name }) => median(p95s.get(name)!)));
  lines.push(`  每个组件 p95 ≤ ${GOAL_P95_MS} ms：${verdict(worst <= GOAL_P95_MS)}（最慢 ${worst.toFixed(1)} ms）`);
  console.log(lines.join('\n'));
});
