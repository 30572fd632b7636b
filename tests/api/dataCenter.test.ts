import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardWidgets } from '../../runtime/core/dashboard/dashboardWidgets';
import type { DashboardFile, WidgetResult } from '../../runtime/core/dashboard/dashboard.types';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type TestApp } from './harness';

const DECISION = '/api/dashboard/dataCenter.decision';

describe.each(backends())('决策中心: tabs, project filter, export and drill targets on %s', (backend) => {
  let t: TestApp;
  const projectIds: string[] = [];
  let zhangwei: string;

  /** Open hidden dangers per project, counted with plain SQL (no dashboard code). */
  async function openDangers(): Promise<Map<string, number>> {
    const { rows } = await sql<{ project_id: string; open: string | number }>`
      select project_id, count(*) as open from saf_inspection where status in ('1','2','4','5') group by project_id`.execute(t.db);
    return new Map(rows.map((row) => [row.project_id, Number(row.open)]));
  }
  const widget = (id: string, query: Record<string, string> = {}, token = zhangwei) => t.get<WidgetResult>(`${DECISION}/widget/${id}`, { token, query });
  const exported = async (id: string, query: string) => {
    const answer = await t.app.inject({ method: 'GET', url: `${DECISION}/widget/${id}/exportXls${query}`, headers: { 'x-access-token': zhangwei } });
    expect(answer.statusCode, answer.body).toBe(200);
    const { default: Excel } = await import('exceljs');
    const workbook = new Excel.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { rows, sheet };
  };

  beforeAll(async () => {
    t = await startTestApp({ backend });
    for (const name of PROJECT_NAMES) projectIds.push(await t.departId(name));
    zhangwei = await t.login('zhangwei');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves the five tabs with their widgets, and finds a widget of a later tab by its id', async () => {
    const file = await t.get<DashboardFile>(DECISION, { token: zhangwei });
    expect(file.status).toBe(200);
    expect(file.body.result.widgets).toBeUndefined();
    expect(file.body.result.pages!.map((page) => page.title)).toEqual(['施工', '物资', '人员', '质量', '安全']);
    const expected = await openDangers();
    const answer = await widget('dangersOpen');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const rows = answer.body.result.rows;
    // zhangwei runs projects 1 and 2: each with its exact count, project 3 never.
    expect(rows.map((row) => row.dims[0]).sort()).toEqual(
      projectIds
        .slice(0, 2)
        .filter((id) => expected.has(id))
        .sort(),
    );
    for (const row of rows) expect(row.values[0]).toBe(expected.get(row.dims[0]!));
    expect(rows.length).toBeGreaterThan(0);
  });

  it('narrows every widget to the chosen projects, and refuses a project the caller may not see', async () => {
    const chosen = await widget('dangersOpen', { projects: projectIds[1] });
    expect(chosen.status).toBe(200);
    expect(chosen.body.result.rows.map((row) => row.dims[0])).toEqual([projectIds[1]]);
    const foreign = await widget('dangersOpen', { projects: `${projectIds[0]},${projectIds[2]}` });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe(`无权查看所选项目的数据：${projectIds[2]}`);
    const unknown = await widget('dangersOpen', { projects: 'not-a-project' });
    expect(unknown.status).toBe(403);
    // A project dashboard has no project filter: the parameter is refused as any unknown one.
    const projectBoard = await t.get('/api/dashboard/safety.home/widget/open', {
      token: zhangwei,
      projectId: projectIds[0],
      query: { projects: projectIds[0] },
    });
    expect(projectBoard.status).toBe(400);
    expect(projectBoard.body.message).toBe('不支持的查询参数：projects');
  });

  it('exports a chart widget: its project rows with names and the same figures as the chart', async () => {
    const expected = await openDangers();
    const { rows } = await exported('dangersOpen', `?projects=${projectIds[0]},${projectIds[1]}`);
    expect(rows[0][0]).toBe('各项目未关闭隐患');
    expect(rows[1]).toEqual(['项目', '未关闭隐患']);
    const body = rows.slice(2);
    expect(body.length).toBeGreaterThan(0);
    for (const [name, count] of body) expect(count).toBe(expected.get(projectIds[PROJECT_NAMES.indexOf(String(name))]));
  });

  it('exports a ratio bar as the percentages the chart shows', async () => {
    const period = { periodBegin: '2020-01-01', periodEnd: '2029-12-31' };
    const chart = await widget('rate', period);
    expect(chart.status).toBe(200);
    const shown = new Map(chart.body.result.rows.map((row) => [row.dimTexts[0], Math.round((1000 * Number(row.values[0])) / Number(row.values[1])) / 10]));
    expect(shown.size).toBeGreaterThan(0);
    const { rows } = await exported('rate', `?periodBegin=${period.periodBegin}&periodEnd=${period.periodEnd}`);
    expect(rows[1]).toEqual(['项目', '各项目本期出勤率']);
    expect(new Map(rows.slice(2).map(([name, value]) => [name, value]))).toEqual(shown);
  });

  it('drills each project widget into a project dashboard the same person may open for that project', async () => {
    const file = await t.get<DashboardFile>(DECISION, { token: zhangwei });
    const targets = new Set(dashboardWidgets(file.body.result).flatMap((entry) => (entry.projectDrill ? [entry.projectDrill] : [])));
    expect([...targets].sort()).toEqual(['construction.home', 'labour.home', 'material.home', 'quality.home', 'safety.home']);
    for (const target of targets) {
      const board = await t.get<DashboardFile>(`/api/dashboard/${target}`, { token: zhangwei, projectId: projectIds[0] });
      expect(board.status, target).toBe(200);
      expect(board.body.result.scope ?? 'project').toBe('project');
    }
  });

  it('a site user without the company pages gets 403', async () => {
    const token = await t.login('lisi');
    expect((await t.get(DECISION, { token })).status).toBe(403);
    expect((await widget('dangersOpen', {}, token)).status).toBe(403);
  });
});
