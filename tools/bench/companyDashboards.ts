/**
 * `npm run bench:company`: every widget of every company dashboard (`scope: company`, enumerated
 * from screens.json at run time, tabs included) on PostgreSQL with 1,000,000 rows in each table
 * they read, over 50 projects, asked through its HTTP route as admin (all 50 projects) and as a
 * project manager (10 of them). Each widget's p95 of sequential requests beside the p95 of a plain
 * `count(*)` of its table in the same run. Goal: every widget p95 ≤ 200 ms.
 *
 * COMPANY_BENCH_ROWS scales the rows down for a smoke run; COMPANY_BENCH_WIDGETS (comma-separated widget
 * ids, or dashboard-id/widget-id) measures only those widgets and loads only the tables they read. DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres) names the server; the bench creates and drops a
 * database of its own. Prints min / median / max of 3 rounds. Not part of `npm test`.
 */
import { sql } from 'kysely';
import { PROJECT_NAMES } from '../../tests/fixtures/testAccounts';
import { addProjects, companyWidgets, fillLikeDemo, joinProjects, linkRelatedRows, saveCost, tablesRead, widgetP95, type Ask } from './companyBench';
import { migrateRollups } from '../../runtime/server/dashboard/rollupTables';
import { dashboardRollups } from '../../runtime/server/dashboard/rollupPlan';
import { listen, median, projectIdOf, sequentialP95, signIn, spread, step, verdict, withBenchServer } from './serverBench';
import { authDb } from '../../runtime/server/auth/authDb';

const ROWS = Number(process.env.COMPANY_BENCH_ROWS ?? 1_000_000);
const PICKED = process.env.COMPANY_BENCH_WIDGETS?.split(',').map((name) => name.trim());
const PROJECTS = 50;
const ROUNDS = 3;
const SAMPLES = 20;
const GOAL_P95_MS = 200;
/** The project user: a project manager, member of this many of the projects. */
const MEMBER = { username: 'zhangwei', projects: 10 };

await withBenchServer('公司级看板（issue 19）', async ({ app, db, password }) => {
  const widgets = companyWidgets(app.screens).filter(
    ({ dashboard, widget }) => !PICKED || PICKED.includes(widget.id) || PICKED.includes(`${dashboard.id}/${widget.id}`),
  );
  const tables = tablesRead(widgets, app.screens.screens);
  const demoProjects = await authDb(db).selectFrom('sys_depart').select('id').where('depart_name', 'in', PROJECT_NAMES).execute();
  const added = await addProjects(db, await projectIdOf(db), PROJECTS - demoProjects.length);
  const projectIds = [...demoProjects.map((row) => row.id), ...added];
  await joinProjects(db, MEMBER.username, added.slice(0, MEMBER.projects - 2));
  const plans = [...dashboardRollups(app.screens.dashboards.values(), app.screens.screens).values()];
  // As a bulk load: the rollups are built once over the loaded rows, not kept row by row (a per-row table recomputes the lines a weld touches).
  await migrateRollups(db, [], () => {});
  const kept = new Map<string, number>();
  for (const screen of tables) {
    step(`写入 ${ROWS.toLocaleString()} 行 ${screen.table}（${screen.title}）`);
    kept.set(screen.table, await fillLikeDemo(db, screen.table, ROWS, projectIds));
  }
  await linkRelatedRows(db, plans, ROWS);
  step('建立汇总表');
  await migrateRollups(db, plans, () => {});
  step('保存一行的代价：有汇总触发器 / 停用触发器');
  // A per-row rollup's table is no screen's: the saves that keep it are those of its screen and related screens.
  const rolledUp = [...new Set(plans.flatMap((plan) => (plan.rows ? [plan.rows.table, ...plan.rows.related.map((related) => related.table)] : [plan.table])))];
  const saves = new Map<string, { kept: number; bare: number }>();
  for (const table of rolledUp) saves.set(table, await saveCost(db, table, SAMPLES));
  const base = await listen(app);
  const users = [
    { name: '管理员', token: await signIn(base, password) },
    { name: '项目经理', token: await signIn(base, password, MEMBER.username) },
  ];
  const asker =
    (token: string): Ask =>
    async (path) => {
      const response = await fetch(`${base}${path}`, { headers: { 'x-access-token': token } });
      await response.arrayBuffer();
      return response.status;
    };
  const today = new Date().toISOString().slice(0, 10);
  const baselines = new Map<string, number[]>(tables.map((screen) => [screen.table, []]));
  const figures = new Map<string, number[]>();
  const notes = new Map<string, string>();
  for (let round = 1; round <= ROUNDS; round += 1) {
    step(`第 ${round} 轮`);
    for (const screen of tables)
      baselines.get(screen.table)!.push(await sequentialP95(SAMPLES, () => sql`select count(*) from ${sql.table(screen.table)}`.execute(db).then(() => {})));
    for (const entry of widgets)
      for (const user of users) {
        const key = `${entry.dashboard.id}/${entry.widget.id}/${user.name}`;
        const result = await widgetP95(asker(user.token), entry, today, { samples: SAMPLES });
        if ('status' in result) notes.set(key, `无权查看（${result.status}）`);
        else {
          figures.set(key, [...(figures.get(key) ?? []), result.p95]);
          if (result.samples < SAMPLES) notes.set(key, `慢：每轮只取 ${result.samples} 次`);
        }
      }
  }
  const tableOf = new Map([...app.screens.screens].map(([id, screen]) => [id, screen.table]));
  const lines = [
    '',
    `公司级看板（issue 19）：PostgreSQL，${PROJECTS} 个项目，每张表 ${ROWS.toLocaleString()} 行；看板默认时间段；顺序请求 ${SAMPLES} 次的 p95，${ROUNDS} 轮（最小 / 中位 / 最大，ms）`,
    '  基线：同一张表的 count(*)',
  ];
  for (const [table, values] of baselines) {
    const rows = kept.get(table)!;
    lines.push(`    ${table}  p95 ${spread(values)}${rows < ROWS ? `（唯一键只容得下 ${rows.toLocaleString()} 行）` : ''}`);
  }
  lines.push('  保存一行（UPDATE 一行）p95：有汇总触发器 / 停用触发器（ms）');
  for (const [table, cost] of saves) lines.push(`    ${table}  ${cost.kept.toFixed(1)} / ${cost.bare.toFixed(1)}`);
  let worst = 0;
  for (const entry of widgets) {
    const table = tableOf.get(entry.widget.data.screen)!;
    const baseline = median(baselines.get(table) ?? [NaN]);
    lines.push(`  ${entry.dashboard.title} › ${entry.widget.title}（${entry.widget.type}，${table}）`);
    for (const user of users) {
      const key = `${entry.dashboard.id}/${entry.widget.id}/${user.name}`;
      const values = figures.get(key);
      if (!values) {
        lines.push(`    ${user.name}：${notes.get(key)}`);
        continue;
      }
      worst = Math.max(worst, median(values));
      const note = notes.has(key) ? `（${notes.get(key)}）` : '';
      lines.push(
        `    ${user.name}  p95 ${spread(values)}   对 count(*) ${(median(values) / baseline).toFixed(1)}×   ≤ ${GOAL_P95_MS} ms：${verdict(median(values) <= GOAL_P95_MS)}${note}`,
      );
    }
  }
  lines.push(`  每个组件 p95 ≤ ${GOAL_P95_MS} ms：${verdict(worst <= GOAL_P95_MS)}（最慢 ${worst.toFixed(1)} ms）`);
  console.log(lines.join('\n'));
});
