import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type TestApp } from './harness';
import { startSignInTestApp } from './signinTestApp';

describe.each(backends())('third-party, CAS and SSO login on %s', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startSignInTestApp(backend);
  });
  afterAll(() => t.close());

  async function testCode(provider: string, username: string): Promise<string> {
    return (await t.post<string>('/api/test/identity/code', { provider, username })).body.result;
  }

  it('signs a bound third-party identity in as its user, each code once', async () => {
    const token = await t.login('zhangwei');
    const authorized = await t.post<{ url: string }>('/api/sys/user/self/thirdAccounts/authorize', { thirdType: 'test' }, { token });
    const state = new URL(authorized.body.result.url, 'http://site').searchParams.get('state') ?? '';
    const bindCode = await testCode('third:test', 'wx-ext-zhangwei');
    expect((await t.post('/api/sys/user/self/thirdAccounts/bind', { thirdType: 'test', code: bindCode, state }, { token })).body.success).toBe(true);

    const code = await testCode('third:test', 'wx-ext-zhangwei');
    const answer = await t.get<{ token: string; userInfo: { username: string } }>(`/api/sys/thirdLogin/getLoginUser/${code}/test`);
    expect(answer.body).toMatchObject({ success: true, code: 200, result: { userInfo: { username: 'zhangwei' } } });
    expect((await t.get('/api/sys/permission/getUserPermissionByToken', { token: answer.body.result.token })).status).toBe(200);
    const again = await t.get(`/api/sys/thirdLogin/getLoginUser/${code}/test`);
    expect(again.body).toMatchObject({ success: false, message: '第三方登录验证失败，请重新登录' });
  });

  it('refuses an unknown type, a made-up code, and a code for another provider', async () => {
    expect((await t.get('/api/sys/thirdLogin/getLoginUser/abc/wechat')).body).toMatchObject({ success: false, message: '不支持的第三方登录类型' });
    expect((await t.get('/api/sys/thirdLogin/getLoginUser/abc/test')).body).toMatchObject({ success: false, message: '第三方登录验证失败，请重新登录' });
    const casTicket = await testCode('cas', 'lisi');
    expect((await t.get(`/api/sys/thirdLogin/getLoginUser/${casTicket}/test`)).body.success).toBe(false);
  });

  it('validates a CAS ticket and an SSO code', async () => {
    const ticket = await testCode('cas', 'lisi');
    const cas = await t.get('/api/sys/cas/client/validateLogin', { query: { ticket, service: 'http://site/#/user/login' } });
    expect(cas.body).toMatchObject({ success: true, result: { userInfo: { username: 'lisi' } } });
    expect((await t.get('/api/sys/cas/client/validateLogin', { query: { ticket } })).body).toMatchObject({ success: false, message: 'CAS票据验证失败' });
    expect((await t.get('/api/sys/cas/client/validateLogin', { query: { ticket: await testCode('cas', 'nobody_here') } })).body).toMatchObject({
      success: false,
      message: '该用户未开通平台账号，请联系管理员',
    });
    const code = await testCode('sso', 'wangfang');
    expect((await t.get('/api/sys/user/sso/login', { query: { code } })).body).toMatchObject({ success: true, result: { userInfo: { username: 'wangfang' } } });
    expect((await t.get('/api/sys/user/sso/login', { query: { code: 'nope' } })).body).toMatchObject({ success: false, message: '单点登录验证失败' });
  });
});
