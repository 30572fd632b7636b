import type { PermissionResult } from '../../../core/permission/permission.types';
import { http } from '../../http/client';
import { useSessionStore } from '../../stores/sessionStore';
import { useLoginMenuStore } from '../menu/loginMenuStore';

export const PERMISSION_LIST_ERROR = 'getPermissionList: permissions must be a non-null array !';

/**
 * Loads menu, buttons and launcher modules of the signed-in user into the session store, and
 * refreshes the locally saved copy of the menu that non-administrators' side menu is built from.
 * Rejects with PERMISSION_LIST_ERROR when the call fails or the menu is empty or not an array.
 */
export async function loadPermissions(): Promise<PermissionResult> {
  const answer = await http.get<PermissionResult>('/sys/permission/getUserPermissionByToken').catch(() => null);
  const result = answer?.success ? answer.result : null;
  if (!result || !Array.isArray(result.menu) || result.menu.length === 0) throw new Error(PERMISSION_LIST_ERROR);
  useSessionStore.getState().setPermissions({
    ...result,
    auth: Array.isArray(result.auth) ? result.auth : [],
    allAuth: Array.isArray(result.allAuth) ? result.allAuth : [],
  });
  useLoginMenuStore.getState().save(result.menu);
  return result;
}
