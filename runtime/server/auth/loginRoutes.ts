import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../../core/http/envelope';
import { requestToken } from './authHook';
import { bodyText as text } from './bodyText';
import { createCaptcha, isValidCheckKey } from './captcha';
import { attemptLogin } from './loginAttempt';
import { buildLoginResult } from './loginResult';
import type { SignInDeps } from './signInUser';
import { issueToken, revokeToken } from './tokens';

/** POST /api/sys/login, POST /api/sys/logout and GET /api/sys/randomImage/:checkKey (all public). */
export function registerLoginRoutes(app: FastifyInstance, { db, registry, allDictItems, loginPolicy }: SignInDeps): void {
  app.get<{ Params: { checkKey: string } }>('/api/sys/randomImage/:checkKey', { config: { public: true, signInLimit: 'captcha' } }, async (request) => {
    if (!isValidCheckKey(request.params.checkKey)) return fail('验证码参数错误');
    return ok(await createCaptcha(db, request.params.checkKey));
  });

  app.post('/api/sys/login', { config: { public: true, signInLimit: 'password' } }, async (request) => {
    const body = request.body;
    const outcome = await attemptLogin(
      db,
      {
        username: text(body, 'username').trim(),
        password: text(body, 'password'),
        captcha: text(body, 'captcha').trim(),
        checkKey: text(body, 'checkKey'),
        ip: request.ip,
      },
      loginPolicy,
    );
    if (!outcome.ok) return { ...fail(outcome.message), result: { captchaRequired: outcome.captchaRequired } };
    const token = await issueToken(db, outcome.userId, { ip: request.ip });
    return ok(await buildLoginResult(db, registry, allDictItems, outcome.userId, token), '登录成功');
  });

  // Public on purpose: logging out always succeeds for the client, whatever state its token is in.
  app.post('/api/sys/logout', { config: { public: true } }, async (request) => {
    const token = requestToken(request);
    if (token) await revokeToken(db, token, 'main');
    return ok(null, '退出登录成功！');
  });
}
