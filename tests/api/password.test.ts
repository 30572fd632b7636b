import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../fixtures/testAccounts';
import { backends, startTestApp, type TestApp } from './harness';

const NEW_PASSWORD = 'Site#2026new';
const change = (values: Record<string, string>) => ({
  username: 'lisi',
  oldpassword: TEST_ADMIN_PASSWORD,
  password: NEW_PASSWORD,
  confirmpassword: NEW_PASSWORD,
  ...values,
});

describe.each(backends())('change password on %s', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ backend });
  });
  afterAll(() => t.close());

  it.each([
    [{ oldpassword: '' }, '请输入旧密码'],
    [{ password: '', confirmpassword: '' }, '请输入新密码'],
    [{ password: 'abc12345', confirmpassword: 'abc12345' }, '密码由8位数字、大小写字母和特殊符号组成!'],
    [{ confirmpassword: '' }, '请确认新密码'],
    [{ confirmpassword: 'Site#2026other' }, '两次输入的密码不一样！'],
    [{ oldpassword: 'Wrong#2026' }, '旧密码输入错误！'],
    [{ username: 'zhangwei' }, '只能修改自己的密码'],
  ])('refuses %o with %s and keeps the old password', async (values, message) => {
    const token = await t.login('lisi');
    const { body } = await t.post('/api/sys/user/updatePassword', change(values), { token });
    expect(body).toMatchObject({ success: false, message });
    await expect(t.login('lisi')).resolves.toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes the password, keeps this session and ends the user’s other sessions', async () => {
    const other = await t.login('lisi');
    const current = await t.login('lisi');
    const someoneElse = await t.login('zhangwei');
    const { body } = await t.post('/api/sys/user/updatePassword', change({}), { token: current });
    expect(body).toMatchObject({ success: true, message: '密码修改成功！' });

    expect((await t.get('/api/sys/user/getCurrentUserDeparts', { token: current })).status).toBe(200);
    expect((await t.get('/api/sys/user/getCurrentUserDeparts', { token: other })).status).toBe(401);
    expect((await t.get('/api/sys/user/getCurrentUserDeparts', { token: someoneElse })).status).toBe(200);
    await expect(t.login('lisi', NEW_PASSWORD)).resolves.toMatch(/^[0-9a-f]{64}$/);
    await expect(t.login('lisi')).rejects.toThrow(/lisi refused/);
  });

  it('needs a signed-in caller', async () => {
    const { status } = await t.post('/api/sys/user/updatePassword', change({}));
    expect(status).toBe(401);
  });
});
