import { permissionCode } from '../../core/screen/screenModel';
import type { ScreenAction, ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import { inProject } from '../auth/projectGrants';
import { findTokenUser } from '../auth/tokens';
import { belongsToTenant, loadUserAccess } from '../auth/userAccess';
import { BusinessError } from '../crud/businessError';
import type { CrudDeps } from '../crud/crudDeps';
import { visibleRows } from '../crud/rowVisibility';
import type { AppDb } from '../db/dbTypes';
import type { VxeAudience, VxePage } from './vxeHub';

/** What the live-table socket needs of the application: the CRUD's database, screens, dictionaries and data rules. */
export type VxeDeps = Pick<CrudDeps, 'db' | 'registry' | 'dicts' | 'rowFilters'>;

/**
 * The socket's user as of now, working in the page's project and tenant, like the auth hook
 * makes of a request; null once the token is revoked or expired, the user frozen, or the user no
 * longer a member of that project or tenant. Rights are read afresh on purpose: a socket stays
 * open for hours, and a permission taken away must stop its deliveries.
 */
export async function pageAuth(db: AppDb, page: VxePage): Promise<AuthContext | null> {
  if ((await findTokenUser(db, page.token)) !== page.userId) return null;
  const access = await loadUserAccess(db, page.userId);
  if (!access) return null;
  if (page.projectId && !access.projectIds.has(page.projectId)) return null;
  if (!belongsToTenant(access, page.tenantId)) return null;
  return inProject({ ...access, projectId: page.projectId, tenantId: page.tenantId, token: page.token }, page.projectId);
}

/**
 * Whether the caller may do `action` on record `id` of `screen`, as the CRUD routes decide it:
 * the action's permission, then the record among the rows the caller sees (project or tenant
 * scope, data rules). A scope the caller lacks (no project chosen) or a stale data rule is a no.
 */
export async function mayAccessRecord(deps: VxeDeps, screen: ScreenFile, auth: AuthContext, action: ScreenAction, id: string): Promise<boolean> {
  if (!auth.isAdmin && !auth.permissions.has(permissionCode(screen, action))) return false;
  try {
    const visible = await visibleRows(deps, screen, auth);
    return (await deps.db.selectFrom(screen.table).select('id').where('id', '=', id).where(visible).executeTakeFirst()) !== undefined;
  } catch (error) {
    if (error instanceof BusinessError) return false;
    throw error;
  }
}

/**
 * The pages that may read record `id` of `screen` (its list permission, its project and tenant).
 * Judged once per token, project and tenant within one broadcast, however many sockets share them.
 */
export function readersOf(deps: VxeDeps, screen: ScreenFile, id: string): VxeAudience {
  const verdicts = new Map<string, Promise<boolean>>();
  return (page) => {
    const key = JSON.stringify([page.token, page.projectId, page.tenantId]);
    let verdict = verdicts.get(key);
    if (!verdict) {
      verdict = pageAuth(deps.db, page).then((auth) => auth !== null && mayAccessRecord(deps, screen, auth, 'list', id));
      verdicts.set(key, verdict);
    }
    return verdict;
  };
}
