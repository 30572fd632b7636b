import type {} from 'fastify';

/**
 * Who is calling: set on the request by the auth hook (see authHook.ts) before any handler runs.
 * Every route declares in its config which kind of caller it accepts; nothing is open by default.
 */
export interface AuthContext {
  userId: string;
  username: string;
  realname: string;
  tenantId: string;
  /** username === 'admin' or holds role code 'admin'. */
  isAdmin: boolean;
  /** Action codes, e.g. 'labour:worker:add'. */
  permissions: ReadonlySet<string>;
  /** Projects the user belongs to (admin: all). */
  projectIds: ReadonlySet<string>;
  /** From the `projectId` header, already checked for membership. */
  projectId: string | null;
  /** Raw token of this request (for logout). */
  token: string;
}

/** What a route accepts: one permission code, any signed-in user, or anyone. */
export interface RouteAccessConfig {
  permission?: string;
  public?: boolean;
  authenticated?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
  interface FastifyContextConfig extends RouteAccessConfig {}
}
