import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './authContext';

/** The caller of a route that is not public; the auth hook has set it before any handler runs. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new Error(`Route ${request.routeOptions.url} reads the caller but is public`);
  return request.auth;
}
