import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail, ok } from '../../../core/http/envelope';
import { bodyText } from '../bodyText';
import { findUserBy, signInUser, type SignInDeps } from '../signInUser';
import type { IdentityProvider, IdentityProviders } from './identityProvider';
import { issueTestCode } from './testCodeProvider';

export const EXTERNAL_MESSAGES = {
  unknownThirdType: '不支持的第三方登录类型',
  thirdFailed: '第三方登录验证失败，请重新登录',
  casFailed: 'CAS票据验证失败',
  ssoFailed: '单点登录验证失败',
  notConfigured: '未配置该登录方式',
  noAccount: '该用户未开通平台账号，请联系管理员',
} as const;

export interface ExternalRouteOptions extends SignInDeps {
  providers: IdentityProviders;
  /** THIRD_LOGIN_TEST=1: POST /api/test/identity/code issues codes for the test providers. */
  testCodes: boolean;
}

/**
 * Signs in the platform user a provider vouches for. The provider proves a username; the
 * account must exist here (no account is created from outside).
 */
async function signInThrough(
  options: ExternalRouteOptions,
  request: FastifyRequest,
  provider: IdentityProvider | null | undefined,
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

/**
 * Third-party login (GET /api/sys/thirdLogin/getLoginUser/:token/:thirdType), CAS
 * (GET /api/sys/cas/client/validateLogin?ticket&service) and SSO (GET /api/sys/user/sso/login?code),
 * all public and all answering like POST /sys/login.
 */
export function registerExternalRoutes(app: FastifyInstance, options: ExternalRouteOptions): void {
  const { providers } = options;
  app.get<{ Params: { token: string; thirdType: string } }>(
    '/api/sys/thirdLogin/getLoginUser/:token/:thirdType',
    { config: { public: true, signInLimit: 'code' } },
    async (request) => {
      const provider = providers.third.get(request.params.thirdType);
      if (!provider) return fail(EXTERNAL_MESSAGES.unknownThirdType);
      return signInThrough(options, request, provider, request.params.token, EXTERNAL_MESSAGES.thirdFailed);
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

  if (options.testCodes) {
    app.post('/api/test/identity/code', { config: { public: true } }, async (request) => {
      const provider = bodyText(request.body, 'provider');
      const username = bodyText(request.body, 'username');
      if (!provider || !username) return fail('provider 和 username 必填');
      return ok(await issueTestCode(options.db, provider, username));
    });
  }
}
