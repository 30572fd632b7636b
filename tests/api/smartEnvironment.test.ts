import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTimestamp } from '../../runtime/server/db/clock';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

interface Ingested {
  inserted: number;
  alarms: number;
}
interface Alarm {
  id: string;
  deviceId: string;
  metric: string;
  value: number;
  status: string;
  endTime: string | null;
}
interface Spray {
  deviceId: string;
  alarmId: string;
  metric: string;
  value: number;
  action: string;
  actionTime: string;
}
interface WidgetRows {
  rows: { dims: string[]; values: (number | null)[] }[];
}

const READINGS = '/api/device/readings';
const MONITORS = '/api/smartproject/environment';
const METERS = '/api/smartproject/waterElectricity';
const ALARMS = '/api/smartproject/envAlarm';
const SPRAYS = '/api/smartproject/spray';
const HOME = '/api/dashboard/smartproject.home';

describe.each(backends())('智慧项目部 环境与能耗 on %s: seeded story, who sees it, PM10 alarm with its spray, live home widgets', (backend) => {
  let t: TestApp;
  /** zhengyu (设备管理员), zhaoqiang (安全员) and lisi (劳务员, no 智慧项目部) on project 1. */
  const as: Record<'manager' | 'safety' | 'clerk', CallOptions> = {} as never;
  let projectId: string;
  let monitorId: string;
  let key: string;
  /** Half a minute past whole minutes before now: the seeded readings of the last day stand on whole minutes. */
  const minutesAgo = (minutes: number) => currentTimestamp(new Date(Math.floor(Date.now() / 60_000) * 60_000 - minutes * 60_000 + 30_000));
  const post = (readings: { time: string; metrics: Record<string, number> }[]) =>
    t.request<Ingested>('POST', READINGS, { body: { readings }, headers: { 'x-device-key': key } });
  const list = async <T>(api: string, who: CallOptions = as.manager) =>
    (await t.get<{ records: T[] }>(`${api}/list`, { ...who, query: { pageSize: '200' } })).body.result.records;
  const widget = async (id: string, who: CallOptions = as.manager) => (await t.get<WidgetRows>(`${HOME}/widget/${id}`, who)).body.result.rows;
  /**
   * Two readings of the water meter today, 1.5 m³ apart: today's use must not hang on when the
   * database was seeded (a run that crosses midnight has none of the seed's readings today).
   */
  const meterRunsToday = async () => {
    if (Date.now() - new Date().setHours(0, 0, 0, 0) < 2_000) await new Promise((resolve) => setTimeout(resolve, 2_000));
    const meter = (await list<{ id: string; meterType: string }>(METERS)).find((entry) => entry.meterType === 'water')!;
    const issued = await t.post<{ key: string }>(`${METERS}/issueKey?id=${meter.id}`, {}, as.manager);
    const last = await sql<{ value: number }>`select (metrics ->> 'water')::float8 as value from dev_reading
      where device_id = ${meter.id} order by time desc limit 1`.execute(t.db);
    const startOfDay = currentTimestamp(new Date(new Date().setHours(0, 0, 0, 0)));
    const readings = [
      { time: startOfDay, metrics: { water: last.rows[0].value + 1 } },
      { time: currentTimestamp(), metrics: { water: last.rows[0].value + 2.5 } },
    ];
    const uploaded = await t.request<Ingested>('POST', READINGS, { body: { readings }, headers: { 'x-device-key': issued.body.result.key } });
    expect(uploaded.body.success, uploaded.body.message).toBe(true);
  };

  beforeAll(async () => {
    t = await startTestApp({ backend });
    projectId = await t.departId(PROJECT_NAMES[0]);
    as.manager = { token: await t.login('zhengyu'), projectId };
    as.safety = { token: await t.login('zhaoqiang'), projectId };
    as.clerk = { token: await t.login('lisi'), projectId };
  }, 300_000);
  afterAll(() => t?.close());

  it('seeds two monitors and two meters with a month of readings, the limits, and past PM10 alarms confirmed with their spray', async () => {
    const monitors = await list<{ id: string; deviceName: string }>(MONITORS);
    expect(monitors.map((monitor) => monitor.deviceName).sort()).toEqual(['1#扬尘监测点', '2#扬尘监测点']);
    monitorId = monitors.find((monitor) => monitor.deviceName === '1#扬尘监测点')!.id;
    expect((await list<{ meterType: string }>(METERS)).map((meter) => meter.meterType).sort()).toEqual(['electricity', 'water']);
    const days = await sql<{
      days: string;
      n: string;
    }>`select count(distinct time::date) as days, count(*) as n from dev_reading where device_id = ${monitorId}`.execute(t.db);
    expect(Number(days.rows[0].days)).toBeGreaterThanOrEqual(30);
    // Hourly for the month, every five minutes over the last day.
    expect(Number(days.rows[0].n)).toBeGreaterThan(900);
    const alarms = await list<Alarm>(ALARMS);
    expect(alarms.length).toBe(8);
    expect(alarms.every((alarm) => alarm.metric === 'pm10' && alarm.status === '2' && alarm.endTime !== null)).toBe(true);
    const sprays = await list<Spray>(SPRAYS);
    expect(sprays.map((spray) => spray.alarmId).sort()).toEqual(alarms.map((alarm) => alarm.id).sort());
    expect(new Set(sprays.map((spray) => spray.action))).toEqual(new Set(['喷淋开启']));
  });

  it('shows the environment to the 安全员 but not the meters, and nothing of it to the 劳务员', async () => {
    expect((await t.get(`${MONITORS}/list`, as.safety)).status).toBe(200);
    expect((await t.get(`${SPRAYS}/list`, as.safety)).status).toBe(200);
    expect((await t.get(`${METERS}/list`, as.safety)).status).toBe(403);
    const home = await t.get<{ widgets: { id: string }[] }>(HOME, as.safety);
    const shown = home.body.result.widgets.map((entry) => entry.id);
    expect(shown).toContain('pm10');
    expect(shown).not.toContain('waterToday');
    expect((await t.get(`${HOME}/widget/waterToday`, as.safety)).status).toBe(403);
    for (const address of [`${MONITORS}/list`, `${ALARMS}/list`, HOME]) expect((await t.get(address, as.clerk)).status).toBe(403);
    expect((await t.post(`${MONITORS}/issueKey?id=${monitorId}`, {}, as.clerk)).status).toBe(403);
  });

  it('opens one PM10 alarm per excursion and writes its 喷淋开启 with it; other metrics alarm without spraying', async () => {
    const issued = await t.post<{ key: string }>(`${MONITORS}/issueKey?id=${monitorId}`, {}, as.manager);
    expect(issued.body.success, issued.body.message).toBe(true);
    key = issued.body.result.key;
    const before = (await list<Spray>(SPRAYS)).length;
    const dusty = [120, 168, 181, 175].map((pm10, i) => ({ time: minutesAgo(12 - i), metrics: { pm10, pm25: 60 } }));
    expect((await post(dusty)).body.result).toMatchObject({ inserted: 4, alarms: 1 });
    // Still over the limit: the same excursion, no second alarm and no second spray.
    expect((await post([{ time: minutesAgo(7), metrics: { pm10: 190 } }])).body.result).toMatchObject({ alarms: 0 });
    const open = (await list<Alarm>(ALARMS)).filter((alarm) => alarm.deviceId === monitorId && alarm.endTime === null);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ metric: 'pm10', value: 190, status: '1' });
    const sprays = await list<Spray>(SPRAYS);
    expect(sprays).toHaveLength(before + 1);
    expect(sprays.find((spray) => spray.alarmId === open[0].id)).toMatchObject({
      deviceId: monitorId,
      metric: 'pm10',
      // The worst value of the batch that opened the alarm.
      value: 181,
      action: '喷淋开启',
      actionTime: minutesAgo(11),
    });
    // Noise over 70 dB alarms too, but the spray answers dust only.
    expect((await post([{ time: minutesAgo(6), metrics: { pm10: 90, noise: 78 } }])).body.result).toMatchObject({ alarms: 1 });
    expect(await list<Spray>(SPRAYS)).toHaveLength(before + 1);
    // The 安全员 is told and may confirm.
    const notices = await sql<{ titile: string }>`select titile from sys_announcement where open_page like ${`%${open[0].id}%`}`.execute(t.db);
    expect(notices.rows.map((row) => row.titile)).toEqual(['【环境报警】PM10超限：1#扬尘监测点']);
    const confirmed = await t.post(`${ALARMS}/flow/transition`, { id: open[0].id, action: 'confirm', comment: '喷淋已开启' }, as.safety);
    expect(confirmed.body.success, confirmed.body.message).toBe(true);
  });

  it('answers the home page from the readings: the latest values, 24 hourly points, today’s and daily use', async () => {
    const latest = (await widget('pm10'))[0].values[0];
    await post([{ time: currentTimestamp(), metrics: { pm10: 400 } }]);
    // The mean of the two monitors' latest PM10 moves by half the change of one.
    expect((await widget('pm10'))[0].values[0]).toBeGreaterThan(latest! + 100);
    const trend = await widget('dustTrend');
    expect(trend.length).toBeGreaterThanOrEqual(24);
    expect(trend[0].values).toHaveLength(2);
    await meterRunsToday();
    expect((await widget('waterToday'))[0].values[0]).toBeGreaterThan(0);
    const water = await widget('usageWater');
    const power = await widget('usageElectricity');
    expect(water.length).toBeGreaterThanOrEqual(30);
    // A whole day of the site (yesterday): about 30 m³ of water and 2,000 kWh, most of it while the site works.
    expect(water[water.length - 2].values[0]).toBeGreaterThan(20);
    expect(power[power.length - 2].values[0]).toBeGreaterThan(1000);
    // Per month: this month's use is the days of this month added up (same bucket rule, a coarser bucket).
    const thisMonth = water[water.length - 1].dims[0].slice(0, 7);
    const monthly = await widget('monthlyWater');
    expect(monthly[monthly.length - 1].dims[0]).toContain(thisMonth);
    const daysOfMonth = water.filter((row) => row.dims[0].startsWith(thisMonth)).reduce((sum, row) => sum + (row.values[0] ?? 0), 0);
    expect(monthly[monthly.length - 1].values[0]).toBeCloseTo(daysOfMonth, 1);
    expect((await widget('monthlyElectricity'))[0].values[0]).toBeGreaterThan(1000);
    expect((await t.get(`${HOME}/widget/pm10`, as.clerk)).status).toBe(403);
  });

  it('counts the vehicles on site and the cameras online of 视频与现场 on the home page, as their lists show them', async () => {
    const total = async (api: string, query: Record<string, string>) =>
      (await t.get<{ total: number }>(`${api}/list`, { ...as.manager, query })).body.result.total;
    const onSite = await total('/api/smartproject/parking', { status: '1' });
    const online = await total('/api/smartproject/camera', { status: '1' });
    expect(onSite).toBeGreaterThan(0);
    // This app has no stream folder, so every camera reads 离线 here; smartSite.test.ts counts live streams.
    expect(await total('/api/smartproject/camera', {})).toBeGreaterThan(online);
    expect((await widget('vehiclesOnSite'))[0].values[0]).toBe(onSite);
    expect((await widget('camerasOnline'))[0].values[0]).toBe(online);
    // The 安全员 does not read 视频与现场: the page leaves those figures out for him.
    const shown = (await t.get<{ widgets: { id: string }[] }>(HOME, as.safety)).body.result.widgets.map((entry) => entry.id);
    expect(shown).not.toContain('vehiclesOnSite');
  });
});
