import type { FastifyRequest } from 'fastify';

/** The providers' redirect target: GET {THIRD_CALLBACK_PATH}/:thirdType?code&state. */
export const THIRD_CALLBACK_PATH = '/api/sys/thirdLogin/callback';
/** States of a 绑定 start with this, so the callback returns to 账号绑定 instead of the login page. */
export const BIND_STATE_PREFIX = 'bind-';
/** The state of a sign-in started from the login page's 其他登录方式. */
export const LOGIN_STATE = 'login';

/** The absolute redirect URI of `thirdType` as the browser reached this server. */
export function callbackUri(request: FastifyRequest, thirdType: string): string {
  return `${request.protocol}://${request.host}${THIRD_CALLBACK_PATH}/${encodeURIComponent(thirdType)}`;
}
