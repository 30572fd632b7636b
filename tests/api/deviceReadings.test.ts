import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTimestamp } from '../../runtime/server/db/clock';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';
import { loggedRequests } from './requestLog';

interface Ingested {
  received: number;
  inserted: number;
  duplicates: number;
  alarms: number;
}
interface Alarm {
  id: string;
  metric: string;
  value: number;
  limitValue: number;
  startTime: string;
  endTime: string | null;
  status: string;
  confirmBy: string | null;
  confirmTime: string | null;
}
interface Chart {
  limits: Record<string, { lower: number | null; upper: number | null }>;
  latest: { time: string; metrics: Record<string, number> } | null;
  series: { time: string; metrics: Record<string, number> }[];
}

const READINGS = '/api/device/readings';
const TOWER = '/api/specialdevice/tower';
const ALARM = '/api/specialdevice/alarm';

describe.each(backends())('device readings on %s: keys, refused batches, idempotence, one alarm per excursion, who reads and confirms', (backend) => {
  let t: TestApp;
  /** zhengyu (设备管理员) and zhangwei (项目经理) on project 1; lisi (劳务员) has no 特种设备 permission. */
  const as: Record<'manager' | 'pm' | 'clerk', CallOptions> = {} as never;
  let deviceId: string;
  let key: string;
  let managerId: string;
  /** Whole minutes before now, so no reading is ahead of the server's clock and each has its own time. */
  const minutesAgo = (minutes: number) => currentTimestamp(new Date(Math.floor(Date.now() / 60_000) * 60_000 - minutes * 60_000));
  const post = (body: unknown, deviceKey: string | null = key) =>
    t.request<Ingested>('POST', READINGS, { body, headers: deviceKey === null ? {} : { 'x-device-key': deviceKey } });
  const readingCount = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from dev_reading where device_id = ${deviceId}`.execute(t.db)).rows[0].n);
  const alarms = async () =>
    (
      await t.get<{ records: Alarm[] }>(`${ALARM}/list`, { ...as.manager, query: { column: 'startTime', order: 'asc', pageSize: '50' } })
    ).body.result.records.filter((alarm) => (alarm as unknown as { deviceId: string }).deviceId === deviceId);

  beforeAll(async () => {
    t = await startTestApp({ backend });
    const projectId = await t.departId(PROJECT_NAMES[0]);
    as.manager = { token: await t.login('zhengyu'), projectId };
    as.pm = { token: await t.login('zhangwei'), projectId };
    as.clerk = { token: await t.login('lisi'), projectId };
    managerId = String((await t.db.selectFrom('sys_user').select('id').where('username', '=', 'zhengyu').executeTakeFirstOrThrow()).id);
    const added = await t.post<{ id: string }>(`${TOWER}/add`, { deviceName: `测试塔吊-${backend}`, filingNo: `T-${backend}`, status: '1' }, as.manager);
    expect(added.body.success, added.body.message).toBe(true);
    deviceId = added.body.result.id;
    await sql`delete from sd_threshold where device_kind = 'tower' and metric = 'moment'`.execute(t.db);
    const limit = await t.post(`/api/specialdevice/threshold/add`, { deviceKind: 'tower', metric: 'moment', upperLimit: 90 }, as.manager);
    expect(limit.body.success, limit.body.message).toBe(true);
  }, 300_000);
  afterAll(() => t?.close());

  it('issues a device key to the 设备管理员 and refuses the 劳务员', async () => {
    expect((await t.post(`${TOWER}/issueKey?id=${deviceId}`, {}, as.clerk)).status).toBe(403);
    const issued = await t.post<{ key: string }>(`${TOWER}/issueKey?id=${deviceId}`, {}, as.manager);
    expect(issued.body.success, issued.body.message).toBe(true);
    key = issued.body.result.key;
  });

  it('refuses a missing or unknown key (401) and a batch with an unknown metric, a non-number, a future time or one older than a month (400), storing nothing', async () => {
    const good = { time: minutesAgo(50), metrics: { moment: 40 } };
    expect(await post({ readings: [good] }, null)).toMatchObject({
      status: 401,
      body: { success: false, message: '缺少设备密钥：请在请求头 X-Device-Key 中给出设备的密钥' },
    });
    expect(await post({ readings: [good] }, 'gk_not-a-key')).toMatchObject({ status: 401, body: { success: false } });
    expect(await post({ readings: [good, { time: minutesAgo(49), metrics: { voltage: 3 } }] })).toMatchObject({
      status: 400,
      body: { success: false, message: '第2条读数含未知测量项：voltage，可用：load、moment、height、radius、windSpeed、tilt' },
    });
    expect(await post({ readings: [good, { time: minutesAgo(49), metrics: { moment: '41' } }] })).toMatchObject({
      status: 400,
      body: { success: false, message: '第2条读数的力矩（moment）须为数字："41"' },
    });
    const future = currentTimestamp(new Date(Date.now() + 3_600_000));
    expect(await post({ readings: [good, { time: future, metrics: { moment: 41 } }] })).toMatchObject({
      status: 400,
      body: { success: false, message: `第2条读数的时间 ${future} 晚于服务器时间，请校准设备时钟` },
    });
    const ancient = currentTimestamp(new Date(Date.now() - 40 * 86_400_000));
    expect(await post({ readings: [good, { time: ancient, metrics: { moment: 41 } }] })).toMatchObject({
      status: 400,
      body: { success: false, message: `第2条读数的时间 ${ancient} 早于31天前：设备只能补传31天内的读数，请校准设备时钟` },
    });
    expect(await post({ readings: [] })).toMatchObject({ status: 400, body: { message: 'readings 为空：一批至少一条读数' } });
    expect(await readingCount()).toBe(0);
  });

  it('stores a batch once: a resent batch inserts nothing and stamps the last upload', async () => {
    const batch = { readings: [40, 42, 44].map((moment, i) => ({ time: minutesAgo(45 - i), metrics: { moment, load: 2.1 } })) };
    expect((await post(batch)).body.result).toEqual({ received: 3, inserted: 3, duplicates: 0, alarms: 0 });
    expect((await post(batch)).body.result).toEqual({ received: 3, inserted: 0, duplicates: 3, alarms: 0 });
    expect(await readingCount()).toBe(3);
    const device = await t.get<{ lastUploadTime: string | null }>(`${TOWER}/queryById`, { ...as.manager, query: { id: deviceId } });
    expect(device.body.result.lastUploadTime).not.toBeNull();
    // Machine traffic stays out of the operation log (written just after the answer).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await loggedRequests(t.db, READINGS)).toBe(0);
  });

  it('raises one alarm per excursion, keeps its worst value, ends it back within the limit, and tells the 设备管理员 and 项目经理', async () => {
    const moments = [80, 95, 97, 96, 85, 93];
    const readings = moments.map((moment, i) => ({ time: minutesAgo(30 - i), metrics: { moment } }));
    expect((await post({ readings })).body.result).toMatchObject({ inserted: 6, alarms: 2 });
    // The same readings again change nothing: no third alarm.
    expect((await post({ readings })).body.result).toMatchObject({ inserted: 0, alarms: 0 });
    // A later reading still over the limit extends the open excursion, it does not open another.
    expect((await post({ readings: [{ time: minutesAgo(20), metrics: { moment: 99 } }] })).body.result).toMatchObject({ alarms: 0 });
    const raised = await alarms();
    expect(raised.map(({ value, limitValue, startTime, endTime, status }) => ({ value, limitValue, startTime, endTime, status }))).toEqual([
      { value: 97, limitValue: 90, startTime: minutesAgo(29), endTime: minutesAgo(26), status: '1' },
      { value: 99, limitValue: 90, startTime: minutesAgo(25), endTime: null, status: '1' },
    ]);
    const notices = await sql<{
      user_ids: string;
      titile: string;
    }>`select user_ids, titile from sys_announcement where open_page like ${`%${raised[0].id}%`}`.execute(t.db);
    expect(notices.rows).toHaveLength(1);
    expect(notices.rows[0].titile).toBe(`【报警记录】力矩超限：测试塔吊-${backend}`);
    expect(notices.rows[0].user_ids.split(',')).toContain(managerId);
  });

  it('shows the readings to whoever may list the devices, with the limits, and to nobody else', async () => {
    const chart = await t.get<Chart>(`${TOWER}/readings`, { ...as.manager, query: { id: deviceId } });
    expect(chart.body.success, chart.body.message).toBe(true);
    expect(chart.body.result.limits.moment).toEqual({ lower: null, upper: 90 });
    expect(chart.body.result.latest).toEqual({ time: minutesAgo(20), metrics: { moment: 99 } });
    expect(chart.body.result.series.length).toBe(10);
    expect((await t.get(`${TOWER}/readings`, { ...as.clerk, query: { id: deviceId } })).status).toBe(403);
    expect((await t.get(`${TOWER}/readings`, { ...as.manager, query: { id: deviceId, hours: '0' } })).status).toBe(400);
  });

  it('lets the 设备管理员 confirm an alarm, the server filling who and when; nobody else, and never by sending them', async () => {
    const [first] = await alarms();
    expect((await t.post(`${ALARM}/flow/transition`, { id: first.id, action: 'confirm' }, as.clerk)).status).toBe(403);
    const forged = await t.post(`${ALARM}/flow/transition`, { id: first.id, action: 'confirm', values: { confirmBy: 'someone' } }, as.manager);
    expect(forged).toMatchObject({ status: 400, body: { success: false, message: '「确认」不能填写确认人' } });
    const confirmed = await t.post(`${ALARM}/flow/transition`, { id: first.id, action: 'confirm', comment: '已通知司机减载' }, as.manager);
    expect(confirmed.body.success, confirmed.body.message).toBe(true);
    const [after] = await alarms();
    expect(after).toMatchObject({ status: '2', confirmBy: managerId });
    expect(after.confirmTime).not.toBeNull();
    const again = await t.post(`${ALARM}/flow/transition`, { id: first.id, action: 'confirm' }, as.pm);
    expect(again).toMatchObject({ status: 400, body: { message: '当前状态（已确认）不能执行「确认」' } });
  });

  it('opens one alarm when three overloaded batches of one device arrive at once', async () => {
    // Back within the limit first, so the next excursion is a new one.
    expect((await post({ readings: [{ time: minutesAgo(15), metrics: { moment: 50 } }] })).body.result).toMatchObject({ inserted: 1 });
    const before = (await alarms()).length;
    const overloaded = (minutes: number) => ({ readings: [{ time: minutesAgo(minutes), metrics: { moment: 95 } }] });
    const answers = await Promise.all([post(overloaded(14)), post(overloaded(13)), post(overloaded(12))]);
    expect(answers.map((answer) => answer.body.result.inserted)).toEqual([1, 1, 1]);
    expect(answers.reduce((sum, answer) => sum + answer.body.result.alarms, 0)).toBe(1);
    const after = await alarms();
    expect(after).toHaveLength(before + 1);
    expect(after.filter((alarm) => alarm.endTime === null)).toHaveLength(1);
  });
});
