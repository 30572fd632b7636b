import type { DepartNode } from '../../../core/picker/picker.types';

/** Every node of a tree, parents before children. */
export function flattenDeparts(nodes: readonly DepartNode[]): DepartNode[] {
  return nodes.flatMap((node) => [node, ...flattenDeparts(node.children)]);
}

/** The parts of a name around the first match of a keyword, for highlighting it. */
export function splitMatch(name: string, keyword: string): [before: string, match: string, after: string] | null {
  const at = keyword ? name.indexOf(keyword) : -1;
  return at < 0 ? null : [name.slice(0, at), keyword, name.slice(at + keyword.length)];
}
