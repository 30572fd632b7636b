import { WORKPLACE_PATH } from '../platform';
import { LOGIN_PATH } from '../session/reloadToLogin';
import { isPublicPath } from './publicPaths';

export type GuardDecision = { kind: 'render' } | { kind: 'redirect'; to: string } | { kind: 'loadPermissions' };

interface GuardInput {
  pathname: string;
  /** Path plus query, kept in the redirect query. */
  fullPath: string;
  hasToken: boolean;
  permissionsLoaded: boolean;
}

/** The login page's address that brings the user back to `fullPath` after signing in. */
export function loginRedirect(fullPath: string): string {
  return fullPath === '/' || fullPath === WORKPLACE_PATH ? LOGIN_PATH : `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;
}

/**
 * Route guard of shell-spec §2: a signed-in user on the login page or `/` goes to the
 * workplace; a signed-out user on a non-public page goes to login with a redirect query; a
 * signed-in user without loaded permissions waits for them.
 */
export function guardDecision({ pathname, fullPath, hasToken, permissionsLoaded }: GuardInput): GuardDecision {
  if (hasToken && (pathname === LOGIN_PATH || pathname === '/')) return { kind: 'redirect', to: WORKPLACE_PATH };
  if (isPublicPath(pathname)) return { kind: 'render' };
  if (!hasToken) return { kind: 'redirect', to: loginRedirect(fullPath) };
  return permissionsLoaded ? { kind: 'render' } : { kind: 'loadPermissions' };
}
