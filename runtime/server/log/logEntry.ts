import type { FastifyRequest } from 'fastify';
import type { TokenKind } from '../auth/authDb';
import { isSecretKey, sanitizeParams } from './sanitizeParams';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A machine's data upload (sensor readings, gate passes): kept in its own tables, never in the
     * operation log, which is for what people did (a crane uploading every ten seconds would bury it).
     */
    deviceUpload?: boolean;
  }
}

export const LOG_TYPE = { login: '1', operation: '2' } as const;

/** Routes that sign a user in (log type 1): password, SMS, material, third-party, CAS and SSO. */
const SIGN_IN_URLS: ReadonlySet<string> = new Set([
  '/api/sys/login',
  '/api/sys/phoneLogin',
  '/api/material/login',
  '/api/sys/thirdLogin/getLoginUser/:token/:thirdType',
  '/api/sys/cas/client/validateLogin',
  '/api/sys/user/sso/login',
]);
/** Routes that sign a user out, with the kind of token each revokes. */
export const SIGN_OUT_URLS: ReadonlyMap<string, TokenKind> = new Map([
  ['/api/sys/logout', 'main'],
  ['/api/worker/logout', 'material'],
]);
const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const USERNAME_LENGTH = 100;

/** What the server answered, read from the envelope it sent. */
export interface ResponseOutcome {
  success: boolean;
  message: string;
  /** The signed-in user named in a login answer. */
  user: { id: string; username: string } | null;
}

/** Who made the request, when the route itself does not know (sign-out resolves the token before revoking it). */
export interface Caller {
  id: string;
  username: string;
}

export interface LogEntry {
  log_type: string;
  log_content: string;
  userid: string | null;
  username: string | null;
  ip: string;
  method: string;
  request_url: string;
  request_param: string;
}

/**
 * Whether a route changes state: it accepts a write method. A route that also answers GET
 * (发布, 撤销, 暂停, 立即执行 follow JeecgBoot there) changes state by GET as well.
 */
function changesState(request: FastifyRequest): boolean {
  return [request.routeOptions.method].flat().some((method) => WRITE_METHODS.has(method));
}

/** Whether a request may be logged, known before its answer: a sign-in, sign-out or state change of a known route, not a device's upload. */
export function mayBeLogged(request: FastifyRequest): boolean {
  const url = request.routeOptions.url;
  if (!url || request.is404 || request.routeOptions.config.deviceUpload) return false;
  return SIGN_IN_URLS.has(url) || SIGN_OUT_URLS.has(url) || changesState(request);
}

/**
 * Whether a request is logged, once answered: every sign-in (success or failure) and sign-out;
 * every state change by a signed-in caller, refused or not; and a state change an anonymous
 * caller made through a public route (registration, password reset, SMS code) when it
 * succeeded. Anonymous requests that were refused leave no trace, so they cannot flood the log.
 */
export function isLogged(request: FastifyRequest, outcome: ResponseOutcome): boolean {
  if (!mayBeLogged(request)) return false;
  const url = request.routeOptions.url ?? '';
  return SIGN_IN_URLS.has(url) || SIGN_OUT_URLS.has(url) || request.auth !== undefined || outcome.success;
}

function bodyUsername(request: FastifyRequest): string | null {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>).username ?? (body as Record<string, unknown>).mobile;
  return typeof value === 'string' ? value : null;
}

function content(request: FastifyRequest, outcome: ResponseOutcome, username: string | null): { type: string; text: string } {
  const url = request.routeOptions.url ?? '';
  const who = `用户名: ${username ?? ''}`;
  if (SIGN_IN_URLS.has(url)) return { type: LOG_TYPE.login, text: outcome.success ? `${who},登录成功！` : `${who},登录失败：${outcome.message}` };
  if (SIGN_OUT_URLS.has(url)) return { type: LOG_TYPE.login, text: `${who},退出成功！` };
  return { type: LOG_TYPE.operation, text: `${request.method} ${url}：${outcome.message || (outcome.success ? '成功' : '失败')}` };
}

/** The path asked for, with path parameters that are secret (a third-party token) left as their names. */
function loggedUrl(request: FastifyRequest): string {
  const pattern = request.routeOptions.url ?? '';
  const params = (request.params ?? {}) as Record<string, string>;
  if (!pattern.includes(':')) return request.url.split('?')[0];
  return pattern.replace(/:(\w+)/g, (placeholder, name: string) => (isSecretKey(name) ? placeholder : encodeURIComponent(params[name] ?? '')));
}

/** The log row of one request; parameters are stored without secrets (see sanitizeParams). */
export function logEntry(request: FastifyRequest, outcome: ResponseOutcome, caller: Caller | null): LogEntry {
  const user = request.auth ? { id: request.auth.userId, username: request.auth.username } : (outcome.user ?? caller);
  const username = (user?.username ?? bodyUsername(request))?.slice(0, USERNAME_LENGTH) ?? null;
  const { type, text } = content(request, outcome, username);
  const params = { ...((request.query ?? {}) as object), ...(typeof request.body === 'object' && request.body !== null ? (request.body as object) : {}) };
  return {
    log_type: type,
    log_content: text.slice(0, 1000),
    userid: user?.id ?? null,
    username,
    ip: request.ip,
    method: request.method,
    request_url: loggedUrl(request).slice(0, 255),
    request_param: JSON.stringify(sanitizeParams(params)).slice(0, 4000),
  };
}
