import type { AuthTables } from '../auth/authDb';

type PermissionRecord = AuthTables['sys_permission'];

/** One node of the authorisation tree (upstream `TreeModel`): menus and, as leaves, their buttons. */
export interface PermissionTreeNode {
  key: string;
  title: string;
  menuType: number;
  perms: string | null;
  status: string;
  isLeaf: boolean;
  children?: PermissionTreeNode[];
}

/** The permission rows as a tree in sort order; rows whose parent is missing become roots. */
export function permissionTree(rows: readonly PermissionRecord[]): PermissionTreeNode[] {
  const ids = new Set(rows.map((row) => row.id));
  const byParent = new Map<string | null, PermissionRecord[]>();
  for (const row of [...rows].sort((a, b) => a.sort_no - b.sort_no || a.name.localeCompare(b.name))) {
    const parent = row.parent_id && ids.has(row.parent_id) ? row.parent_id : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  const build = (parent: string | null): PermissionTreeNode[] =>
    (byParent.get(parent) ?? []).map((row) => {
      const children = build(row.id);
      return { key: row.id, title: row.name, menuType: row.menu_type, perms: row.perms, status: row.status, isLeaf: children.length === 0, ...(children.length ? { children } : {}) };
    });
  return build(null);
}
