/** A node of GET /sys/permission/queryTreeList. */
export interface PermissionNode {
  key: string;
  title: string;
  menuType: number;
  /** The menu has enabled data rules to grant. */
  ruleFlag?: boolean;
  children?: PermissionNode[];
}

/** The menus that have data rules, depth first, with their titles. */
export function ruledMenus(tree: PermissionNode[]): PermissionNode[] {
  return tree.flatMap((node) => [...(node.ruleFlag ? [node] : []), ...ruledMenus(node.children ?? [])]);
}

/**
 * The keys to tick in a tree that links parents and children: only the granted leaves, so a
 * parent kept as half-ticked grant does not tick all its children when the tree loads.
 */
export function grantedLeafKeys(tree: PermissionNode[], granted: readonly string[]): string[] {
  const wanted = new Set(granted);
  const leaves = (nodes: PermissionNode[]): string[] =>
    nodes.flatMap((node) => (node.children?.length ? leaves(node.children) : wanted.has(node.key) ? [node.key] : []));
  return leaves(tree);
}

/** The keys of the nodes down to `depth` levels (modules and their groups are opened at first). */
export function keysAbove(tree: PermissionNode[], depth: number): string[] {
  if (depth <= 0) return [];
  return tree.flatMap((node) => [node.key, ...keysAbove(node.children ?? [], depth - 1)]);
}

/** The ticked keys with every ancestor of a ticked node (upstream grants half-ticked menus too). */
export function withAncestors(tree: PermissionNode[], checked: readonly string[]): string[] {
  const ticked = new Set(checked);
  const collect = (nodes: PermissionNode[]): string[] =>
    nodes.flatMap((node) => {
      const below = collect(node.children ?? []);
      return ticked.has(node.key) || below.length > 0 ? [node.key, ...below] : [];
    });
  return collect(tree);
}
