import type { ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import { BusinessError } from './businessError';
import { CRUD_MESSAGES } from './crudMessages';

/**
 * The column values that confine a screen's rows to the caller: the current project for project
 * screens, the tenant for tenant screens, nothing for global system data. Used as the WHERE of
 * every read and delete, and as the owner columns of every insert.
 */
export function scopeOf(screen: ScreenFile, auth: AuthContext): Record<string, string> {
  switch (screen.scope) {
    case 'project':
      if (!auth.projectId) throw new BusinessError(CRUD_MESSAGES.noProject);
      return { project_id: auth.projectId };
    case 'currentProject':
      // The project's own row: nothing else of the table is read or written through this screen.
      if (!auth.projectId) throw new BusinessError(CRUD_MESSAGES.noProject);
      return { id: auth.projectId };
    case 'tenant':
      return { tenant_id: auth.tenantId };
    default:
      return {};
  }
}

/** Owner columns of a new row: always the tenant, and the project for project screens. */
export function ownerColumnsOf(screen: ScreenFile, auth: AuthContext): Record<string, string> {
  return { tenant_id: auth.tenantId, ...scopeOf(screen, auth) };
}
