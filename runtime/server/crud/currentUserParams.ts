import { CURRENT_USER, userKeyOf } from '../../core/dashboard/currentUser';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import { listableFields } from './listQuery';

/**
 * A list request's `<field>=@me` on a field that stores users, with the caller's own key from the
 * session: a dashboard's slice of "my records" drills into the list this way, and the browser never
 * names the user. Any other value, or `@me` on another field, is left for the list's own checks.
 */
export function withCurrentUser(screen: ScreenFile, params: Record<string, unknown>, auth: Pick<AuthContext, 'userId' | 'username'>): Record<string, unknown> {
  const fields = listableFields(screen);
  const resolved = { ...params };
  for (const [name, value] of Object.entries(params)) {
    const key = value === CURRENT_USER ? userKeyOf(name, fields.get(name)) : undefined;
    if (key) resolved[name] = auth[key];
  }
  return resolved;
}
