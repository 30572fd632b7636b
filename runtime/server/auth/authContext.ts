import type {} from 'fastify';
import type { UserAccess } from './userAccess';

/**
 * Who is calling: set on the request by the auth hook (see authHook.ts) before any handler runs.
 * Every route declares in its config which kind of caller it accepts; nothing is open by default.
 */
export interface AuthContext extends UserAccess {
  /** From the `projectId` header, already checked for membership. */
  projectId: string | null;
  /** Raw token of this request (for logout). */
  token: string;
}

/** What a route accepts: one permission code, any signed-in user, any signed-in material user, or anyone. */
export interface RouteAccessConfig {
  permission?: string;
  public?: boolean;
  authenticated?: boolean;
  /** Signed in to the material sub-system (its own token kind); `request.auth` is that user. */
  material?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation: merges our route config into Fastify's
  interface FastifyContextConfig extends RouteAccessConfig {}
}
