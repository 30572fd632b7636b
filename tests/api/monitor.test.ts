import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppReport, CacheReport, DiskReport, HttpTraceReport, RuntimeReport, ServerReport } from '../../runtime/core/monitor/monitor.types';
import { authDb } from '../../runtime/server/auth/authDb';
import { permissionId } from '../../runtime/server/auth/permissionId';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

const STAFF_PASSWORD = 'Staff#Pass2026';
const ENDPOINTS = ['disk', 'httptrace', 'runtime', 'cache', 'server', 'app'] as const;

describe.each(backends())('system monitoring (系统监控) on %s', (backend) => {
  let t: TestApp;
  let admin: CallOptions;
  let staff: CallOptions;

  beforeAll(async () => {
    t = await startTestApp({ backend, seed: 'minimal' });
    admin = { token: await t.login('admin') };
    const added = await t.post('/api/sys/user/add', { username: 'monitoruser', realname: '普通员工', password: STAFF_PASSWORD, status: '1' }, admin);
    expect(added.body).toMatchObject({ success: true });
    staff = { token: await t.login('monitoruser', STAFF_PASSWORD) };
  });
  afterAll(() => t.close());

  it('seeds one menu with a list permission per monitoring page under 系统监控', async () => {
    const rows = await authDb(t.db)
      .selectFrom('sys_permission')
      .select(['name', 'url', 'perms', 'menu_type'])
      .where('perms', 'like', 'system:monitor:%')
      .orderBy('sort_no')
      .execute();
    expect(rows.map((row) => row.perms).sort()).toEqual(ENDPOINTS.map((name) => `system:monitor:${name === 'httptrace' ? 'httpTrace' : name}:list`).sort());
    const menus = await authDb(t.db).selectFrom('sys_permission').select('url').where('url', 'like', '/monitor/%').execute();
    expect(menus.map((menu) => menu.url).sort()).toEqual([
      '/monitor/app',
      '/monitor/cache',
      '/monitor/disk',
      '/monitor/httpTrace',
      '/monitor/runtime',
      '/monitor/server',
    ]);
  });

  it('refuses every monitoring endpoint to anonymous callers and to staff without the permission', async () => {
    for (const name of ENDPOINTS) {
      expect((await t.get(`/api/sys/actuator/${name}`)).status, name).toBe(401);
      const refused = await t.get(`/api/sys/actuator/${name}`, staff);
      expect(refused.status, name).toBe(403);
      expect(refused.body).toMatchObject({ success: false, message: '没有权限，请联系管理员授权' });
    }
  });

  it('grants a page to a role holding exactly its permission', async () => {
    const role = await t.post<{ id: string }>('/api/sys/role/add', { roleName: '运维', roleCode: 'ops_monitor', roleType: '1' }, admin);
    const granted = await t.post(
      '/api/sys/permission/saveRolePermission',
      { roleId: role.body.result.id, permissionIds: permissionId('button', 'system:monitor:disk:list'), lastpermissionIds: '' },
      admin,
    );
    expect(granted.body).toMatchObject({ success: true });
    const added = await t.post(
      '/api/sys/user/add',
      { username: 'opsuser', realname: '运维员', password: STAFF_PASSWORD, status: '1', roleIds: role.body.result.id },
      admin,
    );
    expect(added.body).toMatchObject({ success: true });
    const ops = { token: await t.login('opsuser', STAFF_PASSWORD) };
    expect((await t.get('/api/sys/actuator/disk', ops)).body).toMatchObject({ success: true });
    expect((await t.get('/api/sys/actuator/runtime', ops)).status).toBe(403);
  });

  it('reports the disks of the upload folder with consistent figures', async () => {
    const { body } = await t.get<DiskReport>('/api/sys/actuator/disk', admin);
    expect(body.success).toBe(true);
    expect(body.result.disks.map((disk) => disk.name)).toContain('上传目录');
    for (const disk of body.result.disks) {
      expect(disk.total).toBeGreaterThan(0);
      expect(disk.used + disk.free).toBeLessThanOrEqual(disk.total);
      expect(disk.usedPercent).toBeGreaterThanOrEqual(0);
      expect(disk.usedPercent).toBeLessThanOrEqual(100);
    }
    expect(body.result.total).toBeGreaterThan(0);
  });

  it('traces API requests newest first with status and time, hiding secret query values', async () => {
    await t.get('/api/sys/user/list', { ...admin, query: { pageNo: '1', token: 'leak-me' } });
    await t.get('/api/no/such/route', admin);
    const { body } = await t.get<HttpTraceReport>('/api/sys/actuator/httptrace', admin);
    const [notFound, list] = body.result.entries;
    expect(notFound).toMatchObject({ method: 'GET', path: '/api/no/such/route', status: 404 });
    // `token` is no field of the user list, so the list refuses it (400); the trace still hides its value.
    expect(list).toMatchObject({ method: 'GET', path: '/api/sys/user/list?pageNo=1&token=***', status: 400 });
    expect(list.timeMs).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(body.result)).not.toContain('leak-me');
    expect(body.result.capacity).toBe(100);
    expect(body.result.total).toBeGreaterThanOrEqual(body.result.entries.length);
  });

  it('reports the Node runtime: memory, event-loop delay, a history and GC counts', async () => {
    const { body } = await t.get<RuntimeReport>('/api/sys/actuator/runtime', admin);
    const { current, history } = body.result;
    expect(current.heapUsed).toBeGreaterThan(0);
    expect(current.heapTotal).toBeGreaterThanOrEqual(current.heapUsed);
    expect(current.rss).toBeGreaterThan(0);
    expect(current.loopDelayMean).toBeGreaterThanOrEqual(0);
    expect(history.length).toBeGreaterThanOrEqual(1);
    expect(body.result.nodeVersion).toBe(process.version);
    for (const gc of body.result.gc) expect(['minor', 'major', 'incremental', 'weakcb', 'other']).toContain(gc.kind);
  });

  it('counts dictionary cache hits and misses', async () => {
    const before = (await t.get<CacheReport>('/api/sys/actuator/cache', admin)).body.result;
    await t.get('/api/sys/dict/getDictItems/sex', admin);
    await t.get('/api/sys/dict/getDictItems/sex', admin);
    const after = (await t.get<CacheReport>('/api/sys/actuator/cache', admin)).body.result;
    expect(after.hits + after.misses).toBe(before.hits + before.misses + 2);
    expect(after.hits).toBeGreaterThan(before.hits);
    expect(after.dictionaries).toBeGreaterThan(0);
    expect(after.items).toBeGreaterThanOrEqual(after.dictionaries);
    expect(after.hitRatio).toBeGreaterThan(0);
  });

  it('reports the server machine and the application with its database and sessions', async () => {
    const server = (await t.get<ServerReport>('/api/sys/actuator/server', admin)).body.result;
    expect(server.cpuCount).toBeGreaterThan(0);
    expect(server.totalMemory).toBeGreaterThan(server.freeMemory);
    expect(server.loadAverage).toHaveLength(3);
    const app = (await t.get<AppReport>('/api/sys/actuator/app', admin)).body.result;
    expect(app).toMatchObject({ name: '智慧工地综合管理平台', version: expect.stringMatching(/^\d+\.\d+\.\d+/), database: { kind: backend } });
    expect(app.database.pool.max).toBeGreaterThanOrEqual(1);
    expect(app.onlineSessions).toBeGreaterThanOrEqual(2);
  });
});
