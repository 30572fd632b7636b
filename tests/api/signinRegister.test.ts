import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authDb } from '../../runtime/server/auth/authDb';
import { TEST_ADMIN_PASSWORD } from '../fixtures/testAccounts';
import { backends, type TestApp } from './harness';
import { smsCode, startSignInTestApp } from './signinTestApp';

const NEW_PHONE = '13711112222';
const NEW_PASSWORD = 'Reg#2026pass';

describe.each(backends())('register and password recovery on %s', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startSignInTestApp(backend);
  });
  afterAll(() => t.close());

  const register = (body: Record<string, string>) =>
    t.post('/api/sys/user/register', { username: 'newbie01', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, phone: NEW_PHONE, smscode: '', ...body });

  it('refuses bad input with the field message and creates nothing', async () => {
    expect((await register({ username: 'a!' })).body).toMatchObject({ success: false, message: '只允许字母、数字、下划线' });
    expect((await register({ password: 'short1!', confirmPassword: 'short1!' })).body).toMatchObject({
      success: false,
      message: '密码由8位数字、大小写字母和特殊符号组成!',
    });
    expect((await register({ confirmPassword: 'Other#2026x' })).body).toMatchObject({ success: false, message: '两次输入的密码不一样！' });
    expect((await register({ phone: '123' })).body).toMatchObject({ success: false, message: '请输入正确手机号' });
    // The code is checked before the username: a taken name is told only to whoever holds the phone's code.
    expect((await register({ username: 'lisi' })).body).toMatchObject({ success: false, message: '请输入手机验证码' });
    expect((await register({ username: 'lisi', smscode: '123456' })).body).toMatchObject({ success: false, message: '手机验证码已失效，请重新获取' });
    const users = await authDb(t.db).selectFrom('sys_user').select('id').where('username', '=', 'newbie01').execute();
    expect(users).toEqual([]);
  });

  it('registers a user without roles who can then sign in with the password', async () => {
    const code = await smsCode(t, NEW_PHONE, '1');
    const answer = await register({ smscode: code });
    expect(answer.body).toMatchObject({ success: true, message: '注册成功' });
    const user = await authDb(t.db)
      .selectFrom('sys_user')
      .select(['role_ids', 'depart_ids', 'phone', 'status'])
      .where('username', '=', 'newbie01')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ phone: NEW_PHONE, status: '1' });
    expect(user.role_ids ?? '').toBe('');
    const token = await t.login('newbie01', NEW_PASSWORD);
    const forbidden = await t.get('/api/labour/worker/list', { token });
    expect(forbidden.status).toBe(403);
    const permissions = await t.get<{ menu: { path: string; hidden?: boolean }[] }>('/api/sys/permission/getUserPermissionByToken', { token });
    // Nothing but the routes every user has: the workplace and the personal 分析页, both hidden.
    expect(permissions.body.result.menu).toEqual([
      expect.objectContaining({ path: '/workplace', hidden: true }),
      expect.objectContaining({ path: '/dashboard/analysis', hidden: true }),
    ]);
  });

  it("tells a taken username or phone only after the code is proven, and a taken answer spends one of the code's tries", async () => {
    const phone = '13711113333';
    const code = await smsCode(t, phone, '1');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await register({ username: 'lisi', phone, smscode: wrong })).body).toMatchObject({ success: false, message: '手机验证码错误' });
    expect((await register({ username: 'lisi', phone, smscode: code })).body).toMatchObject({ success: false, message: '用户名已注册' });
    // The same code still serves a free username: two of its five tries are spent.
    expect((await register({ username: 'newbie02', phone, smscode: code })).body).toMatchObject({ success: true, message: '注册成功' });
    const zhangweiPhone = '13912345678';
    const zhangweiCode = await smsCode(t, zhangweiPhone, '1');
    expect((await register({ username: 'newbie03', phone: zhangweiPhone, smscode: zhangweiCode })).body).toMatchObject({
      success: false,
      message: '手机号已经注册，请直接登录！',
    });
    expect(await authDb(t.db).selectFrom('sys_user').select('id').where('username', '=', 'newbie03').execute()).toEqual([]);
  });

  it('voids a register code after five answers that it spent on taken usernames', async () => {
    const phone = '13711114444';
    const code = await smsCode(t, phone, '1');
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await register({ username: 'lisi', phone, smscode: code })).body.message).toBe('用户名已注册');
    expect((await register({ username: 'newbie04', phone, smscode: code })).body).toMatchObject({ success: false, message: '手机验证码已失效，请重新获取' });
  });

  it('recovers a password by phone code, signing the user out everywhere', async () => {
    const oldToken = await t.login('wangfang');
    const code = await smsCode(t, '18662345678', '2');
    const mismatch = await t.post('/api/sys/user/passwordChange', {
      phone: '18662345678',
      smscode: code,
      password: 'New#Pass2026',
      confirmPassword: 'New#Pass2027',
    });
    expect(mismatch.body).toMatchObject({ success: false, message: '两次输入的密码不一样！' });
    const changed = await t.post('/api/sys/user/passwordChange', {
      phone: '18662345678',
      smscode: code,
      password: 'New#Pass2026',
      confirmPassword: 'New#Pass2026',
    });
    expect(changed.body).toMatchObject({ success: true, message: '密码重置完成！', result: { username: 'wangfang' } });
    expect((await t.get('/api/sys/permission/getUserPermissionByToken', { token: oldToken })).status).toBe(401);
    await t.login('wangfang', 'New#Pass2026');
    const refused = await t.post('/api/sys/login', { username: 'wangfang', password: TEST_ADMIN_PASSWORD });
    expect(refused.body).toMatchObject({ success: false, message: '用户名或密码错误' });
    const reused = await t.post('/api/sys/user/passwordChange', {
      phone: '18662345678',
      smscode: code,
      password: 'Again#2026x',
      confirmPassword: 'Again#2026x',
    });
    expect(reused.body).toMatchObject({ success: false, message: '手机验证码已失效，请重新获取' });
  });

  it('refuses recovery for a phone nobody has: a wrong code as for any phone, the proven code with 该用户不存在', async () => {
    const guess = await t.post('/api/sys/user/passwordChange', {
      phone: '13799998888',
      smscode: '123456',
      password: 'New#Pass2026',
      confirmPassword: 'New#Pass2026',
    });
    expect(guess.body).toMatchObject({ success: false, message: '手机验证码已失效，请重新获取' });
    const code = await smsCode(t, '13799998888', '2');
    const proven = await t.post('/api/sys/user/passwordChange', {
      phone: '13799998888',
      smscode: code,
      password: 'New#Pass2026',
      confirmPassword: 'New#Pass2026',
    });
    expect(proven.body).toMatchObject({ success: false, message: '该用户不存在，请注册' });
  });
});
