import type { FastifyRequest } from 'fastify';
import { sanitizeParams } from './sanitizeParams';

export const LOG_TYPE = { login: '1', operation: '2' } as const;

/** Routes that sign a user in (log type 1), and the one that signs out. */
const SIGN_IN_URLS: ReadonlySet<string> = new Set(['/api/sys/login', '/api/sys/phoneLogin', '/api/material/login']);
export const SIGN_OUT_URL = '/api/sys/logout';
const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'DELETE']);

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
 * Whether a request is logged: every sign-in, the sign-out, and every write of a known route by a
 * signed-in caller (anonymous requests the auth hook refuses leave no trace, so they cannot flood the log).
 */
export function isLogged(request: FastifyRequest): boolean {
  const url = request.routeOptions.url;
  if (!url || request.is404) return false;
  return SIGN_IN_URLS.has(url) || url === SIGN_OUT_URL || (WRITE_METHODS.has(request.method) && request.auth !== undefined);
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
  if (url === SIGN_OUT_URL) return { type: LOG_TYPE.login, text: `${who},退出成功！` };
  return { type: LOG_TYPE.operation, text: `${request.method} ${url}：${outcome.message || (outcome.success ? '成功' : '失败')}` };
}

/** The log row of one request; parameters are stored without secrets (see sanitizeParams). */
export function logEntry(request: FastifyRequest, outcome: ResponseOutcome, caller: Caller | null): LogEntry {
  const user = request.auth ? { id: request.auth.userId, username: request.auth.username } : (outcome.user ?? caller);
  const username = user?.username ?? bodyUsername(request);
  const { type, text } = content(request, outcome, username);
  const params = { ...((request.query ?? {}) as object), ...(typeof request.body === 'object' && request.body !== null ? (request.body as object) : {}) };
  return {
    log_type: type,
    log_content: text.slice(0, 1000),
    userid: user?.id ?? null,
    username,
    ip: request.ip,
    method: request.method,
    request_url: request.url.split('?')[0].slice(0, 255),
    request_param: JSON.stringify(sanitizeParams(params)).slice(0, 4000),
  };
}
