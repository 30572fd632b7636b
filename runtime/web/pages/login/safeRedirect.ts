import { WORKPLACE_PATH } from '../../shell/platform';

/** Where to go after signing in: the `redirect` query when it is an in-app path, else the workplace. */
export function safeRedirect(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/user/')) return WORKPLACE_PATH;
  return redirect;
}
