import type { TreeNode } from '../../../core/dict/treeNode';

/** Loaded nodes plus newly loaded ones; a node loaded again replaces its old copy. */
export function mergeNodes(known: TreeNode[], loaded: TreeNode[]): TreeNode[] {
  const fresh = new Set(loaded.map((node) => node.key));
  return [...known.filter((node) => !fresh.has(node.key)), ...loaded];
}

/** antd TreeSelect's simple-mode data (`id` / `pId`) of the loaded nodes. */
export function toSimpleTreeData(nodes: TreeNode[]): { id: string; pId: string; value: string; title: string; isLeaf: boolean }[] {
  return nodes.map((node) => ({ id: node.key, pId: node.parentId ?? '', value: node.value, title: node.title, isLeaf: node.isLeaf }));
}
