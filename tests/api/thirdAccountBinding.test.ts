import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authDb } from '../../runtime/server/auth/authDb';
import { TEST_ADMIN_PASSWORD } from '../fixtures/testAccounts';
import { backends, type TestApp } from './harness';
import { startSignInTestApp } from './signinTestApp';

interface ProviderRow {
  thirdType: string;
  title: string;
  binding: { id: string; thirdName: string; bindTime: string } | null;
}

interface Unbound {
  bindTicket: string;
  thirdType: string;
  title: string;
  thirdName: string;
}

describe.each(backends())('third-party account bindings on %s', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startSignInTestApp(backend);
  });
  afterAll(() => t.close());

  const testCode = async (thirdUserId: string, name = thirdUserId) =>
    (await t.post<string>('/api/test/identity/code', { provider: 'third:test', thirdUserId, name })).body.result;
  const bindingCount = async () => (await authDb(t.db).selectFrom('sys_third_account').select('id').execute()).length;
  const rowsOf = async (token: string) => (await t.get<ProviderRow[]>('/api/sys/user/self/thirdAccounts', { token })).body.result;

  /** Binds `thirdUserId` to the caller as 账号绑定 does: authorize (state), the provider's code, bind. */
  async function bind(token: string, thirdUserId: string, name = thirdUserId) {
    const authorized = await t.post<{ url: string }>('/api/sys/user/self/thirdAccounts/authorize', { thirdType: 'test' }, { token });
    const url = new URL(authorized.body.result.url, 'http://site');
    expect(url.pathname).toBe('/api/test/identity/authorize');
    const state = url.searchParams.get('state') ?? '';
    return t.post('/api/sys/user/self/thirdAccounts/bind', { thirdType: 'test', code: await testCode(thirdUserId, name), state }, { token });
  }

  async function unboundTicket(thirdUserId: string): Promise<Unbound> {
    const answer = await t.get<Unbound>(`/api/sys/thirdLogin/getLoginUser/${await testCode(thirdUserId, '外部 王')}/test`);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ success: false, message: '该测试身份源账号尚未绑定平台账号', result: { thirdType: 'test', thirdName: '外部 王' } });
    return answer.body.result;
  }

  it('lists the configured providers, binds the caller and signs in through the binding', async () => {
    const token = await t.login('lisi');
    expect(await rowsOf(token)).toEqual([{ thirdType: 'test', title: '测试身份源', binding: null }]);
    expect((await bind(token, 'ext-lisi', '李思(企)')).body).toMatchObject({ success: true, message: '绑定成功' });
    const [row] = await rowsOf(token);
    expect(row.binding).toMatchObject({ thirdName: '李思(企)' });
    expect(row.binding?.bindTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const answer = await t.get(`/api/sys/thirdLogin/getLoginUser/${await testCode('ext-lisi')}/test`);
    expect(answer.body).toMatchObject({ success: true, result: { userInfo: { username: 'lisi' } } });
  });

  it('refuses a binding without the state the caller started, or an identity bound to someone else', async () => {
    const wangfang = await t.login('wangfang');
    const zhaoqiang = await t.login('zhaoqiang');
    const before = await bindingCount();
    const forged = await t.post(
      '/api/sys/user/self/thirdAccounts/bind',
      { thirdType: 'test', code: await testCode('ext-forged'), state: 'bind-made-up' },
      { token: wangfang },
    );
    expect(forged).toMatchObject({ status: 400, body: { success: false, message: '绑定请求已失效，请重新点击绑定' } });
    // A state started by another user does not bind the caller either.
    const others = await t.post<{ url: string }>('/api/sys/user/self/thirdAccounts/authorize', { thirdType: 'test' }, { token: zhaoqiang });
    const otherState = new URL(others.body.result.url, 'http://site').searchParams.get('state');
    const stolen = await t.post(
      '/api/sys/user/self/thirdAccounts/bind',
      { thirdType: 'test', code: await testCode('ext-forged'), state: otherState },
      { token: wangfang },
    );
    expect(stolen.status).toBe(400);

    expect((await bind(wangfang, 'ext-shared')).body.success).toBe(true);
    const taken = await bind(zhaoqiang, 'ext-shared');
    expect(taken).toMatchObject({ status: 409, body: { success: false, message: '该第三方账号已绑定其他平台账号' } });
    const second = await bind(wangfang, 'ext-wangfang-2');
    expect(second).toMatchObject({ status: 409, body: { message: '您已绑定该类型的第三方账号，请先解绑' } });
    expect(await bindingCount()).toBe(before + 1);
  });

  it('answers an unbound identity 409 with a ticket; 绑定已有账号 checks the password before storing anything', async () => {
    const unbound = await unboundTicket('ext-xuhai');
    const before = await bindingCount();
    const wrong = await t.post('/api/sys/thirdLogin/bindAccount', {
      thirdType: 'test',
      bindTicket: unbound.bindTicket,
      username: 'xuhai',
      password: 'Wrong@1234',
    });
    expect(wrong.body).toMatchObject({ success: false, message: '用户名或密码错误', result: { captchaRequired: true } });
    expect(await bindingCount()).toBe(before);
  });

  it('绑定已有账号 with the right password binds and signs in; the ticket works once', async () => {
    const unbound = await unboundTicket('ext-wujun');
    const body = { thirdType: 'test', bindTicket: unbound.bindTicket, username: 'wujun', password: TEST_ADMIN_PASSWORD };
    const answer = await t.post('/api/sys/thirdLogin/bindAccount', body);
    expect(answer.body).toMatchObject({ success: true, result: { userInfo: { username: 'wujun' } } });
    expect((await t.post('/api/sys/thirdLogin/bindAccount', body)).body).toMatchObject({ success: false, message: '绑定已超时，请重新从第三方登录' });
    const next = await t.get(`/api/sys/thirdLogin/getLoginUser/${await testCode('ext-wujun')}/test`);
    expect(next.body).toMatchObject({ success: true, result: { userInfo: { username: 'wujun' } } });
  });

  it('unbinds only the caller’s own binding', async () => {
    const owner = await t.login('zhoujie');
    const other = await t.login('lisi');
    expect((await bind(owner, 'ext-zhoujie-own')).body.success).toBe(true);
    const id = (await rowsOf(owner))[0].binding?.id;
    const refused = await t.post('/api/sys/user/self/thirdAccounts/unbind', { id }, { token: other });
    expect(refused).toMatchObject({ status: 404, body: { success: false, message: '绑定不存在或已解除' } });
    expect((await rowsOf(owner))[0].binding).not.toBeNull();
    expect((await t.post('/api/sys/user/self/thirdAccounts/unbind', { id }, { token: owner })).body).toMatchObject({ success: true, message: '已解除绑定' });
    expect((await rowsOf(owner))[0].binding).toBeNull();
    expect((await t.get(`/api/sys/thirdLogin/getLoginUser/${await testCode('ext-zhoujie-own')}/test`)).status).toBe(409);
  });

  it('sends the provider redirect back to 账号绑定 for a binding and to the login page otherwise', async () => {
    const login = await t.app.inject({ method: 'GET', url: '/api/sys/thirdLogin/callback/test?code=c2&state=x' });
    expect(login.headers.location).toBe('/#/user/login?from=third&thirdType=test&code=c2');
    const binding = await t.app.inject({ method: 'GET', url: '/api/sys/thirdLogin/callback/test?code=c1&state=bind-s1' });
    expect(binding.headers.location).toBe('/#/account/settings?tab=binding&thirdType=test&code=c1&state=bind-s1');
  });

  it('offers the configured providers to the login page and starts a sign-in at the provider', async () => {
    const listed = await t.get<{ thirdType: string; title: string }[]>('/api/sys/thirdLogin/providers');
    expect(listed.body.result).toEqual([{ thirdType: 'test', title: '测试身份源' }]);
    const started = await t.app.inject({ method: 'GET', url: '/api/sys/thirdLogin/render/test', headers: { host: 'site.example' } });
    expect(started.statusCode).toBe(302);
    const target = new URL(String(started.headers.location), 'http://site.example');
    expect(target.pathname).toBe('/api/test/identity/authorize');
    expect(Object.fromEntries(target.searchParams)).toEqual({ redirect_uri: 'http://site.example/api/sys/thirdLogin/callback/test', state: 'login' });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/sys/thirdLogin/render/weibo' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, message: '不支持的第三方登录类型' });
  });

  it('lets an administrator of 用户管理 see and remove a user’s bindings, and nobody else', async () => {
    const token = await t.login('sunli');
    expect((await bind(token, 'ext-sunli', '孙丽(企)')).body.success).toBe(true);
    const user = await authDb(t.db).selectFrom('sys_user').select('id').where('username', '=', 'sunli').executeTakeFirstOrThrow();
    const admin = await t.login('admin', TEST_ADMIN_PASSWORD);
    const listed = await t.get<{ id: string; thirdType: string; thirdName: string }[]>('/api/sys/user/thirdAccounts', {
      token: admin,
      query: { userId: user.id },
    });
    expect(listed.body.result).toEqual([expect.objectContaining({ thirdType: 'test', thirdName: '孙丽(企)' })]);
    const [{ id }] = listed.body.result;

    expect((await t.get('/api/sys/user/thirdAccounts', { token, query: { userId: user.id } })).status).toBe(403);
    expect((await t.post('/api/sys/user/thirdAccounts/unbind', { id }, { token })).status).toBe(403);
    expect((await t.get('/api/sys/user/thirdAccounts', { token: admin, query: { userId: 'no-such-user' } })).status).toBe(404);
    expect(await bindingCount()).toBeGreaterThan(0);

    const removed = await t.post('/api/sys/user/thirdAccounts/unbind', { id }, { token: admin });
    expect(removed.body).toMatchObject({ success: true, message: '已解除绑定' });
    expect((await rowsOf(token))[0].binding).toBeNull();
    const again = await t.post('/api/sys/user/thirdAccounts/unbind', { id }, { token: admin });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('绑定不存在或已解除');
  });
});
