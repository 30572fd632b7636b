import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authDb } from '../../runtime/server/auth/authDb';
import { SMS_PURPOSES } from '../../runtime/server/auth/sms/smsSender';
import { FROZEN_STATUS } from '../../runtime/server/auth/userAccess';
import { backends, type TestApp } from './harness';
import { smsCode, startSignInTestApp } from './signinTestApp';

const LISI_PHONE = '15851234567';
const WANGFANG_PHONE = '18662345678';

/** An answer as a stranger sees it: status, body without its timestamp, and the SQL it ran. */
interface Observed {
  status: number;
  body: string;
  statements: string[];
}

describe.each(backends())('sign-in answers do not tell who is registered, on %s', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startSignInTestApp(backend);
    // A frozen account's phone must look like any other phone too.
    await authDb(t.db).updateTable('sys_user').set({ status: FROZEN_STATUS }).where('phone', '=', WANGFANG_PHONE).execute();
  });
  afterAll(() => t.close());
  // Each test starts with no codes sent, so the per-phone limits of one do not reach the next.
  beforeEach(async () => {
    await authDb(t.db).deleteFrom('sys_sms_code').execute();
  });

  /** Sends one request alone (nothing else runs meanwhile, so the statements are its own). */
  async function observe(url: string, payload: Record<string, string>): Promise<Observed> {
    const mark = t.sql.statements.length;
    const response = await t.app.inject({ method: 'POST', url, payload });
    const { timestamp, ...body } = response.json() as { timestamp: number };
    expect(typeof timestamp).toBe('number');
    // The statements' shape must not differ either (background jobs may run meanwhile: only the sign-in tables count).
    const statements = t.sql.statements.slice(mark).filter((statement) => /"sys_(user|sms_code|user_credential|token)"/.test(statement));
    return { status: response.statusCode, body: JSON.stringify(body), statements };
  }

  it.each(Object.entries(SMS_PURPOSES))(
    'answers POST /api/sys/sms for %s the same for a registered, a frozen and an unknown phone',
    async (_purpose, smsmode) => {
      const phones = { registered: LISI_PHONE, frozen: WANGFANG_PHONE, unknown: `1370000${smsmode}111` };
      const answers: Observed[] = [];
      for (const mobile of Object.values(phones)) answers.push(await observe('/api/sys/sms', { mobile, smsmode }));
      expect(answers[0]).toMatchObject({ status: 200, body: JSON.stringify({ success: true, message: '验证码已发送，5分钟内有效', code: 200, result: null }) });
      for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
      // A code sent again within the minute is refused alike as well.
      const again: Observed[] = [];
      for (const mobile of Object.values(phones)) again.push(await observe('/api/sys/sms', { mobile, smsmode }));
      expect(again[0].body).toMatch(/验证码发送过于频繁/);
      for (const answer of again.slice(1))
        expect({ ...answer, body: answer.body.replace(/\d+秒/, 'N秒') }).toEqual({ ...again[0], body: again[0].body.replace(/\d+秒/, 'N秒') });
    },
  );

  it('answers a guessed code the same for a registered and an unknown phone on every route that takes one', async () => {
    const routes: [string, (phone: string) => Record<string, string>][] = [
      ['/api/sys/phoneLogin', (mobile) => ({ mobile, captcha: '123456' })],
      ['/api/sys/user/passwordChange', (phone) => ({ phone, smscode: '123456', password: 'New#Pass2026', confirmPassword: 'New#Pass2026' })],
      ['/api/sys/user/register', (phone) => ({ username: 'lisi', phone, smscode: '123456', password: 'New#Pass2026', confirmPassword: 'New#Pass2026' })],
    ];
    for (const [url, payload] of routes) {
      const registered = await observe(url, payload(LISI_PHONE));
      expect(registered.body, url).toContain('手机验证码已失效，请重新获取');
      expect(await observe(url, payload('13700009999')), url).toEqual(registered);
    }
  });

  it('answers register with a wrong code only that the code is wrong, before saying 用户名已注册', async () => {
    const code = await smsCode(t, '13700008888', '1');
    const payload = { phone: '13700008888', smscode: code === '000001' ? '000002' : '000001', password: 'New#Pass2026', confirmPassword: 'New#Pass2026' };
    const taken = await observe('/api/sys/user/register', { ...payload, username: 'lisi' });
    const free = await observe('/api/sys/user/register', { ...payload, username: 'nobody_yet' });
    expect(taken.body).toContain('手机验证码错误');
    expect(taken).toEqual(free);
  });
});
