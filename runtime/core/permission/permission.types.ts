import type { CatalogueModule } from '../screen/catalogue.types';
/**
 * Shapes of `GET /sys/permission/getUserPermissionByToken` (JeecgBoot contract, jeecg-contract §1.7),
 * shared by the server that builds them and the web shell that consumes them.
 */

export interface MenuMeta {
  title: string;
  icon?: string;
  keepAlive?: boolean;
  internalOrExternal?: boolean;
  componentName?: string;
  url?: string;
  hideMenu?: boolean;
  hideTab?: boolean;
}

export interface MenuItem {
  id: string;
  path: string;
  name?: string;
  /** `screen/<screenId>` for a screen file, `page/<key>` for a hand-made page, or a layout name. */
  component?: string;
  /** `'0'`: menu entry only, no route. */
  route?: '0' | '1';
  redirect?: string | null;
  hidden?: boolean;
  alwaysShow?: boolean;
  meta: MenuMeta;
  children?: MenuItem[];
}

/** A button or data permission the user holds (`type` '1' button, '2' data). */
export interface AuthEntry {
  action: string;
  type: string;
  describe?: string;
}

/** Every configured permission with its switch (`status` '1' enabled, '0' disabled). */
export interface AllAuthEntry {
  action: string;
  status: string;
  type: string;
  describe?: string;
}

/** A launcher card (shell-spec §1): one per catalogue module. */
export type LauncherModule = Omit<CatalogueModule, 'groups'>;

export interface PermissionResult {
  menu: MenuItem[];
  auth: AuthEntry[];
  allAuth: AllAuthEntry[];
  sysSafeMode?: boolean;
  modules?: LauncherModule[];
}

/** What the permission checks need to know about the signed-in user. */
export interface PermissionContext {
  isAdmin: boolean;
  auth: readonly AuthEntry[];
  allAuth: readonly AllAuthEntry[];
}
