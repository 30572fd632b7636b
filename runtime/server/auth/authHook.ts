import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../../core/http/envelope';
import type { AppDb } from '../db/dbTypes';
import type { AuthContext } from './authContext';
import { findTokenUser } from './tokens';
import { loadUserAccess } from './userAccess';

export const TOKEN_INVALID_MESSAGE = 'Token失效，请重新登录!';
export const FORBIDDEN_MESSAGE = '没有权限，请联系管理员授权';
export const PROJECT_FORBIDDEN_MESSAGE = '无权访问该项目';

/** The raw token of a request: the X-Access-Token header. */
export function requestToken(request: FastifyRequest): string | null {
  const header = request.headers['x-access-token'];
  const token = Array.isArray(header) ? header[0] : header;
  return token ? token.trim() || null : null;
}

/** The `projectId` header; the client sends an empty value (or none) before a project is chosen. */
function requestedProject(request: FastifyRequest): string | null {
  const header = request.headers['projectid'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value && value !== 'null' && value !== 'undefined' ? value : null;
}

async function resolveAuth(db: AppDb, request: FastifyRequest): Promise<AuthContext | null> {
  const token = requestToken(request);
  const userId = token ? await findTokenUser(db, token) : null;
  const access = userId ? await loadUserAccess(db, userId) : null;
  return token && access ? { ...access, projectId: null, token } : null;
}

function refuse(reply: FastifyReply, status: 400 | 401 | 403, message: string): FastifyReply {
  return reply.code(status).send(fail(message, status));
}

/**
 * Deny by default: every request to a route passes here first. `config.public` routes are open;
 * all others need a valid token (401), and then either `config.authenticated` or the route's
 * `config.permission` (403; admin holds all). A route declaring none of these is refused (403).
 * A `projectId` header must name one of the user's projects (400).
 */
export function registerAuthHook(app: FastifyInstance, db: AppDb): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404) return;
    const config = request.routeOptions.config;
    if (config.public) return;
    const auth = await resolveAuth(db, request);
    if (!auth) return refuse(reply, 401, TOKEN_INVALID_MESSAGE);
    const projectId = requestedProject(request);
    if (projectId && !auth.projectIds.has(projectId)) return refuse(reply, 400, PROJECT_FORBIDDEN_MESSAGE);
    request.auth = { ...auth, projectId };
    if (config.authenticated) return;
    const permission = config.permission;
    if (typeof permission === 'string' && (auth.isAdmin || auth.permissions.has(permission))) return;
    return refuse(reply, 403, FORBIDDEN_MESSAGE);
  });
}
