import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authDb } from '../../runtime/server/auth/authDb';
import { TEST_ADMIN_PASSWORD } from '../fixtures/testAccounts';
import { backends, startTestApp, type TestApp } from './harness';

interface LoginAnswer {
  token: string;
  userInfo: Record<string, unknown>;
  departs: { id: string; orgCode: string; departName: string }[];
  multi_depart: number;
  sysAllDictItems: Record<string, { value: string; text: string }[]>;
}

describe.each(backends())('sign-in on %s', (backend) => {
  let t: TestApp;
  let adminToken: string;

  /** A fresh account (so failures never lock an account another test uses). */
  async function newAccount(username: string, password = 'Fresh#Pass01'): Promise<void> {
    const { body } = await t.post('/api/sys/user/add', { username, realname: '测试用户', password, status: '1' }, { token: adminToken });
    expect(body.message).toBe('添加成功！');
  }

  const login = (username: string, password: string, extra: Record<string, string> = {}) =>
    t.post<{ captchaRequired?: boolean } & Partial<LoginAnswer>>('/api/sys/login', { username, password, ...extra });

  async function captchaFor(checkKey: string): Promise<string> {
    const image = await t.get<string>(`/api/sys/randomImage/${checkKey}`);
    expect(image.body.result).toMatch(/^data:image\/svg\+xml;base64,/);
    const row = await authDb(t.db).selectFrom('sys_captcha').select('code').where('check_key', '=', checkKey).executeTakeFirstOrThrow();
    return row.code;
  }

  beforeAll(async () => {
    t = await startTestApp({ backend });
    adminToken = await t.login('admin');
  });
  afterAll(() => t.close());

  it('signs in with the right password and answers token, user, departments and dictionaries with code 200', async () => {
    const { status, body } = await login('zhangwei', TEST_ADMIN_PASSWORD);
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.success).toBe(true);
    const result = body.result as LoginAnswer;
    expect(result.token).toMatch(/^[0-9a-f]{64}$/);
    expect(result.userInfo).toMatchObject({ username: 'zhangwei', realname: '张伟' });
    expect(result.userInfo).not.toHaveProperty('password');
    expect(JSON.stringify(result)).not.toContain('scrypt');
    expect(result.departs.map((depart) => depart.departName)).toEqual(['宁波石化二期项目', '连云港炼化一体化项目']);
    expect(result.multi_depart).toBe(2);
    expect(result.sysAllDictItems.sex).toEqual([
      { value: '1', text: '男' },
      { value: '2', text: '女' },
    ]);
  });

  it('stores only a salted scrypt hash of each password', async () => {
    const rows = await authDb(t.db).selectFrom('sys_user_credential').select('password_hash').execute();
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) {
      expect(row.password_hash).toMatch(/^scrypt\$/);
      expect(row.password_hash).not.toContain(TEST_ADMIN_PASSWORD);
    }
    expect(new Set(rows.map((row) => row.password_hash)).size).toBe(rows.length);
  });

  it('refuses a wrong password with 用户名或密码错误 and asks for the captcha from then on', async () => {
    await newAccount('wrongpw');
    const wrong = await login('wrongpw', 'Nope#Pass99');
    expect(wrong.body).toMatchObject({ success: false, code: 500, message: '用户名或密码错误', result: { captchaRequired: true } });

    const withoutCaptcha = await login('wrongpw', 'Fresh#Pass01');
    expect(withoutCaptcha.body).toMatchObject({ success: false, message: '请输入验证码', result: { captchaRequired: true } });

    await captchaFor('key-wrongpw');
    const wrongCaptcha = await login('wrongpw', 'Fresh#Pass01', { captcha: 'zzzz', checkKey: 'key-wrongpw' });
    expect(wrongCaptcha.body).toMatchObject({ success: false, message: '验证码错误' });

    const code = await captchaFor('key-wrongpw');
    const ok = await login('wrongpw', 'Fresh#Pass01', { captcha: code.toUpperCase(), checkKey: 'key-wrongpw' });
    expect(ok.body).toMatchObject({ success: true, code: 200 });

    const reused = await login('wrongpw', 'Nope#Pass99');
    expect(reused.body.message).toBe('用户名或密码错误');
    const replay = await login('wrongpw', 'Fresh#Pass01', { captcha: code, checkKey: 'key-wrongpw' });
    expect(replay.body.message).toBe('验证码错误');
  });

  it('treats an unknown username exactly like a wrong password', async () => {
    const first = await login('nobody_here', 'Some#Pass01');
    expect(first.body).toMatchObject({ success: false, message: '用户名或密码错误', result: { captchaRequired: true } });
    const second = await login('nobody_here', 'Some#Pass01');
    expect(second.body.message).toBe('请输入验证码');
  });

  it('locks the account for 10 minutes after 5 failures, even against the right password', async () => {
    await newAccount('lockme');
    const messages: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const captcha: Record<string, string> = attempt === 0 ? {} : { captcha: await captchaFor('key-lock'), checkKey: 'key-lock' };
      messages.push((await login('lockme', 'Wrong#Pass00', captcha)).body.message);
    }
    expect(messages).toEqual(['用户名或密码错误', '用户名或密码错误', '用户名或密码错误', '用户名或密码错误', '登录失败次数过多，账号已锁定10分钟']);
    const right = await login('lockme', 'Fresh#Pass01', { captcha: await captchaFor('key-lock'), checkKey: 'key-lock' });
    expect(right.body).toMatchObject({ success: false, message: '登录失败次数过多，账号已锁定10分钟' });
    const credential = await authDb(t.db)
      .selectFrom('sys_user_credential')
      .innerJoin('sys_user', 'sys_user.id', 'sys_user_credential.user_id')
      .select(['sys_user_credential.locked_until'])
      .where('sys_user.username', '=', 'lockme')
      .executeTakeFirstOrThrow();
    const lockedFor = (credential.locked_until?.getTime() ?? 0) - Date.now();
    expect(lockedFor).toBeGreaterThan(9 * 60 * 1000);
    expect(lockedFor).toBeLessThanOrEqual(10 * 60 * 1000);
  });

  it('tells a frozen user 该用户已冻结 and ends their open sessions', async () => {
    await newAccount('frozen1');
    const token = await t.login('frozen1', 'Fresh#Pass01');
    const user = await authDb(t.db).selectFrom('sys_user').select('id').where('username', '=', 'frozen1').executeTakeFirstOrThrow();
    const edit = await t.request('PUT', '/api/sys/user/edit', {
      token: adminToken,
      body: { id: user.id, username: 'frozen1', realname: '测试用户', status: '2' },
    });
    expect(edit.body.success).toBe(true);
    expect((await login('frozen1', 'Fresh#Pass01')).body.message).toBe('该用户已冻结');
    expect((await t.get('/api/sys/user/getCurrentUserDeparts', { token })).status).toBe(401);
  });

  it('revokes the token on logout, and answers 退出登录成功！ even for a dead token', async () => {
    const token = await t.login('wangfang');
    expect((await t.get('/api/sys/user/getCurrentUserDeparts', { token })).status).toBe(200);
    const logout = await t.post('/api/sys/logout', {}, { token });
    expect(logout.body).toMatchObject({ success: true, message: '退出登录成功！' });
    const after = await t.get('/api/sys/user/getCurrentUserDeparts', { token });
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ success: false, message: 'Token失效，请重新登录!' });
    const again = await t.post('/api/sys/logout', {}, { token });
    expect(again.body).toMatchObject({ success: true, message: '退出登录成功！' });
  });

  it('rejects a malformed captcha key', async () => {
    const { body } = await t.get('/api/sys/randomImage/bad%20key');
    expect(body.success).toBe(false);
  });
});
