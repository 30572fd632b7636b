import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardFile, WidgetResult } from '../../runtime/core/dashboard/dashboard.types';
import { dashboardWidgets } from '../../runtime/core/dashboard/dashboardWidgets';
import { authDb } from '../../runtime/server/auth/authDb';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type TestApp } from './harness';

const ANALYSIS = '/api/dashboard/dashboard.analysis';

interface MenuNode {
  path: string;
  component: string;
  hidden?: boolean;
  children?: MenuNode[];
}

const flatten = (menu: MenuNode[]): MenuNode[] => menu.flatMap((node) => [node, ...flatten(node.children ?? [])]);

describe.each(backends())('分析页: @me resolved by the server from the session on %s', (backend) => {
  let t: TestApp;
  let projectIds: string[];

  const userId = async (username: string) =>
    (await authDb(t.db).selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

  /** A KPI widget's one value for a signed-in user, asked without a project (the page works across the user's projects). */
  const kpi = async (token: string, widget: string, query?: Record<string, string>) => {
    const answer = await t.get<WidgetResult>(`${ANALYSIS}/widget/${widget}`, { token, query });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.result.rows[0].values[0];
  };

  /** Safety issues in some states naming a user in a column of the demo projects, counted with plain SQL (no dashboard code). */
  const issuesOf = async (username: string, column: 'rectify_id' | 'review_id', states: string[]) => {
    const { rows } = await sql<{ n: string | number }>`
      select count(*) as n from saf_inspection
      where ${sql.ref(column)} = ${await userId(username)} and status in (${sql.join(states)}) and project_id in (${sql.join(projectIds)})`.execute(t.db);
    return Number(rows[0].n);
  };

  beforeAll(async () => {
    t = await startTestApp({ backend });
    projectIds = await Promise.all(PROJECT_NAMES.map((name) => t.departId(name)));
  });
  afterAll(async () => {
    await t?.close();
  });

  it("counts each user's own to-dos, as plain SQL over their id counts them (the demo gives them some)", async () => {
    const cases = [
      { username: 'zhoujie', widget: 'safetyToRectify', column: 'rectify_id', states: ['1', '4', '5'] },
      { username: 'zhaoqiang', widget: 'safetyToReview', column: 'review_id', states: ['2'] },
      { username: 'wujun', widget: 'safetyToReview', column: 'review_id', states: ['2'] },
    ] as const;
    let total = 0;
    for (const { username, widget, column, states } of cases) {
      const expected = await issuesOf(username, column, [...states]);
      total += expected;
      expect(await kpi(await t.login(username), widget), username).toBe(expected);
    }
    expect(total).toBeGreaterThan(0);
  });

  it("a record one user enters is counted on their page only; another user's page and the list's '@me' stay their own", async () => {
    const zhaoqiang = await t.login('zhaoqiang');
    const wujun = await t.login('wujun');
    const today = new Date().toISOString().slice(0, 10);
    const period = { periodBegin: `${today.slice(0, 8)}01`, periodEnd: today };
    const before = { zhaoqiang: await kpi(zhaoqiang, 'myEntries', period), wujun: await kpi(wujun, 'myEntries', period) };
    const added = await t.post<{ id: string }>(
      '/api/safety/inspection/add',
      { safetyDescribe: '分析页计数', problemGrade: '1', safetyDeadline: today, rectifyId: await userId('wujun'), status: '1' },
      { token: zhaoqiang, projectId: projectIds[1] },
    );
    expect(added.body.success, added.body.message).toBe(true);
    expect(await kpi(zhaoqiang, 'myEntries', period)).toBe(Number(before.zhaoqiang) + 1);
    expect(await kpi(wujun, 'myEntries', period)).toBe(before.wujun);
    // The drill-down's list: `createBy=@me` is whoever asks, so wujun's list never shows zhaoqiang's record.
    const mine = (token: string) =>
      t.get<{ records: { id: string }[] }>('/api/safety/inspection/list', { token, projectId: projectIds[1], query: { createBy: '@me', pageSize: '100' } });
    expect((await mine(zhaoqiang)).body.result.records.map((record) => record.id)).toContain(added.body.result.id);
    expect((await mine(wujun)).body.result.records.map((record) => record.id)).not.toContain(added.body.result.id);
    // The list's quick-tab counts read the same '@me' as its rows.
    for (const token of [zhaoqiang, wujun]) {
      const counts = await t.get<{ all: number }>('/api/safety/inspection/flow/counts', { token, projectId: projectIds[1], query: { createBy: '@me' } });
      expect(counts.body.result.all).toBe((await mine(token)).body.result.records.length);
    }
  });

  it('refuses a browser that names the user itself: no filter parameter reaches the query', async () => {
    const answer = await t.get(`${ANALYSIS}/widget/safetyToRectify`, { token: await t.login('wujun'), query: { rectifyId: await userId('zhaoqiang') } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('不支持的查询参数：rectifyId');
  });

  it('is every signed-in user’s page without a role grant, routed but not listed; widgets follow the :list permissions', async () => {
    const token = await t.login('zhaoqiang');
    const permissions = await t.get<{ menu: MenuNode[] }>('/api/sys/permission/getUserPermissionByToken', { token });
    const entry = flatten(permissions.body.result.menu).find((node) => node.path === '/dashboard/analysis');
    expect(entry).toMatchObject({ component: 'dashboard/dashboard.analysis', hidden: true });
    const page = await t.get<DashboardFile>(ANALYSIS, { token });
    expect(page.status).toBe(200);
    // 安全员 may list safety inspections, not quality ones: the quality widgets are left out, and refused when asked.
    const ids = dashboardWidgets(page.body.result).map((widget) => widget.id);
    expect(ids).toContain('safetyToRectify');
    expect(ids).not.toContain('qualityToRectify');
    expect((await t.get(`${ANALYSIS}/widget/qualityToRectify`, { token })).status).toBe(403);
    expect((await t.get(ANALYSIS)).status).toBe(401);
  });
});
