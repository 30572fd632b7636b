import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../fixtures/testAccounts';
import { backends, startTestApp, type TestApp } from './harness';

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
    t = await startTestApp({ backend });
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  it('records a successful sign-in as a login log with the user and without the password', async () => {
    await t.login('lisi');
    await settle();
    const [entry] = await logs({ logType: '1', username: 'lisi' });
    expect(entry).toMatchObject({ logType: '1', logType_dictText: '登录日志', logContent: '用户名: lisi,登录成功！', method: 'POST', requestUrl: '/api/sys/login' });
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
