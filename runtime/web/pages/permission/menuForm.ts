import type { MenuAdminNode } from '../../../core/permission/menuAdmin.types';

export const MENU = 1;
export const BUTTON = 2;

/** The 菜单管理 form's values (what POST /sys/permission/add and PUT …/edit take). */
export interface MenuFormValues {
  menuType: number;
  name: string;
  url?: string | null;
  perms?: string | null;
  status?: string;
  sortNo: number;
  icon?: string | null;
  hidden?: boolean;
  route?: boolean;
  alwaysShow?: boolean;
  internalOrExternal?: boolean;
}

/** Patterns the server also enforces (runtime/server/sysadmin/menus/menuChange.ts). */
export const LINK_PATTERN = /^https?:\/\/[^\s]+$/i;
export const PERMS_PATTERN = /^[A-Za-z][A-Za-z0-9_]*(:[A-Za-z0-9_]+)+$/;
export const ICON_PATTERN = /^[A-Za-z0-9]{1,64}$/;

/** The form's first values: the row being edited, or a new button or link under `parent`. */
export function initialValues(node: MenuAdminNode | undefined, parent: MenuAdminNode | undefined): MenuFormValues {
  if (node) {
    const { menuType, name, url, perms, status, sortNo, icon, hidden, route, alwaysShow, internalOrExternal } = node;
    return {
      menuType,
      name,
      url: url ?? undefined,
      perms: perms ?? undefined,
      status,
      sortNo,
      icon: icon ?? undefined,
      hidden,
      route,
      alwaysShow,
      internalOrExternal,
    };
  }
  // Under a screen the usual addition is a button; under a group, a link.
  const underScreen = Boolean(parent?.component?.startsWith('screen/') || parent?.component?.startsWith('page/'));
  return {
    menuType: underScreen ? BUTTON : MENU,
    name: '',
    status: '1',
    sortNo: (parent?.children?.length ?? 0) + 1,
    hidden: false,
    route: true,
    alwaysShow: false,
    internalOrExternal: true,
  };
}

/** Menus (not buttons) whose rows open a screen file: the ones data rules apply to. */
export function takesDataRules(node: MenuAdminNode): boolean {
  return node.menuType !== BUTTON && Boolean(node.component?.startsWith('screen/'));
}
