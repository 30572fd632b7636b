import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../../core/http/envelope';
import type { ChangeFeed } from '../db/changeFeed';
import type { AppDb } from '../db/dbTypes';
import type { AuthContext } from './authContext';
import type { TokenKind } from './authDb';
import { inProject } from './projectGrants';
import { SessionCache } from './sessionCache';
import { belongsToTenant } from './userAccess';

export const TOKEN_INVALID_MESSAGE = 'Token失效，请重新登录!';
export const FORBIDDEN_MESSAGE = '没有权限，请联系管理员授权';
export const PROJECT_FORBIDDEN_MESSAGE = '无权访问该项目';
export const TENANT_FORBIDDEN_MESSAGE = '无权访问该租户';

/** The client's `tenant-id` when it names a tenant ('0' or nothing: none chosen). */
function requestedTenant(request: FastifyRequest): string | null {
  const header = request.headers['tenant-id'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value && value !== '0' && value !== 'null' && value !== 'undefined' ? value : null;
}

/**
 * The raw token of a request: the X-Access-Token header, or for a websocket upgrade (which
 * cannot carry headers from a browser) the first Sec-WebSocket-Protocol entry, as upstream.
 */
export function requestToken(request: FastifyRequest): string | null {
  const header = request.headers['x-access-token'] ?? request.headers['sec-websocket-protocol']?.split(',')[0];
  const token = Array.isArray(header) ? header[0] : header;
  return token ? token.trim() || null : null;
}

/** The `projectId` header; the client sends an empty value (or none) before a project is chosen. */
function requestedProject(request: FastifyRequest): string | null {
  const header = request.headers['projectid'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value && value !== 'null' && value !== 'undefined' ? value : null;
}

/** The material client names its user in a `userId` header; when present it must be the token's user. */
function claimsOtherUser(request: FastifyRequest, userId: string): boolean {
  const header = request.headers['userid'];
  const claimed = (Array.isArray(header) ? header[0] : header)?.trim();
  return Boolean(claimed) && claimed !== userId;
}

/** Whether a request may change data: its session is read fresh and settled before it is answered (see SessionCache). */
const isWrite = (request: FastifyRequest) => request.method !== 'GET' && request.method !== 'HEAD';

async function resolveAuth(sessions: SessionCache, request: FastifyRequest, kind: TokenKind): Promise<AuthContext | null> {
  const token = requestToken(request);
  const access = token ? await sessions.resolve(token, kind, { fresh: isWrite(request) }) : null;
  if (!token || !access || (kind === 'material' && claimsOtherUser(request, access.userId))) return null;
  return { ...access, projectId: null, token };
}

/**
 * A route the material token may open (see material/materialScope.ts) accepts either
 * token: the platform's first, then the material one.
 */
async function resolveEither(sessions: SessionCache, request: FastifyRequest, materialScope: MaterialScope): Promise<AuthContext | null> {
  const main = await resolveAuth(sessions, request, 'main');
  if (main || !materialScope({ permission: request.routeOptions.config.permission, url: request.routeOptions.url ?? '' })) return main;
  return resolveAuth(sessions, request, 'material');
}

/** Where sessions are read from: the database and its change notifications. */
export interface SessionSource {
  db: AppDb;
  changes: ChangeFeed;
}

/** Whether the material token opens a route, by its permission or path (see material/materialScope.ts). */
export type MaterialScope = (route: { permission?: string; url: string }) => boolean;

function refuse(reply: FastifyReply, status: 400 | 401 | 403, message: string): FastifyReply {
  return reply.code(status).send(fail(message, status));
}

/**
 * Deny by default: every request to a route passes here first. `config.public` routes are open;
 * `config.material` routes need a live material token (and accept nothing else); all others need
 * a valid main token (401) — or, on a route in `materialScope`, a material token — and then either `config.authenticated` or the route's
 * `config.permission` (403; admin holds all). A route declaring none of these is refused (403).
 * A `projectId` header must name one of the user's projects, a `tenant-id` header one of the
 * user's tenants (400 otherwise); the role 项目成员 gives the user in that project joins their own.
 */
export function registerAuthHook(app: FastifyInstance, source: SessionSource, materialScope: MaterialScope = () => false): void {
  const sessions = new SessionCache(source.db, source.changes);
  app.addHook('onClose', () => sessions.close());
  // Write requests that reach their handler — public ones too: a password reset or registration
  // changes access tables — settle the cache before they are answered; a refused one changed nothing.
  const handled = new WeakSet<FastifyRequest>();
  app.addHook('preHandler', async (request) => {
    if (isWrite(request)) handled.add(request);
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (handled.has(request)) await sessions.settle();
    return payload;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404) return;
    const config = request.routeOptions.config;
    if (config.public) return;
    const auth = config.material ? await resolveAuth(sessions, request, 'material') : await resolveEither(sessions, request, materialScope);
    if (!auth) return refuse(reply, 401, TOKEN_INVALID_MESSAGE);
    const projectId = requestedProject(request);
    if (projectId && !auth.projectIds.has(projectId)) return refuse(reply, 400, PROJECT_FORBIDDEN_MESSAGE);
    const tenantId = requestedTenant(request);
    if (tenantId && !belongsToTenant(auth, tenantId)) return refuse(reply, 400, TENANT_FORBIDDEN_MESSAGE);
    // The tenant the client works in: one the user belongs to, else their own; the roles: global ones and the project's.
    const working = inProject({ ...auth, projectId, tenantId: tenantId ?? auth.tenantId }, projectId);
    request.auth = working;
    if (config.authenticated || config.material) return;
    const permission = config.permission;
    if (typeof permission === 'string' && (working.isAdmin || working.permissions.has(permission))) return;
    return refuse(reply, 403, FORBIDDEN_MESSAGE);
  });
}
