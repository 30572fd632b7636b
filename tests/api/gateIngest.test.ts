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
  refused: { index: number; reason: string }[];
}
interface Page<T> {
  records: T[];
  total: number;
}

const GATE = '/api/labour/gate/passes';
const DEVICE = '/api/labour/device';

describe.each(backends())('gate ingestion on %s: device keys, batches of passes, idempotent replays and every refusal', (backend) => {
  let t: TestApp;
  /** lisi (劳务员, project 1) registers devices; xuhai (班组长) may read attendance but not manage devices. */
  const as: Record<'clerk' | 'leader', CallOptions> = {} as never;
  let projectId: string;
  let deviceId: string;
  let key: string;
  const workers: { id: string; idCode: string }[] = [];
  let otherProjectIdCode: string;
  /** Minutes before now, so no pass is ahead of the server's clock. */
  const minutesAgo = (minutes: number) => currentTimestamp(new Date(Date.now() - minutes * 60_000));
  const post = (body: unknown, deviceKey: string | null = key) =>
    t.request<Ingested>('POST', GATE, { body, headers: deviceKey === null ? {} : { 'x-device-key': deviceKey } });
  const passCount = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from lab_attendance where device_id = ${deviceId}`.execute(t.db)).rows[0].n);

  beforeAll(async () => {
    t = await startTestApp({ backend });
    projectId = await t.departId(PROJECT_NAMES[0]);
    as.clerk = { token: await t.login('lisi'), projectId };
    as.leader = { token: await t.login('xuhai'), projectId };
    const added = await t.post<{ id: string }>(
      `${DEVICE}/add`,
      { deviceName: '测试闸机', deviceSn: `T-${backend}`, deviceType: 'face', status: '1' },
      as.clerk,
    );
    expect(added.body.success, added.body.message).toBe(true);
    deviceId = added.body.result.id;
    const rows = await sql<{ id: string; id_code: string; project_id: string }>`select id, id_code, project_id from lab_worker order by id_code`.execute(t.db);
    workers.push(
      ...rows.rows
        .filter((row) => row.project_id === projectId)
        .slice(0, 3)
        .map((row) => ({ id: row.id, idCode: row.id_code })),
    );
    otherProjectIdCode = rows.rows.find((row) => row.project_id !== projectId)!.id_code;
  }, 300_000);
  afterAll(() => t?.close());

  it('issues a device key once to the 劳务员, keeps only its hash and refuses the 班组长', async () => {
    const refused = await t.post(`${DEVICE}/issueKey?id=${deviceId}`, {}, as.leader);
    expect(refused.status).toBe(403);
    const issued = await t.post<{ key: string }>(`${DEVICE}/issueKey?id=${deviceId}`, {}, as.clerk);
    expect(issued.body.success, issued.body.message).toBe(true);
    key = issued.body.result.key;
    expect(key).toMatch(/^gk_[\w-]{32}$/);
    const stored = await sql<{ key_hash: string }>`select key_hash from sys_record_key where record_id = ${deviceId}`.execute(t.db);
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0].key_hash).not.toContain(key);
    const read = await t.get<Record<string, unknown>>(`${DEVICE}/queryById`, { ...as.clerk, query: { id: deviceId } });
    expect(JSON.stringify(read.body.result)).not.toContain(key);
  });

  it('refuses a request without a key or with an unknown one (401) and a malformed batch (400), storing nothing', async () => {
    expect(await post({ passes: [] }, null)).toMatchObject({
      status: 401,
      body: { success: false, message: '缺少设备密钥：请在请求头 X-Device-Key 中给出考勤设备的密钥' },
    });
    expect(await post({ passes: [] }, 'gk_not-a-key')).toMatchObject({
      status: 401,
      body: { message: '设备密钥无效：请在【考勤设备】中重新生成密钥并配置到设备' },
    });
    expect(await post({ records: [] })).toMatchObject({ status: 400, body: { message: '请求体须为 { "passes": [通行记录…] }' } });
    expect(await post({ passes: [] })).toMatchObject({ status: 400, body: { message: 'passes 为空：一批至少一条通行记录' } });
    expect(await passCount()).toBe(0);
  });

  it('stores the valid passes of a batch and refuses the others each with its reason', async () => {
    const batch = {
      passes: [
        { idCode: workers[0].idCode.toLowerCase(), time: minutesAgo(60), direction: 'in', way: '1', temperature: 36.4 },
        { workerId: workers[1].id, time: minutesAgo(59), direction: 'in', way: '5' },
        { idCode: workers[2].idCode, time: minutesAgo(58), direction: 'in', way: '1', temperature: 37.8 },
        { idCode: '110101199001011234', time: minutesAgo(57), direction: 'in', way: '1' },
        { idCode: otherProjectIdCode, time: minutesAgo(57), direction: 'in', way: '1' },
        { idCode: workers[0].idCode, time: minutesAgo(56), direction: 'in', way: '9' },
      ],
    };
    const first = await post(batch);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('收到6条：新增3条，重复0条，拒收3条');
    expect(first.body.result).toMatchObject({ received: 6, inserted: 3, duplicates: 0 });
    expect(first.body.result.refused).toEqual([
      { index: 3, reason: '身份证号 110101********1234 不在本项目花名册中' },
      { index: 4, reason: expect.stringMatching(/^身份证号 \d{6}\*{8}[\dX]{4} 不在本项目花名册中$/) },
      { index: 5, reason: '通行方式编码无效：9，可用编码：1、2、3、4、5、6、7' },
    ]);

    const replay = await post(batch);
    expect(replay.body.result).toMatchObject({ received: 6, inserted: 0, duplicates: 3 });
    expect(await passCount()).toBe(3);

    const list = await t.get<Page<Record<string, unknown>>>('/api/labour/attendance/list', {
      ...as.leader,
      query: { deviceId, column: 'passedTime', order: 'asc' },
    });
    expect(list.body.result.records.map((row) => [row.workerId, row.direction, row.way, row.alarm, row.deviceId_dictText])).toEqual([
      [workers[0].id, 'in', '1', '0', '测试闸机'],
      [workers[1].id, 'in', '5', '0', '测试闸机'],
      [workers[2].id, 'in', '1', '1', '测试闸机'],
    ]);
    const device = await t.get<Record<string, unknown>>(`${DEVICE}/queryById`, { ...as.clerk, query: { id: deviceId } });
    expect(device.body.result.lastUploadTime).toBeTruthy();
    // Machine traffic stays out of the operation log (written just after the answer).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await loggedRequests(t.db, GATE)).toBe(0);
  });

  it('refuses a second record of the same device, time and person typed in by hand with the declared message', async () => {
    const [row] = (
      await sql<{ passed_time: string }>`select passed_time from lab_attendance where device_id = ${deviceId} and worker_id = ${workers[0].id}`.execute(t.db)
    ).rows;
    const again = await t.post(
      '/api/labour/attendance/add',
      { workerId: workers[0].id, deviceId, passedTime: row.passed_time, direction: 'in', way: '1' },
      as.clerk,
    );
    expect(again.body).toMatchObject({ success: false, message: '该设备在这一时间已有此人的通行记录' });
    expect(await passCount()).toBe(3);
  });

  it('stops a stopped device (403) and an old key once a new one is issued (401)', async () => {
    const pass = { passes: [{ idCode: workers[0].idCode, time: minutesAgo(10), direction: 'out', way: '1' }] };
    const stopped = await t.post(`${DEVICE}/edit`, { id: deviceId, status: '0' }, as.clerk);
    expect(stopped.body.success, stopped.body.message).toBe(true);
    expect(await post(pass)).toMatchObject({ status: 403, body: { message: '考勤设备“测试闸机”已停用，不接收通行记录' } });
    await t.post(`${DEVICE}/edit`, { id: deviceId, status: '1' }, as.clerk);
    const old = key;
    key = (await t.post<{ key: string }>(`${DEVICE}/issueKey?id=${deviceId}`, {}, as.clerk)).body.result.key;
    expect(await post(pass, old)).toMatchObject({ status: 401 });
    expect(await passCount()).toBe(3);
    expect((await post(pass)).body.result).toMatchObject({ inserted: 1 });
  });
});
