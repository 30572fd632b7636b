import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardFile, WidgetResult } from '../../runtime/core/dashboard/dashboard.types';
import { dashboardWidgets } from '../../runtime/core/dashboard/dashboardWidgets';
import { currentTimestamp } from '../../runtime/server/db/clock';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

const BASE = '/api/dashboard/specialdevice.bigScreen';

describe.each(backends())('设备大屏 on %s: a big-screen dashboard file whose devices widget shows each device live', (backend) => {
  let t: TestApp;
  /** zhengyu (设备管理员) on project 1; lisi (劳务员) has no 特种设备 permission. */
  let manager: CallOptions;
  let clerk: CallOptions;
  const crane = `大屏测试塔吊-${backend}`;
  let key: string;
  const widget = (id: string, options: CallOptions = manager) => t.get<WidgetResult>(`${BASE}/widget/${id}`, options);
  const card = async (name: string) => (await widget('towers')).body.result.devices?.find((device) => device.name === name);

  beforeAll(async () => {
    t = await startTestApp({ backend });
    const projectId = await t.departId(PROJECT_NAMES[0]);
    manager = { token: await t.login('zhengyu'), projectId };
    clerk = { token: await t.login('lisi'), projectId };
    const added = await t.post<{ id: string }>('/api/specialdevice/tower/add', { deviceName: crane, filingNo: `BS-${backend}`, status: '1' }, manager);
    expect(added.body.success, added.body.message).toBe(true);
    const issued = await t.post<{ key: string }>(`/api/specialdevice/tower/issueKey?id=${added.body.result.id}`, {}, manager);
    expect(issued.body.success, issued.body.message).toBe(true);
    key = issued.body.result.key;
    await sql`delete from sd_threshold where device_kind = 'tower' and metric = 'moment'`.execute(t.db);
    const limit = await t.post('/api/specialdevice/threshold/add', { deviceKind: 'tower', metric: 'moment', upperLimit: 90 }, manager);
    expect(limit.body.success, limit.body.message).toBe(true);
  }, 300_000);
  afterAll(() => t?.close());

  it('is served as a big screen with its device widgets, opened from the menu as one, and refused to the 劳务员', async () => {
    const answer = await t.get<DashboardFile>(BASE, manager);
    expect(answer.body.success, answer.body.message).toBe(true);
    expect(answer.body.result.bigScreen).toEqual({ rows: 12, refreshSeconds: 60 });
    expect(
      dashboardWidgets(answer.body.result)
        .filter((entry) => entry.type === 'devices')
        .map((entry) => entry.id),
    ).toEqual(['towers', 'elevators']);
    const menu = await t.get<{ menu: { path: string; component?: string; children?: unknown[] }[] }>('/api/sys/permission/getUserPermissionByToken', manager);
    const flat = (items: { path: string; component?: string; children?: unknown[] }[]): { path: string; component?: string }[] =>
      items.flatMap((item) => [item, ...flat((item.children ?? []) as typeof items)]);
    expect(flat(menu.body.result.menu).find((item) => item.path === '/machineWeldingbg/index')?.component).toBe('bigScreen/specialdevice.bigScreen');
    expect((await t.get(BASE, clerk)).status).toBe(403);
    expect((await widget('towers', clerk)).status).toBe(403);
  });

  it('shows the demo cranes and hoist, each with its metrics and the project’s limits', async () => {
    const towers = (await widget('towers')).body.result.devices ?? [];
    expect(towers.map((device) => device.name)).toEqual(expect.arrayContaining(['1#塔吊', '2#塔吊', crane]));
    expect(towers[0].metrics.map((metric) => metric.name)).toContain('moment');
    const elevators = (await widget('elevators')).body.result.devices ?? [];
    expect(elevators.map((device) => device.name)).toContain('1#施工升降机');
    expect(await card(crane)).toMatchObject({ state: 'offline', latest: null, lastUpload: null, limits: { moment: { upper: 90 } } });
  });

  it('turns a device online with its reading, then to 报警 with the alarm in today’s list when a reading passes its limit', async () => {
    // Each reading its own second (a reading of a time already stored is a resend, ignored).
    const post = async (secondsAgo: number, metrics: Record<string, number>) => {
      const answer = await t.request('POST', '/api/device/readings', {
        body: { readings: [{ time: currentTimestamp(new Date(Date.now() - secondsAgo * 1000)), metrics }] },
        headers: { 'x-device-key': key },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };
    await post(3, { moment: 58, load: 3.6 });
    expect(await card(crane)).toMatchObject({ state: 'online', latest: { metrics: { moment: 58, load: 3.6 } } });
    await post(1, { moment: 97, load: 5.8 });
    expect(await card(crane)).toMatchObject({ state: 'alarm', latest: { metrics: { moment: 97 } } });
    const today = currentTimestamp().slice(0, 10);
    const alarms = await t.get<WidgetResult>(`${BASE}/widget/alarms`, { ...manager, query: { periodBegin: today, periodEnd: today } });
    expect(alarms.body.success, alarms.body.message).toBe(true);
    expect(alarms.body.result.rows.some((row) => row.dimTexts.includes(crane))).toBe(true);
  });
});
