import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail, ok } from '../../../core/http/envelope';
import { bodyText } from '../bodyText';
import { attemptLogin } from '../loginAttempt';
import { findUserBy, signInUser, type SignInDeps } from '../signInUser';
import { authDb } from '../authDb';
import type { IdentityProvider, IdentityProviders, ThirdIdentity, ThirdPartyProvider } from './identityProvider';
import { bindIdentity, boundUserId } from './thirdAccounts';
import { consumeSignInTicket, issueSignInTicket } from './thirdTickets';
import { BIND_STATE_PREFIX, callbackUri, LOGIN_STATE, THIRD_CALLBACK_PATH } from './thirdCallback';

export const EXTERNAL_MESSAGES = {
  unknownThirdType: '不支持的第三方登录类型',
  thirdFailed: '第三方登录验证失败，请重新登录',
  casFailed: 'CAS票据验证失败',
  ssoFailed: '单点登录验证失败',
  notConfigured: '未配置该登录方式',
  noAccount: '该用户未开通平台账号，请联系管理员',
  ticketExpired: '绑定已超时，请重新从第三方登录',
} as const;

/** The answer to an unbound third-party identity (HTTP 409): 该企业微信账号尚未绑定平台账号. */
export const unboundMessage = (title: string) => `该${title}账号尚未绑定平台账号`;

export interface ExternalRouteOptions extends SignInDeps {
  providers: IdentityProviders;
}

/** The identity a third-party code proves; a provider that cannot be reached proves nothing (logged). */
export async function proveThirdIdentity(request: FastifyRequest, provider: ThirdPartyProvider, code: string): Promise<ThirdIdentity | null> {
  if (!code) return null;
  try {
    return await provider.verify(code);
  } catch (error) {
    request.log.warn({ err: error }, 'third-party provider failed');
    return null;
  }
}

/** Signs in the platform user a CAS or SSO server vouches for; the account must exist here. */
async function signInThrough(
  options: ExternalRouteOptions,
  request: FastifyRequest,
  provider: IdentityProvider | null,
  credential: string,
  failure: string,
  service?: string,
) {
  if (!provider) return fail(EXTERNAL_MESSAGES.notConfigured);
  const username = credential ? await provider.verify(credential, { service }) : null;
  if (!username) return fail(failure);
  const user = await findUserBy(options.db, 'username', username);
  return user ? signInUser(options, user, request.ip) : fail(EXTERNAL_MESSAGES.noAccount);
}

async function signInAs(options: ExternalRouteOptions, request: FastifyRequest, userId: string) {
  const user = await authDb(options.db).selectFrom('sys_user').select(['id', 'status']).where('id', '=', userId).where('del_flag', '=', 0).executeTakeFirst();
  return user ? signInUser(options, user, request.ip) : fail(EXTERNAL_MESSAGES.noAccount);
}

/**
 * A third-party code signs in the user its identity is bound to. An unbound identity is answered
 * 409 with a ticket for 绑定已有账号; no account is ever created from outside.
 */
async function thirdSignIn(options: ExternalRouteOptions, request: FastifyRequest, reply: FastifyReply, thirdType: string, code: string) {
  const provider = options.providers.third.get(thirdType);
  if (!provider) return fail(EXTERNAL_MESSAGES.unknownThirdType);
  const identity = await proveThirdIdentity(request, provider, code);
  if (!identity) return fail(EXTERNAL_MESSAGES.thirdFailed);
  const userId = await boundUserId(options.db, thirdType, identity.thirdUserId);
  if (userId) return signInAs(options, request, userId);
  const bindTicket = await issueSignInTicket(options.db, thirdType, identity);
  return reply
    .code(409)
    .send({ ...fail(unboundMessage(provider.title), 409), result: { bindTicket, thirdType, title: provider.title, thirdName: identity.name } });
}

/**
 * 绑定已有账号 after an unbound third-party sign-in: the platform username and password, with the
 * login's captcha, lockout and throttle, bind the identity kept under the ticket and sign in. A
 * wrong password keeps the ticket and stores nothing.
 */
async function bindAndSignIn(options: ExternalRouteOptions, request: FastifyRequest) {
  const body = request.body;
  const thirdType = bodyText(body, 'thirdType');
  const input = {
    username: bodyText(body, 'username').trim(),
    password: bodyText(body, 'password'),
    captcha: bodyText(body, 'captcha').trim(),
    checkKey: bodyText(body, 'checkKey'),
    ip: request.ip,
  };
  if (!options.providers.third.has(thirdType)) return fail(EXTERNAL_MESSAGES.unknownThirdType);
  const outcome = await attemptLogin(options.db, input, options.loginPolicy);
  if (!outcome.ok) return { ...fail(outcome.message), result: { captchaRequired: outcome.captchaRequired } };
  const identity = await consumeSignInTicket(options.db, thirdType, bodyText(body, 'bindTicket'));
  if (!identity) return fail(EXTERNAL_MESSAGES.ticketExpired);
  const refused = await bindIdentity(options.db, outcome.userId, thirdType, identity);
  return refused ? fail(refused) : signInAs(options, request, outcome.userId);
}

/** Where the provider's redirect goes in the web app: 账号绑定 for a binding, else the third-party login. */
function webReturnPath(thirdType: string, code: string, state: string): string {
  if (state.startsWith(BIND_STATE_PREFIX)) return `/#/account/settings?${new URLSearchParams({ tab: 'binding', thirdType, code, state })}`;
  return `/#/user/login?${new URLSearchParams({ from: 'third', thirdType, code })}`;
}

/**
 * Third-party login (GET /api/sys/thirdLogin/providers: the configured ones for the login page's
 * 其他登录方式, GET /api/sys/thirdLogin/render/:thirdType: off to the provider's authorization,
 * GET /api/sys/thirdLogin/getLoginUser/:token/:thirdType, POST /api/sys/thirdLogin/bindAccount,
 * the providers' redirect GET /api/sys/thirdLogin/callback/:thirdType),
 * CAS (GET /api/sys/cas/client/validateLogin?ticket&service) and SSO (GET /api/sys/user/sso/login?code),
 * all public; the sign-ins answer like POST /sys/login.
 */
export function registerExternalRoutes(app: FastifyInstance, options: ExternalRouteOptions): void {
  const { providers } = options;
  app.get('/api/sys/thirdLogin/providers', { config: { public: true } }, async () =>
    ok([...providers.third].map(([thirdType, provider]) => ({ thirdType, title: provider.title }))),
  );

  app.get<{ Params: { thirdType: string } }>('/api/sys/thirdLogin/render/:thirdType', { config: { public: true } }, async (request, reply) => {
    const { thirdType } = request.params;
    const provider = providers.third.get(thirdType);
    if (!provider) return reply.code(400).send(fail(EXTERNAL_MESSAGES.unknownThirdType, 400));
    return reply.redirect(provider.authorizeUrl(callbackUri(request, thirdType), LOGIN_STATE));
  });

  app.get<{ Params: { token: string; thirdType: string } }>(
    '/api/sys/thirdLogin/getLoginUser/:token/:thirdType',
    { config: { public: true, signInLimit: 'code' } },
    async (request, reply) => thirdSignIn(options, request, reply, request.params.thirdType, request.params.token),
  );

  app.post('/api/sys/thirdLogin/bindAccount', { config: { public: true, signInLimit: 'password' } }, async (request) => bindAndSignIn(options, request));

  app.get<{ Params: { thirdType: string }; Querystring: { code?: string; state?: string } }>(
    `${THIRD_CALLBACK_PATH}/:thirdType`,
    { config: { public: true } },
    async (request, reply) => {
      const { thirdType } = request.params;
      if (!providers.third.has(thirdType)) return fail(EXTERNAL_MESSAGES.unknownThirdType);
      return reply.redirect(webReturnPath(thirdType, String(request.query.code ?? ''), String(request.query.state ?? '')));
    },
  );

  app.get<{ Querystring: { ticket?: string; service?: string } }>(
    '/api/sys/cas/client/validateLogin',
    { config: { public: true, signInLimit: 'code' } },
    async (request) => signInThrough(options, request, providers.cas, String(request.query.ticket ?? ''), EXTERNAL_MESSAGES.casFailed, request.query.service),
  );

  app.get<{ Querystring: { code?: string } }>('/api/sys/user/sso/login', { config: { public: true, signInLimit: 'code' } }, async (request) =>
    signInThrough(options, request, providers.sso, String(request.query.code ?? ''), EXTERNAL_MESSAGES.ssoFailed),
  );
}
