/** One node of a lazily loaded tree (tree select, category select): widgets-spec §3 "Tree node". */
export interface TreeNode {
  key: string;
  value: string;
  title: string;
  /** No children: the widget shows no expander and asks for nothing more. */
  isLeaf: boolean;
  /** The node's code (category code, or the code column of a table tree). */
  code?: string;
  /** Parent id, empty for a root node. */
  parentId?: string;
}

/** Messages of the tree and category selects (widgets-spec §5.5), shared by server and browser. */
export const TREE_MESSAGES = {
  /** The server's and the category select's answer to a `condition` that is not a JSON object. */
  conditionNotJson: 'condition传值有误，需要一个json字符串',
  /** The tree select's own check of its `condition` prop. */
  treeSelectConditionNotJson: '组件JTreeSelect-condition传值有误，需要一个json字符串!',
} as const;

/**
 * The equality filters of a `condition` parameter: a JSON object of field → scalar value. Null
 * when the text is not such an object; an empty or missing condition is no filter at all.
 */
export function parseTreeCondition(condition: string | undefined): Record<string, string> | null {
  if (condition === undefined || condition.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(condition);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const filters: Record<string, string> = {};
  for (const [field, value] of Object.entries(parsed)) {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return null;
    filters[field] = String(value);
  }
  return filters;
}
