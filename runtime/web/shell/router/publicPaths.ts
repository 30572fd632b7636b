import { LOGIN_PATH } from '../session/reloadToLogin';

/** Routes reachable without a session (shell-spec §2), plus the chat embedding's own login and the error pages. */
export const PUBLIC_PATHS: readonly string[] = [
  LOGIN_PATH,
  '/user/register',
  '/user/register-result',
  '/user/alteration',
  '/material/login',
  '/pipeManagement/login',
  '/oauth2-app/login',
  '/403',
  '/404',
  '/500',
];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.includes(pathname);
}
