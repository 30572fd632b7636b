/** A row of the 菜单管理 tree (GET /sys/permission/list; upstream SysPermission in camelCase). */
export interface MenuAdminNode {
  id: string;
  parentId: string | null;
  name: string;
  url: string | null;
  component: string | null;
  /** 0 module, 1 menu, 2 button. */
  menuType: number;
  perms: string | null;
  sortNo: number;
  icon: string | null;
  hidden: boolean;
  route: boolean;
  alwaysShow: boolean;
  internalOrExternal: boolean;
  /** A button's switch: '1' enabled, '0' disabled for everyone but the administrator. */
  status: string;
  /** A catalogue row: structure fixed by screens.json, cannot be deleted. */
  seeded: boolean;
  /** The menu has enabled data rules. */
  ruleFlag: boolean;
  children?: MenuAdminNode[];
}
