import { http } from '../../http/client';
import { clearSession } from './clearSession';
import { reloadToLogin } from './reloadToLogin';

/**
 * Revokes the token on the server whatever the answer, then clears the session and reloads on
 * the login page (with `redirect` to come back to after signing in again).
 */
export async function logout(redirect?: string): Promise<void> {
  try {
    await http.post('/sys/logout');
  } catch {
    // The client already showed the notice; signing out locally must happen regardless.
  } finally {
    clearSession();
    reloadToLogin(redirect);
  }
}
