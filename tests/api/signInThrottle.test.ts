import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authDb } from '../../runtime/server/auth/authDb';
import { createDatabase } from '../../runtime/server/db/database';
import { createRateLimitTable } from '../../runtime/server/security/sharedRateLimitStore';
import { DEFAULT_SIGN_IN_THROTTLE, registerSignInThrottle } from '../../runtime/server/security/signInThrottle';
import { registerErrorHandlers } from '../../runtime/server/sys/errorHandlers';
import { TEST_ADMIN_PASSWORD } from '../fixtures/testAccounts';
import { backends, startTestApp, type TestApp } from './harness';

interface LoginAnswer {
  success: boolean;
  code: number;
  message: string;
  result: { captchaRequired?: boolean; token?: string } | null;
}

/** A loopback address of its own for each client of a test (inject only; nothing goes on the network). */
let nextHost = 10;
const newAddress = () => `127.0.0.${nextHost++}`;

describe.each(backends())('sign-in throttle per client address on %s', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    // The production defaults, not the harness's relaxed ones.
    t = await startTestApp({ backend, signInThrottle: DEFAULT_SIGN_IN_THROTTLE });
  }, 180_000);
  afterAll(() => t?.close());

  async function login(address: string, payload: Record<string, string>) {
    const response = await t.app.inject({ method: 'POST', url: '/api/sys/login', remoteAddress: address, payload });
    return { status: response.statusCode, headers: response.headers, body: response.json() as LoginAnswer };
  }

  async function captcha(address: string, checkKey: string): Promise<string> {
    const image = await t.app.inject({ method: 'GET', url: `/api/sys/randomImage/${checkKey}`, remoteAddress: address });
    expect(image.statusCode).toBe(200);
    const row = await authDb(t.db).selectFrom('sys_captcha').select('code').where('check_key', '=', checkKey).executeTakeFirstOrThrow();
    return row.code;
  }

  it('answers the 11th login of a minute from one address 429 登录尝试过于频繁 in the envelope, and serves other addresses', async () => {
    const flooder = newAddress();
    for (let attempt = 0; attempt < DEFAULT_SIGN_IN_THROTTLE.loginsPerMinute; attempt += 1) {
      expect((await login(flooder, { username: `nobody${attempt}`, password: '' })).status).toBe(200);
    }
    const refused = await login(flooder, { username: 'admin', password: TEST_ADMIN_PASSWORD });
    expect(refused).toMatchObject({ status: 429, body: { success: false, code: 429, message: '登录尝试过于频繁，请稍后再试', result: null } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(newAddress(), { username: 'admin', password: TEST_ADMIN_PASSWORD })).body).toMatchObject({ success: true });
  });

  it('throttles SMS codes, register, recovery and captcha images per address too', async () => {
    const address = newAddress();
    const calls: [string, 'GET' | 'POST', number, string][] = [
      ['/api/sys/sms', 'POST', DEFAULT_SIGN_IN_THROTTLE.codeRequestsPerMinute, '操作过于频繁，请稍后再试'],
      ['/api/sys/phoneLogin', 'POST', DEFAULT_SIGN_IN_THROTTLE.codeRequestsPerMinute, '操作过于频繁，请稍后再试'],
      ['/api/sys/user/register', 'POST', DEFAULT_SIGN_IN_THROTTLE.codeRequestsPerMinute, '操作过于频繁，请稍后再试'],
      ['/api/sys/user/passwordChange', 'POST', DEFAULT_SIGN_IN_THROTTLE.codeRequestsPerMinute, '操作过于频繁，请稍后再试'],
      ['/api/material/login', 'POST', DEFAULT_SIGN_IN_THROTTLE.loginsPerMinute, '登录尝试过于频繁，请稍后再试'],
      ['/api/sys/randomImage/throttled-key', 'GET', DEFAULT_SIGN_IN_THROTTLE.captchasPerMinute, '验证码获取过于频繁，请稍后再试'],
    ];
    for (const [url, method, allowed, message] of calls) {
      const send = () => t.app.inject({ method, url, remoteAddress: address, ...(method === 'POST' ? { payload: {} } : {}) });
      for (let call = 0; call < allowed; call += 1) expect((await send()).statusCode, url).toBe(200);
      const refused = await send();
      expect(refused.statusCode, url).toBe(429);
      expect(refused.json(), url).toMatchObject({ success: false, code: 429, message });
    }
  });

  it('asks an address for the captcha after three failed logins, whatever the usernames, and keeps asking the right password', async () => {
    const guesser = newAddress();
    for (const username of ['guess1', 'guess2', 'lisi']) {
      expect((await login(guesser, { username, password: 'Wrong#Pass00' })).body.message).toBe('用户名或密码错误');
    }
    // A fourth name, never tried before and with the right password, now needs the captcha from this address only.
    expect((await login(guesser, { username: 'zhangwei', password: TEST_ADMIN_PASSWORD })).body).toMatchObject({
      success: false,
      message: '请输入验证码',
      result: { captchaRequired: true },
    });
    expect((await login(newAddress(), { username: 'zhangwei', password: TEST_ADMIN_PASSWORD })).body).toMatchObject({ success: true });
    const code = await captcha(guesser, 'throttle-guesser');
    expect((await login(guesser, { username: 'zhangwei', password: TEST_ADMIN_PASSWORD, captcha: code, checkKey: 'throttle-guesser' })).body).toMatchObject({
      success: true,
    });
  });

  it('keeps the per-account lockout: five failures from five addresses lock the account for everyone', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const address = newAddress();
      // After the first failure the account asks every address for the captcha.
      const proof: Record<string, string> = attempt === 0 ? {} : { captcha: await captcha(address, `lock-${attempt}`), checkKey: `lock-${attempt}` };
      await login(address, { username: 'wangfang', password: 'Wrong#Pass00', ...proof });
    }
    const address = newAddress();
    const right = await login(address, {
      username: 'wangfang',
      password: TEST_ADMIN_PASSWORD,
      captcha: await captcha(address, 'lock-right'),
      checkKey: 'lock-right',
    });
    expect(right.body).toMatchObject({ success: false, message: '登录失败次数过多，账号已锁定10分钟' });
  });

  it('counts the logins of an address and the failures of an account on every server of the database, not per process', async () => {
    const second = await t.secondServer(DEFAULT_SIGN_IN_THROTTLE);
    const on = (app: typeof t.app) => async (address: string, payload: Record<string, string>) => {
      const response = await app.inject({ method: 'POST', url: '/api/sys/login', remoteAddress: address, payload });
      return { status: response.statusCode, body: response.json() as LoginAnswer };
    };
    const servers = [on(t.app), on(second)];
    const flooder = newAddress();
    for (let attempt = 0; attempt < DEFAULT_SIGN_IN_THROTTLE.loginsPerMinute; attempt += 1) {
      expect((await servers[attempt % 2](flooder, { username: `spread${attempt}`, password: '' })).status).toBe(200);
    }
    for (const server of servers) {
      expect(await server(flooder, { username: 'admin', password: TEST_ADMIN_PASSWORD })).toMatchObject({
        status: 429,
        body: { message: '登录尝试过于频繁，请稍后再试' },
      });
    }

    // Five failures of one account, alternating servers and addresses, lock it on both.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const address = newAddress();
      const proof: Record<string, string> = attempt === 0 ? {} : { captcha: await captcha(address, `spread-${attempt}`), checkKey: `spread-${attempt}` };
      expect((await servers[attempt % 2](address, { username: 'zhaoqiang', password: 'Wrong#Pass00', ...proof })).body.success).toBe(false);
    }
    for (const [index, server] of servers.entries()) {
      const address = newAddress();
      const proof = { captcha: await captcha(address, `spread-right-${index}`), checkKey: `spread-right-${index}` };
      expect((await server(address, { username: 'zhaoqiang', password: TEST_ADMIN_PASSWORD, ...proof })).body).toMatchObject({
        success: false,
        message: '登录失败次数过多，账号已锁定10分钟',
      });
    }
  });

  it('serves a login from a quiet address while a flood of logins from other addresses is still being hashed', async () => {
    // Unknown names are checked against a decoy hash made on first use; made now, so the flood's checks queue at once.
    await login(newAddress(), { username: 'decoy-warm-up', password: 'Wrong#Pass00' });
    const finished: string[] = [];
    const flooders = [newAddress(), newAddress(), newAddress(), newAddress()];
    const flood = flooders.flatMap((address) =>
      Array.from({ length: DEFAULT_SIGN_IN_THROTTLE.loginsPerMinute }, async (_, index) => {
        const answer = await login(address, { username: `flood${index}`, password: 'Wrong#Pass00' });
        finished.push(answer.body.message === '用户名或密码错误' ? 'hashed' : answer.body.message);
      }),
    );
    const admin = login(newAddress(), { username: 'admin', password: TEST_ADMIN_PASSWORD }).then((answer) => {
      finished.push('admin');
      return answer;
    });
    await Promise.all([...flood, admin]);
    expect((await admin).body).toMatchObject({ success: true });
    // Without turns per address the admin's password check would wait behind all 40.
    const hashedAfterAdmin = finished.slice(finished.indexOf('admin') + 1).filter((entry) => entry === 'hashed').length;
    expect(hashedAfterAdmin, finished.join(' ')).toBeGreaterThanOrEqual(20);
  }, 120_000);
});

describe('sign-in throttle behind a proxy', () => {
  it('counts by the client address that a trusted proxy forwards', async () => {
    const database = await createDatabase({ dataDir: 'memory://' });
    const app = Fastify({ trustProxy: true });
    app.addHook('onClose', () => database.close());
    registerErrorHandlers(app);
    await createRateLimitTable(database.db);
    await registerSignInThrottle(app, database.db, { ...DEFAULT_SIGN_IN_THROTTLE, loginsPerMinute: 2 });
    app.post('/login', { config: { public: true, signInLimit: 'password' } }, async () => ({ success: true }));
    await app.ready();
    const from = (client: string) =>
      app.inject({ method: 'POST', url: '/login', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client }, payload: {} });
    expect([(await from('203.0.113.7')).statusCode, (await from('203.0.113.7')).statusCode, (await from('203.0.113.7')).statusCode]).toEqual([200, 200, 429]);
    expect((await from('203.0.113.8')).statusCode).toBe(200);
    await app.close();
  });
});
