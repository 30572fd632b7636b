import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTimestamp } from '../../runtime/server/db/clock';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';
import { runJobOnce } from './runJob';

interface Ingested {
  received: number;
  inserted: number;
  duplicates: number;
  refused: { index: number; reason: string }[];
}

const PASSES = '/api/smartproject/parking/passes';
const GATES = '/api/smartproject/parkingGate';
const VISITS = '/api/smartproject/parking';
const PLATE = '浙B7E2E1';
const CAMERAS = '/api/smartproject/camera';
const CAMERAS_ONLINE = '/api/dashboard/smartproject.home/widget/camerasOnline';

describe.each(backends())('智慧项目部 on %s: camera streams behind sign-in and project, parking gate passes and plates', (backend) => {
  let t: TestApp;
  let uploads: string;
  /** zhengyu (设备管理员, all projects) keeps the gates; wangfang (只读) is in project 3 only. */
  let manager: CallOptions;
  let outsiderToken: string;
  let projectId: string;
  let gateId: string;
  let key: string;
  const minutesAgo = (minutes: number) => currentTimestamp(new Date(Date.now() - minutes * 60_000));
  const post = (body: unknown, deviceKey: string | null = key) =>
    t.request<Ingested>('POST', PASSES, { body, headers: deviceKey === null ? {} : { 'x-device-key': deviceKey } });
  const visitsOf = async (plate: string) =>
    (
      await sql<{
        status: string;
        out_time: string | null;
      }>`select status, out_time from sp_parking_visit where plate_no = ${plate} and project_id = ${projectId}`.execute(t.db)
    ).rows;

  beforeAll(async () => {
    uploads = await mkdtemp(join(tmpdir(), 'smart-site-stream-test-'));
    t = await startTestApp({ backend, uploadDir: uploads });
    projectId = await t.departId(PROJECT_NAMES[0]);
    manager = { token: await t.login('zhengyu'), projectId };
    outsiderToken = await t.login('wangfang');
    const folder = join(uploads, 'stream', projectId, 'gate');
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'index.m3u8'), '#EXTM3U\n#EXT-X-ENDLIST\n');
    await writeFile(join(folder, 'index0.ts'), Buffer.alloc(188, 0x47));
    await writeFile(join(folder, 'notes.txt'), 'not a stream');
    const added = await t.post<{ id: string }>(`${GATES}/add`, { gateName: '测试道闸', gateNo: `PGT-${backend}`, gateWay: 'both', status: '1' }, manager);
    expect(added.body.success, added.body.message).toBe(true);
    gateId = added.body.result.id;
    const issued = await t.post<{ key: string }>(`${GATES}/issueKey?id=${gateId}`, {}, manager);
    expect(issued.body.success, issued.body.message).toBe(true);
    key = issued.body.result.key;
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    await rm(uploads, { recursive: true, force: true });
  });

  it('seeds 30 days of readings for every demo device of every project (monitors, meters, positioning tags, cranes, hoists)', async () => {
    const tables = ['sp_env_monitor', 'sp_meter', 'sp_position_tag', 'sd_tower', 'sd_elevator'];
    const projects = await Promise.all(PROJECT_NAMES.map((name) => t.departId(name)));
    for (const table of tables) {
      const devices = await sql<{ project_id: string; days: string }>`select d.project_id, count(distinct r.time::date) as days
          from ${sql.table(table)} d left join dev_reading r on r.device_id = d.id group by d.id, d.project_id`.execute(t.db);
      for (const project of projects)
        expect(
          devices.rows.filter((row) => row.project_id === project),
          `${table} in ${project}`,
        ).not.toHaveLength(0);
      // A reading on each of the last 30 days and today.
      for (const row of devices.rows) expect(Number(row.days), `${table} in ${row.project_id}`).toBeGreaterThanOrEqual(30);
    }
  });

  it('serves a project’s stream files with their types to its members only', async () => {
    const playlist = `/api/stream/${projectId}/gate/index.m3u8`;
    const member = await t.app.inject({ method: 'GET', url: playlist, headers: { 'x-access-token': manager.token! } });
    expect(member.statusCode).toBe(200);
    expect(member.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(member.body).toContain('#EXTM3U');
    const segment = await t.app.inject({ method: 'GET', url: `/api/stream/${projectId}/gate/index0.ts`, headers: { 'x-access-token': manager.token! } });
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');

    expect((await t.get(playlist)).status).toBe(401);
    expect(await t.get(playlist, { token: outsiderToken })).toMatchObject({ status: 403, body: { success: false, message: '无权查看该项目的视频' } });
    expect(await t.get(`/api/stream/${projectId}/gate/notes.txt`, { token: manager.token })).toMatchObject({
      status: 400,
      body: { message: '不是视频流文件' },
    });
    expect((await t.get(`/api/stream/${projectId}/missing/index.m3u8`, { token: manager.token })).status).toBe(404);
    expect((await t.get(`/api/stream/${projectId}/..%2F..%2Fdemo/index.m3u8`, { token: manager.token })).status).toBe(404);
  });

  it('works out each camera’s 在线状态 from its stream, whatever was sent, and 摄像头在线 counts only the live ones', async () => {
    type Camera = { id: string; cameraName: string; status: string; status_dictText: string };
    const area = (await t.get<{ records: { id: string }[] }>('/api/smartproject/videoArea/list', manager)).body.result.records[0].id;
    // The same recording in this project and in another one.
    const otherProject = await t.departId(PROJECT_NAMES[1]);
    for (const owner of [projectId, otherProject]) {
      const recorded = join(uploads, 'stream', owner, 'recorded');
      await mkdir(recorded, { recursive: true });
      await writeFile(join(recorded, 'index.m3u8'), '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\nrec0.ts\n#EXT-X-ENDLIST\n');
      await writeFile(join(recorded, 'rec0.ts'), Buffer.alloc(188, 0x47));
    }
    const live = join(uploads, 'stream', projectId, 'live');
    await mkdir(live, { recursive: true });
    await writeFile(join(live, 'index.m3u8'), '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\nseg7.ts\n');
    const stale = new Date(Date.now() - 60_000);
    await utimes(join(live, 'index.m3u8'), stale, stale);
    const broken = join(uploads, 'stream', projectId, 'broken');
    await mkdir(broken, { recursive: true });
    await writeFile(join(broken, 'index.m3u8'), '#EXTM3U\n#EXTINF:2.0,\nlost0.ts\n#EXT-X-ENDLIST\n');
    const online = async () => (await t.get<{ rows: { values: number[] }[] }>(CAMERAS_ONLINE, manager)).body.result.rows[0].values[0];
    const camerasNamed = async (prefix: string) =>
      (await t.get<{ records: Camera[] }>(`${CAMERAS}/list`, { ...manager, query: { cameraName: `${prefix}*`, pageSize: '50' } })).body.result.records;
    const before = await online();

    const streams = {
      [`${backend}-点播`]: `/api/stream/${projectId}/recorded/index.m3u8`,
      [`${backend}-无文件`]: `/api/stream/${projectId}/nowhere/index.m3u8`,
      [`${backend}-断流`]: `/api/stream/${projectId}/live/index.m3u8`,
      [`${backend}-缺分片`]: `/api/stream/${projectId}/broken/index.m3u8`,
      [`${backend}-别的项目`]: `/api/stream/${otherProject}/recorded/index.m3u8`,
      [`${backend}-未接入`]: '',
    };
    for (const [cameraName, streamUrl] of Object.entries(streams)) {
      // The browser's 在线 (or 离线) is not taken: the server asks the stream.
      const added = await t.post(`${CAMERAS}/add`, { cameraName, areaId: area, streamUrl, status: cameraName.endsWith('点播') ? '0' : '1' }, manager);
      expect(added.body.success, added.body.message).toBe(true);
    }
    const statuses = async () => Object.fromEntries((await camerasNamed(backend)).map((camera) => [camera.cameraName, camera.status_dictText]));
    expect(await statuses()).toEqual({
      [`${backend}-点播`]: '在线',
      [`${backend}-无文件`]: '离线',
      [`${backend}-断流`]: '离线',
      [`${backend}-缺分片`]: '离线',
      [`${backend}-别的项目`]: '离线',
      [`${backend}-未接入`]: '离线',
    });
    expect(await online()).toBe(before + 1);

    // The live camera's encoder writes its playlist again: it is back on the list and the KPI at once.
    await utimes(join(live, 'index.m3u8'), new Date(), new Date());
    expect(await online()).toBe(before + 2);
    const drilled = await t.get<{ records: Camera[] }>(`${CAMERAS}/list`, { ...manager, query: { status: '1', cameraName: `${backend}*` } });
    expect(drilled.body.result.records.map((camera) => camera.cameraName).sort()).toEqual([`${backend}-断流`, `${backend}-点播`].sort());
    expect((await statuses())[`${backend}-断流`]).toBe('在线');
    const everyOnline = await t.get<{ total: number }>(`${CAMERAS}/list`, { ...manager, query: { status: '1', pageSize: '1' } });
    expect(everyOnline.body.result.total).toBe(await online());
  });

  it('has the 视频流状态检查 job mark a camera whose stream stops 离线 and tell the project’s 设备管理员 once, and again when it is back', async () => {
    const admin = { token: await t.login('admin') };
    const area = (await t.get<{ records: { id: string }[] }>('/api/smartproject/videoArea/list', manager)).body.result.records[0].id;
    const folder = join(uploads, 'stream', projectId, 'watched');
    await mkdir(folder, { recursive: true });
    const playlist = join(folder, 'index.m3u8');
    await writeFile(playlist, '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\nseg1.ts\n');
    const cameraName = `${backend}-巡检`;
    const added = await t.post<{ id: string }>(
      `${CAMERAS}/add`,
      { cameraName, areaId: area, streamUrl: `/api/stream/${projectId}/watched/index.m3u8` },
      manager,
    );
    expect(added.body.success, added.body.message).toBe(true);
    // Read straight from the table: a list would refresh the status itself.
    const stored = async () => (await sql<{ status: string }>`select status from sp_camera where id = ${added.body.result.id}`.execute(t.db)).rows[0].status;
    const bell = async (headline: string) => {
      const page = await t.get<{ sysMsgList: { titile: string }[] }>('/api/sys/annountCement/listByUser', { token: manager.token });
      return page.body.result.sysMsgList.filter((notice) => notice.titile === `【视频监控】${headline}：${cameraName}`).length;
    };
    const check = () => runJobOnce(t, admin, 'smartsite.job.StreamStatusJob');
    expect(await stored()).toBe('1');

    // The encoder stops: nobody opens a page, the job notices.
    const stale = new Date(Date.now() - 60_000);
    await utimes(playlist, stale, stale);
    const run = await check();
    expect(run.message).toMatch(/^检查\d+条视频流，状态变化[1-9]\d*条，已通知[1-9]\d*人次$/);
    expect(await stored()).toBe('0');
    expect(await bell('离线')).toBe(1);
    // Still down at the next run: no second notice.
    await check();
    expect(await stored()).toBe('0');
    expect(await bell('离线')).toBe(1);

    await utimes(playlist, new Date(), new Date());
    await check();
    expect(await stored()).toBe('1');
    expect(await bell('恢复在线')).toBe(1);
    expect(await bell('离线')).toBe(1);
  });

  it('refuses a gate without a key or with an unknown one (401) and a body that is not a batch (400)', async () => {
    expect(await post({ passes: [] }, null)).toMatchObject({ status: 401, body: { message: '缺少设备密钥：请在请求头 X-Device-Key 中给出设备的密钥' } });
    expect(await post({ passes: [{ plateNo: PLATE, time: minutesAgo(5), direction: 'in' }] }, 'gk_unknown')).toMatchObject({ status: 401 });
    expect(await post({ plates: [] })).toMatchObject({ status: 400, body: { message: '请求体须为 { "passes": [通行记录…] }' } });
    expect(await visitsOf(PLATE)).toEqual([]);
  });

  it('refuses a bad plate with the form’s Chinese message, on the gate API and in the form, storing nothing', async () => {
    const answer = await post({ passes: [{ plateNo: '浙I1234', time: minutesAgo(6), direction: 'in' }] });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ received: 1, inserted: 0, duplicates: 0 });
    expect(answer.body.result.refused[0].reason).toBe('车牌号 浙I1234：车牌号格式不正确，应为省份简称+字母+5位字母或数字，如 浙B12345（新能源 浙BD12345）');
    const typed = await t.post(`${VISITS}/add`, { plateNo: 'AB12345', vehicleType: 'truck', inTime: minutesAgo(6) }, manager);
    expect(typed.body.success).toBe(false);
    expect(typed.body.message).toContain('车牌号格式不正确');
    expect(await visitsOf('浙I1234')).toEqual([]);
    expect(await visitsOf('AB12345')).toEqual([]);
  });

  it('opens a visit on entry and closes it on exit; a resent pass is a no-op and a second entry while on site is refused', async () => {
    const entry = { plateNo: '浙b7e2e1', time: minutesAgo(30), direction: 'in', vehicleType: 'mixer' };
    expect((await post({ passes: [entry] })).body.result).toMatchObject({ received: 1, inserted: 1, duplicates: 0, refused: [] });
    expect((await post({ passes: [entry] })).body.result).toMatchObject({ received: 1, inserted: 0, duplicates: 1, refused: [] });
    expect(await visitsOf(PLATE)).toEqual([{ status: '1', out_time: null }]);
    const again = await post({ passes: [{ ...entry, time: minutesAgo(20) }] });
    expect(again.body.result.refused[0].reason).toMatch(/^车辆 浙B7E2E1 已在场（入场时间 .+），不能重复入场$/);

    const exit = { plateNo: PLATE, time: minutesAgo(10), direction: 'out' };
    expect((await post({ passes: [exit] })).body.result).toMatchObject({ inserted: 1, duplicates: 0, refused: [] });
    expect((await post({ passes: [exit] })).body.result).toMatchObject({ inserted: 0, duplicates: 1, refused: [] });
    expect(await visitsOf(PLATE)).toEqual([{ status: '2', out_time: expect.anything() }]);
    const lost = await post({ passes: [{ plateNo: '苏G12345', time: minutesAgo(9), direction: 'out' }] });
    expect(lost.body.result.refused[0].reason).toMatch(/^车辆 苏G12345 没有 .+ 之前的在场记录，不能离场$/);
    const gate = await sql<{ last_upload_time: unknown }>`select last_upload_time from sp_parking_gate where id = ${gateId}`.execute(t.db);
    expect(gate.rows[0].last_upload_time).not.toBeNull();
  });

  it('lists the vehicles on site now under the flow’s 在场 state, the demo’s among them', async () => {
    const onSite = await t.get<{ records: { plateNo: string; status: string }[]; total: number }>(`${VISITS}/list`, {
      ...manager,
      query: { status: '1', pageSize: '50' },
    });
    expect(onSite.body.success, onSite.body.message).toBe(true);
    expect(onSite.body.result.total).toBeGreaterThanOrEqual(4);
    expect(onSite.body.result.records.every((record) => record.status === '1')).toBe(true);
  });
});
