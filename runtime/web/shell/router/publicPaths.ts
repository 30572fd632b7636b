import { LOGIN_PATH } from '../session/reloadToLogin';

/** Routes reachable without a session (shell-spec §2; only these exist so far). */
export const PUBLIC_PATHS: readonly string[] = [LOGIN_PATH, '/404'];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.includes(pathname);
}
