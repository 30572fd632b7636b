import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authDb } from '../../runtime/server/auth/authDb';
import { TEST_ADMIN_PASSWORD } from '../fixtures/testAccounts';
import { backends, type TestApp } from './harness';
import { startSignInTestApp } from './signinTestApp';

interface LogRecord {
  logType: string;
  logType_dictText: string;
  logContent: string;
  username: string | null;
  userid: string | null;
  method: string;
  requestUrl: string;
  requestParam: string;
  costTime: number;
  operateTime: string;
}

describe.each(backends())('request log on %s', (backend) => {
  let t: TestApp;
  let admin: string;

  const logs = async (query: Record<string, string> = {}) =>
    (await t.get<{ records: LogRecord[] }>('/api/sys/log/list', { token: admin, query: { pageSize: '100', ...query } })).body.result.records;
  // The log row is written after the answer has gone out.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  beforeAll(async () => {
    t = await startSignInTestApp(backend);
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  it('records a successful sign-in as a login log with the user and without the password', async () => {
    await t.login('lisi');
    await settle();
    const [entry] = await logs({ logType: '1', username: 'lisi' });
    expect(entry).toMatchObject({
      logType: '1',
      logType_dictText: '登录日志',
      logContent: '用户名: lisi,登录成功！',
      method: 'POST',
      requestUrl: '/api/sys/login',
    });
    expect(entry.userid).toMatch(/^[0-9a-f]{32}$/);
    expect(entry.requestParam).toContain('lisi');
    expect(entry.requestParam).not.toContain(TEST_ADMIN_PASSWORD);
    expect(entry.requestParam).not.toMatch(/password/i);
  });

  it('records a failed sign-in with the reason, never the password typed', async () => {
    await t.post('/api/sys/login', { username: 'wangfang', password: 'Wrong#Guess1' });
    await settle();
    const [entry] = await logs({ logType: '1', username: 'wangfang' });
    expect(entry.logContent).toBe('用户名: wangfang,登录失败：用户名或密码错误');
    expect(entry.requestParam).not.toContain('Wrong#Guess1');
  });

  it('records a sign-out under the user whose token it was', async () => {
    const token = await t.login('zhangwei');
    await t.post('/api/sys/logout', {}, { token });
    await settle();
    const entries = await logs({ logType: '1', username: 'zhangwei' });
    expect(entries.map((entry) => entry.logContent)).toContain('用户名: zhangwei,退出成功！');
  });

  it('records every write as an operation log with its answer, and strips secrets from nested parameters', async () => {
    await t.post('/api/sys/user/add', { username: 'logged_one', realname: '日志', password: TEST_ADMIN_PASSWORD }, { token: admin });
    await settle();
    const [entry] = await logs({ logType: '2', logContent: '/api/sys/user/add：添加' });
    expect(entry).toMatchObject({ username: 'admin', method: 'POST', requestUrl: '/api/sys/user/add', logContent: 'POST /api/sys/user/add：添加成功！' });
    expect(entry.costTime).toBeGreaterThanOrEqual(0);
    expect(entry.requestParam).toContain('logged_one');
    expect(entry.requestParam).not.toContain(TEST_ADMIN_PASSWORD);

    await t.post('/api/sys/user/add', { username: 'logged_two', extra: { accessToken: 'tok-123', note: '备注' } }, { token: admin });
    await settle();
    const [refused] = await logs({ logType: '2', logContent: '不允许的字段' });
    expect(refused.logContent).toBe('POST /api/sys/user/add：不允许的字段：extra');
    expect(refused.requestParam).toContain('备注');
    expect(refused.requestParam).not.toContain('tok-123');
  });

  it('records refused writes too, and does not record reads', async () => {
    await t.post('/api/sys/role/add', { roleName: '', roleCode: '' }, { token: admin });
    await t.get('/api/sys/role/list', { token: admin });
    await settle();
    const entries = await logs({ logContent: '/api/sys/role/' });
    expect(entries.map((entry) => entry.requestUrl)).toEqual(['/api/sys/role/add']);
  });

  it('records a delete with its answer', async () => {
    const added = await t.post<unknown>('/api/sys/role/add', { roleName: '待删角色', roleCode: 'log_delete_me' }, { token: admin });
    expect(added.body.success, added.body.message).toBe(true);
    const [role] = await authDb(t.db).selectFrom('sys_role').select('id').where('role_code', '=', 'log_delete_me').execute();
    const deleted = await t.request('DELETE', '/api/sys/role/delete', { token: admin, query: { id: role.id } });
    expect(deleted.body.success, deleted.body.message).toBe(true);
    await settle();
    const [entry] = await logs({ logType: '2', logContent: 'DELETE /api/sys/role/delete' });
    expect(entry).toMatchObject({
      username: 'admin',
      method: 'DELETE',
      requestUrl: '/api/sys/role/delete',
      logContent: `DELETE /api/sys/role/delete：${deleted.body.message}`,
    });
    expect(entry.requestParam).toContain(role.id);
  });

  it('records a state change made by GET, as 停止 of a job allows', async () => {
    const job = await t.post<{ id: string }>(
      '/api/sys/quartzJob/add',
      { jobClassName: 'smartsite.job.LogCleanupJob', cronExpression: '0 0 3 * * ?', parameter: '30', status: '-1' },
      { token: admin },
    );
    expect(job.body.success, job.body.message).toBe(true);
    const paused = await t.get('/api/sys/quartzJob/pause', { token: admin, query: { id: job.body.result.id } });
    expect(paused.body.success, paused.body.message).toBe(true);
    await settle();
    const [entry] = await logs({ logType: '2', logContent: '/api/sys/quartzJob/pause' });
    expect(entry).toMatchObject({ method: 'GET', username: 'admin', logContent: `GET /api/sys/quartzJob/pause：${paused.body.message}` });
  });

  it('records what anonymous callers changed through public routes, and not what they were refused', async () => {
    expect((await t.post('/api/sys/sms', { mobile: '13900009999', smsmode: '1' })).body.success).toBe(true);
    expect((await t.post('/api/sys/sms', { mobile: 'not-a-phone', smsmode: '1' })).body.success).toBe(false);
    await settle();
    const entries = await logs({ logContent: 'POST /api/sys/sms' });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ username: '13900009999', userid: null });
  });

  it('records third-party sign-ins and the material sign-out, without the one-time token in the address', async () => {
    const codeFor = async (thirdUserId: string) =>
      (await t.post<string>('/api/test/identity/code', { provider: 'third:test', thirdUserId, name: '张伟(企)' })).body.result;
    // The identity is bound to 张伟 first (绑定已有账号), then signs in through the binding.
    const unbound = await t.get<{ bindTicket: string }>(`/api/sys/thirdLogin/getLoginUser/${await codeFor('ext-zhangwei-log')}/test`);
    expect(unbound.status).toBe(409);
    const bound = await t.post('/api/sys/thirdLogin/bindAccount', {
      thirdType: 'test',
      bindTicket: unbound.body.result.bindTicket,
      username: 'zhangwei',
      password: TEST_ADMIN_PASSWORD,
    });
    expect(bound.body.success, JSON.stringify(bound.body)).toBe(true);
    const code = await codeFor('ext-zhangwei-log');
    expect((await t.get(`/api/sys/thirdLogin/getLoginUser/${code}/test`)).body.success).toBe(true);
    const material = await t.post<{ token: string }>('/api/material/login', { username: 'zhangwei', password: TEST_ADMIN_PASSWORD });
    expect(material.body.success, JSON.stringify(material.body)).toBe(true);
    await t.post('/api/worker/logout', {}, { token: material.body.result.token });
    await settle();
    const entries = await logs({ logType: '1', username: 'zhangwei' });
    const thirdParty = entries.find((entry) => entry.requestUrl.startsWith('/api/sys/thirdLogin/'));
    expect(thirdParty).toMatchObject({ logContent: '用户名: zhangwei,登录成功！', requestUrl: '/api/sys/thirdLogin/getLoginUser/:token/test' });
    expect(JSON.stringify(entries)).not.toContain(code);
    expect(entries.find((entry) => entry.requestUrl === '/api/worker/logout')).toMatchObject({ logContent: '用户名: zhangwei,退出成功！' });
  });

  it('records a request whose body is huge but shallow, with its parameters cut short', async () => {
    const filler = Array.from({ length: 5_000 }, (_, index) => ({ index, text: '填充'.repeat(10) }));
    await t.post('/api/sys/login', { username: 'lisi', password: TEST_ADMIN_PASSWORD, filler, note: '说明'.repeat(2_000) });
    await settle();
    const [entry] = await logs({ logType: '1', username: 'lisi' });
    expect(entry.logContent).toBe('用户名: lisi,登录成功！');
    expect(entry.requestParam.length).toBeLessThanOrEqual(4000);
    expect(entry.requestParam).toMatch(/^\{"username":"lisi","filler":\[\{"index":0,/);
  });

  it('finds logs by time range and type, newest first', async () => {
    const all = await logs({ logType: '1' });
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(all.every((entry) => entry.logType === '1')).toBe(true);
    const times = all.map((entry) => entry.operateTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(await logs({ operateTime_begin: '2000-01-01 00:00:00', operateTime_end: '2000-01-02 00:00:00' })).toEqual([]);
    expect((await logs({ operateTime_begin: '2000-01-01 00:00:00', operateTime_end: '2999-01-01 00:00:00' })).length).toBeGreaterThan(0);
  });
});
