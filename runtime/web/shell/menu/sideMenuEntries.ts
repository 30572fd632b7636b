import type { MenuItem } from '../../../core/permission/permission.types';
import { WORKPLACE_PATH } from '../platform';
import { visibleMenu } from './menuTree';
import { moduleMenu, moduleRoots } from './moduleMenu';
import { isSubmenu, menuKey, openKeysFor } from './toAntdMenuItems';

export interface MenuModule {
  key: string;
  title: string;
}

/** The two menus a side menu may be built from (shell-spec §2). */
export interface MenuSources {
  /** The permission list held in the session store. */
  permissionMenu: readonly MenuItem[];
  /** The copy saved locally at login (loginMenuStore). */
  loginMenu: readonly MenuItem[];
}

/**
 * What the side menu lists (shell-spec §2, §6): the user named admin gets the whole permission
 * menu of the session store; everyone else the children of the chosen module's menu in the copy
 * saved at login (that whole copy before a module is chosen). 工作台 is added by the menu itself.
 */
export function sideMenuEntries({ permissionMenu, loginMenu }: MenuSources, isAdmin: boolean, module: MenuModule | undefined): MenuItem[] {
  const visible = visibleMenu(isAdmin ? permissionMenu : loginMenu).filter((item) => item.path !== WORKPLACE_PATH);
  if (isAdmin || !module) return visible;
  return moduleMenu(visible, module.key, module.title);
}

/**
 * Submenus open for a route: those holding its page; for a page outside the menu (a module's
 * launcher target), the first root submenu of the current module with the submenus in it.
 */
export function defaultOpenKeys(entries: readonly MenuItem[], pathname: string, moduleKey: string | undefined): string[] {
  const holding = openKeysFor(entries, pathname);
  if (holding.length || !moduleKey) return holding;
  const root = moduleRoots(entries, moduleKey).find(isSubmenu);
  return root ? [menuKey(root), ...(root.children ?? []).filter(isSubmenu).map(menuKey)] : [];
}
