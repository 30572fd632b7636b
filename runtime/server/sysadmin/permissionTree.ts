import type { AuthTables } from '../auth/authDb';
import { rowsByParent } from '../auth/rowsByParent';

type PermissionRecord = AuthTables['sys_permission'];

/** One node of the authorisation tree (upstream `TreeModel`): menus and, as leaves, their buttons. */
export interface PermissionTreeNode {
  key: string;
  title: string;
  menuType: number;
  perms: string | null;
  status: string;
  isLeaf: boolean;
  /** The menu has enabled data rules (the authorise drawer offers them). */
  ruleFlag: boolean;
  children?: PermissionTreeNode[];
}

/**
 * The permission rows as a tree in sort order, each made a node by `toNode` (given whether it
 * has children); rows whose parent is missing become roots.
 */
export function permissionTree<Node extends { children?: Node[] }>(
  rows: readonly PermissionRecord[],
  toNode: (row: PermissionRecord, isLeaf: boolean) => Node,
): Node[] {
  const byParent = rowsByParent(rows);
  const build = (parent: string | null): Node[] =>
    (byParent.get(parent) ?? []).map((row) => {
      const children = build(row.id);
      return { ...toNode(row, children.length === 0), ...(children.length ? { children } : {}) };
    });
  return build(null);
}

/** The authorisation tree's node of a row; `ruled` holds the menus with enabled data rules. */
export function authorizeNode(ruled: ReadonlySet<string>): (row: PermissionRecord, isLeaf: boolean) => PermissionTreeNode {
  return (row, isLeaf) => ({
    key: row.id,
    title: row.name,
    menuType: row.menu_type,
    perms: row.perms,
    status: row.status,
    isLeaf,
    ruleFlag: ruled.has(row.id),
  });
}
