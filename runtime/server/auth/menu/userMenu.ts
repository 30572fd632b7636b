import type { AppDb } from '../../db/dbTypes';
import type { ScreenRegistry } from '../../screens/screenRegistry';
import type { AuthContext } from '../authContext';
import { authDb } from '../authDb';
import { buildMenu, catalogueLeafPermissions } from './buildMenu';
import { withHomeEntry } from './homeMenu';
import { launcherModules } from './launcherModules';
import { withPersonalPages } from './personalMenu';
import type { LauncherModule, MenuItem } from './menuItem';

/** The permission rows an administrator added that the user's roles (in the current project) were granted. */
async function grantedRowIds(db: AppDb, roleIds: readonly string[]): Promise<Set<string>> {
  if (roleIds.length === 0) return new Set();
  const rows = await authDb(db).selectFrom('sys_role_permission').select('permission_id').distinct().where('role_id', 'in', roleIds).execute();
  return new Set(rows.map((row) => row.permission_id));
}

/**
 * A user's menu and launcher modules, read from sys_permission at every permission load, so
 * what an administrator changes in 菜单管理 reaches the user then. The administrator is shown
 * every module; anyone else only the modules their menu has entries in (and the disabled ones).
 */
export async function userMenu(db: AppDb, registry: ScreenRegistry, auth: AuthContext): Promise<{ menu: MenuItem[]; modules: LauncherModule[] }> {
  const rows = await authDb(db)
    .selectFrom('sys_permission')
    .select(['id', 'parent_id', 'name', 'url', 'component', 'menu_type', 'sort_no', 'icon', 'hidden', 'route', 'always_show', 'internal_or_external'])
    .where('menu_type', '<>', 2)
    .execute();
  const granted = auth.isAdmin ? null : await grantedRowIds(db, auth.roleIds);
  const menu = buildMenu(rows, {
    openPermissions: catalogueLeafPermissions(registry.catalogue, registry.screens, registry.dashboards),
    may: (permission) => auth.isAdmin || auth.permissions.has(permission),
    granted: (rowId) => granted === null || granted.has(rowId),
  });
  const titles = new Map(rows.filter((row) => row.menu_type === 0).map((row) => [row.id, row.name]));
  const inMenu = new Set(menu.map((module) => module.id));
  const usable = (moduleRowId: string) => auth.isAdmin || inMenu.has(moduleRowId);
  return { menu: withPersonalPages(withHomeEntry(menu), registry.catalogue), modules: launcherModules(registry.catalogue, titles, usable) };
}
