import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { DashboardFile, WidgetResult } from '../../runtime/core/dashboard/dashboard.types';
import { authDb } from '../../runtime/server/auth/authDb';
import { DATA_CHANGED_DELAY_MS } from '../../runtime/server/dashboard/dataChangedHooks';
import { newId } from '../../runtime/server/db/ids';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { grantedUser } from './grantedUsers';
import { backends, startTestApp, type TestApp } from './harness';

const BASE = '/api/dashboard/safety.home';
/** A March long before the demo data, so the period holds only this test's rows. */
const MARCH = { periodBegin: '2001-03-01', periodEnd: '2001-03-31' };

interface Inspection {
  areaName: string;
  problemGrade: string;
  status: string;
  initiatorTime: string;
}

describe.each(backends())('dashboards on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  let projectA: string;
  let projectB: string;

  const insert = (projectId: string, rows: Inspection[]) =>
    t.db
      .insertInto('saf_inspection')
      .values(
        rows.map((row) => ({
          id: newId(),
          tenant_id: '0',
          project_id: projectId,
          area_name: row.areaName,
          problem_grade: row.problemGrade,
          status: row.status,
          initiator_time: row.initiatorTime,
          safety_describe: '仪表盘测试',
          safety_deadline: '2001-04-30',
          create_time: row.initiatorTime,
        })),
      )
      .execute();
  const widget = (id: string, query: Record<string, string> = MARCH, token = admin, projectId = projectA) =>
    t.get<WidgetResult>(`${BASE}/widget/${id}`, { token, projectId, query });

  beforeAll(async () => {
    t = await startTestApp({ backend });
    admin = await t.login('admin');
    projectA = await t.departId(PROJECT_NAMES[0]);
    projectB = await t.departId(PROJECT_NAMES[1]);
    const row = (areaName: string, problemGrade: string, status: string, initiatorTime: string) => ({ areaName, problemGrade, status, initiatorTime });
    await insert(projectA, [
      row('一号楼', '1', '1', '2001-03-05 09:00:00'),
      row('一号楼', '3', '3', '2001-03-06 10:00:00'),
      row('一号楼', '3', '2', '2001-03-14 10:00:00'),
      row('二号楼', '2', '3', '2001-03-15 08:00:00'),
      row('二号楼', '1', '3', '2001-03-31 23:30:00'),
      // The previous period of March (31 days) is 2001-01-29 … 2001-02-28.
      row('三号楼', '1', '3', '2001-02-10 08:00:00'),
      row('三号楼', '1', '1', '2001-01-28 08:00:00'),
    ]);
    await insert(projectB, [row('一号楼', '1', '1', '2001-03-05 09:00:00')]);
  });
  afterAll(() => t.close());

  it('answers the dashboard file with its widgets for a user who may list their screen', async () => {
    const { status, body } = await t.get<DashboardFile>(BASE, { token: admin, projectId: projectA });
    expect(status).toBe(200);
    expect(body.result.title).toBe('安全首页');
    expect(body.result.widgets!.map((entry) => entry.id)).toContain('topArea');
  });

  it('groups, labels and sorts over the period, in the current project only', async () => {
    const top = await widget('topArea');
    expect(top.body.result.rows).toEqual([
      { dims: ['一号楼'], dimTexts: ['一号楼'], values: [3] },
      { dims: ['二号楼'], dimTexts: ['二号楼'], values: [2] },
    ]);
    const inB = await widget('topArea', MARCH, admin, projectB);
    expect(inB.body.result.rows).toEqual([{ dims: ['一号楼'], dimTexts: ['一号楼'], values: [1] }]);

    const stacked = await widget('byStatus');
    expect(stacked.body.result.rows).toEqual([
      { dims: ['1', '1'], dimTexts: ['一般', '待整改'], values: [1] },
      { dims: ['1', '3'], dimTexts: ['一般', '复查通过'], values: [1] },
      { dims: ['2', '3'], dimTexts: ['较大', '复查通过'], values: [1] },
      { dims: ['3', '2'], dimTexts: ['重大', '待复查'], values: [1] },
      { dims: ['3', '3'], dimTexts: ['重大', '复查通过'], values: [1] },
    ]);
  });

  it('buckets dates by week from Monday and counts each measure under its own filter', async () => {
    const { body } = await widget('perWeek');
    expect(body.result.rows).toEqual([
      { dims: ['2001-03-05'], dimTexts: ['03-05周'], values: [2, 1] },
      { dims: ['2001-03-12'], dimTexts: ['03-12周'], values: [2, 1] },
      { dims: ['2001-03-26'], dimTexts: ['03-26周'], values: [1, 1] },
    ]);
  });

  it('answers a KPI with the preceding period of equal length, and the two counts of a ratio', async () => {
    const raised = await widget('raised');
    expect(raised.body.result).toEqual({ rows: [{ dims: [], dimTexts: [], values: [5] }], previous: [{ dims: [], dimTexts: [], values: [1] }] });
    const rate = await widget('rate');
    expect(rate.body.result.rows[0].values).toEqual([3, 5]);
    expect(rate.body.result.previous?.[0].values).toEqual([1, 1]);
  });

  it('applies the dashboard dictionary filter through the widget dictFilters', async () => {
    const { body } = await widget('raised', { ...MARCH, grade: '3' });
    expect(body.result.rows[0].values).toEqual([2]);
    const both = await widget('raised', { ...MARCH, grade: '2,3' });
    expect(both.body.result.rows[0].values).toEqual([3]);
  });

  it('refuses bad period and unknown parameters with 400 and a Chinese message', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ periodBegin: '2001-13-01', periodEnd: '2001-03-31' }, '时间段的开始日期格式不正确：2001-13-01，应为 YYYY-MM-DD'],
      [{ periodBegin: '2001-03-01' }, '请同时选择时间段的开始和结束日期'],
      [{ periodBegin: '2001-04-01', periodEnd: '2001-03-01' }, '时间段的开始日期不能晚于结束日期'],
      [{ ...MARCH, field: 'status' }, '不支持的查询参数：field'],
    ];
    for (const [query, message] of cases) {
      const answer = await widget('raised', query);
      expect(answer.status, message).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message });
    }
    expect((await widget('noSuchWidget')).status).toBe(404);
  });

  it('hides and refuses widgets over a screen the user may not list; refuses the dashboard without its view permission', async () => {
    const viewer = await grantedUser(t, admin, 'dashviewer', { permissions: ['safety:home:view'], projects: [projectA] });
    const file = await t.get<DashboardFile>(BASE, { token: viewer.token, projectId: projectA });
    expect(file.body.result.widgets).toEqual([]);
    const refused = await widget('topArea', MARCH, viewer.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('无权查看该组件');

    const lister = await grantedUser(t, admin, 'dashlister', { permissions: ['safety:inspection:list'], projects: [projectA] });
    expect((await t.get(BASE, { token: lister.token, projectId: projectA })).status).toBe(403);
    expect((await widget('topArea', MARCH, lister.token)).status).toBe(403);

    const reader = await grantedUser(t, admin, 'dashreader', { permissions: ['safety:home:view', 'safety:inspection:list'], projects: [projectA] });
    expect((await widget('topArea', MARCH, reader.token)).body.result.rows).toHaveLength(2);
  });

  /** The messages the admin's notice socket receives while `run` runs, until it closes. */
  async function withNoticeSocket(run: (messages: unknown[], adminId: string) => Promise<void>): Promise<void> {
    const address = t.app.server.address() ?? (await t.app.listen({ port: 0, host: '127.0.0.1' }), t.app.server.address());
    const baseUrl = `http://127.0.0.1:${(address as AddressInfo).port}`;
    const adminId = (await authDb(t.db).selectFrom('sys_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
    const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/api/websocket/${adminId}`, [admin]);
    const messages: unknown[] = [];
    socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString())));
    await new Promise((resolve, reject) => socket.on('open', resolve).on('error', reject));
    try {
      await run(messages, adminId);
    } finally {
      socket.close();
    }
  }
  const changed = { cmd: 'dataChanged', screen: 'safety.inspection' };
  /** Waits out pushes of earlier commits (gathered for DATA_CHANGED_DELAY_MS), then forgets them. */
  const settle = async (messages: unknown[]) => {
    await new Promise((resolve) => setTimeout(resolve, 3 * DATA_CHANGED_DELAY_MS));
    messages.length = 0;
  };
  const addIssue = async (adminId: string, safetyDeadline: string) => {
    const added = await t.post<{ id: string }>(
      '/api/safety/inspection/add',
      { safetyDescribe: '实时刷新', problemGrade: '1', safetyDeadline, rectifyId: adminId, status: '1' },
      { token: admin, projectId: projectA },
    );
    expect(added.body.success, added.body.message).toBe(true);
    return added.body.result.id;
  };

  it('pushes dataChanged on the notice socket after a commit on a screen a widget reads', async () => {
    await withNoticeSocket(async (messages, adminId) => {
      await addIssue(adminId, '2001-04-30');
      await expect.poll(() => messages, { timeout: 3000 }).toContainEqual(changed);
    });
  });

  it('pushes dataChanged after a flow transition and after the overdue job moves a record', async () => {
    await withNoticeSocket(async (messages, adminId) => {
      const id = await addIssue(adminId, '2099-01-01');
      await settle(messages);
      const rectified = await t.post(
        '/api/safety/inspection/flow/transition',
        { id, action: 'rectify', values: { rectifyDescribe: '已整改', rectifyPhotos: 'safety/2001/rectified.jpg' } },
        { token: admin, projectId: projectA },
      );
      expect(rectified.body.success, rectified.body.message).toBe(true);
      await expect.poll(() => messages, { timeout: 3000 }).toContainEqual(changed);

      await addIssue(adminId, '2001-01-05');
      await settle(messages);
      const job = await t.post<{ id: string }>(
        '/api/sys/quartzJob/add',
        { jobClassName: 'smartsite.job.FlowOverdueJob', cronExpression: '0 0 1 * * ?', parameter: '', status: '-1' },
        { token: admin },
      );
      expect(job.body.success, job.body.message).toBe(true);
      expect((await t.post(`/api/sys/quartzJob/execute?id=${job.body.result.id}`, {}, { token: admin })).body.success).toBe(true);
      await expect.poll(() => messages, { timeout: 5000 }).toContainEqual(changed);
    });
  });
});
