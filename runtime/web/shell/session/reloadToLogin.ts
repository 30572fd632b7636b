export const LOGIN_PATH = '/user/login';

/** Full reload on the login page, so no state of the previous session survives in memory. */
export function reloadToLogin(redirect?: string): void {
  const query = redirect && redirect !== '/' ? `?redirect=${encodeURIComponent(redirect)}` : '';
  window.location.hash = `#${LOGIN_PATH}${query}`;
  window.location.reload();
}
