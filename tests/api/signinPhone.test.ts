import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authDb } from '../../runtime/server/auth/authDb';
import { backends, type TestApp } from './harness';
import { smsCode, startSignInTestApp } from './signinTestApp';

const LISI_PHONE = '15851234567';

describe.each(backends())('phone login with SMS codes on %s', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startSignInTestApp(backend);
  });
  afterAll(() => t.close());

  /** Lets the rate limit pass again by moving the phone's codes an hour into the past. */
  async function ageCodes(mobile: string, ms = 61 * 60 * 1000) {
    const adb = authDb(t.db);
    const rows = await adb.selectFrom('sys_sms_code').select(['id', 'created_at', 'expires_at']).where('mobile', '=', mobile).execute();
    for (const row of rows) {
      await adb
        .updateTable('sys_sms_code')
        .set({ created_at: new Date(row.created_at.getTime() - ms), expires_at: new Date(row.expires_at.getTime() - ms) })
        .where('id', '=', row.id)
        .execute();
    }
  }

  it('signs in with the code sent to a registered phone, once', async () => {
    const code = await smsCode(t, LISI_PHONE, '0');
    expect(code).toMatch(/^\d{6}$/);
    const stored = await authDb(t.db).selectFrom('sys_sms_code').select('code_hash').where('mobile', '=', LISI_PHONE).execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(code);
    const login = await t.post<{ token: string; userInfo: { username: string } }>('/api/sys/phoneLogin', { mobile: LISI_PHONE, captcha: code });
    expect(login.body).toMatchObject({ success: true, code: 200, result: { userInfo: { username: 'lisi' } } });
    const permissions = await t.get('/api/sys/permission/getUserPermissionByToken', { token: login.body.result.token });
    expect(permissions.status).toBe(200);
    const reused = await t.post('/api/sys/phoneLogin', { mobile: LISI_PHONE, captcha: code });
    expect(reused.body).toMatchObject({ success: false, message: '手机验证码已失效，请重新获取' });
    await ageCodes(LISI_PHONE);
  });

  it('refuses a wrong code, and voids the code after five wrong guesses', async () => {
    const code = await smsCode(t, LISI_PHONE, '0');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let guess = 0; guess < 5; guess += 1) {
      const answer = await t.post('/api/sys/phoneLogin', { mobile: LISI_PHONE, captcha: wrong });
      expect(answer.body).toMatchObject({ success: false, message: '手机验证码错误' });
    }
    const right = await t.post('/api/sys/phoneLogin', { mobile: LISI_PHONE, captcha: code });
    expect(right.body).toMatchObject({ success: false, message: '手机验证码已失效，请重新获取' });
    await ageCodes(LISI_PHONE);
  });

  it('refuses a code older than five minutes', async () => {
    const code = await smsCode(t, LISI_PHONE, '0');
    await ageCodes(LISI_PHONE, 5 * 60 * 1000 + 1000);
    const answer = await t.post('/api/sys/phoneLogin', { mobile: LISI_PHONE, captcha: code });
    expect(answer.body).toMatchObject({ success: false, message: '手机验证码已失效，请重新获取' });
    await ageCodes(LISI_PHONE);
  });

  it('sends one code per minute and ten per hour to a phone', async () => {
    await smsCode(t, LISI_PHONE, '0');
    const again = await t.post('/api/sys/sms', { mobile: LISI_PHONE, smsmode: '0' });
    expect(again.body.success).toBe(false);
    expect(again.body.message).toMatch(/^验证码发送过于频繁，请\d+秒后再试$/);
    for (let sent = 1; sent < 10; sent += 1) {
      await ageCodes(LISI_PHONE, 61 * 1000);
      await smsCode(t, LISI_PHONE, '0');
    }
    await ageCodes(LISI_PHONE, 61 * 1000);
    const eleventh = await t.post('/api/sys/sms', { mobile: LISI_PHONE, smsmode: '0' });
    expect(eleventh.body).toMatchObject({ success: false, message: '该手机号获取验证码次数过多，请1小时后再试' });
    await ageCodes(LISI_PHONE);
  });

  it('refuses codes for a malformed phone and an unknown mode', async () => {
    expect((await t.post('/api/sys/sms', { mobile: '1234', smsmode: '0' })).body).toMatchObject({ success: false, message: '请输入正确手机号' });
    expect((await t.post('/api/sys/sms', { mobile: '', smsmode: '0' })).body).toMatchObject({ success: false, message: '请输入手机号' });
    expect((await t.post('/api/sys/sms', { mobile: LISI_PHONE, smsmode: '9' })).body).toMatchObject({ success: false, message: '短信类型错误' });
    const rows = await authDb(t.db).selectFrom('sys_sms_code').select('id').where('mobile', '=', '1234').execute();
    expect(rows).toEqual([]);
  });

  it('tells an unknown phone 该用户不存在 only after its code is proven', async () => {
    expect((await t.post('/api/sys/phoneLogin', { mobile: '13700001111', captcha: '123456' })).body).toMatchObject({
      success: false,
      message: '手机验证码已失效，请重新获取',
    });
    const code = await smsCode(t, '13700001111', '0');
    expect((await t.post('/api/sys/phoneLogin', { mobile: '13700001111', captcha: code })).body).toMatchObject({
      success: false,
      message: '该用户不存在，请注册',
    });
  });
});
