export interface ListRecord {
  id: string;
  [field: string]: unknown;
}

export type TreeRecord = ListRecord & { children?: TreeRecord[] };

/**
 * Nests flat records by their parent field, keeping the server's order among siblings. Rows whose
 * parent is not among the records become roots.
 */
export function toTree(records: ListRecord[], parentField: string): TreeRecord[] {
  const nodes = new Map<string, TreeRecord>(records.map((record) => [record.id, { ...record }]));
  const roots: TreeRecord[] = [];
  for (const node of nodes.values()) {
    const parentId = node[parentField];
    const parent = typeof parentId === 'string' && parentId !== node.id ? nodes.get(parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}
