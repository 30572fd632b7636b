import type { TreeNode } from '../../core/dict/treeNode';
import { BusinessError } from '../crud/businessError';
import type { AppDb } from '../db/dbTypes';
import { queryTreeNodes, type TableTree } from '../dict/tableTree';
import type { ScreenRegistry } from '../screens/screenRegistry';

/** The screen of the category dictionary (分类字典), a tree by `pid` with generated codes. */
export const CATEGORY_SCREEN_ID = 'system.category';
export const CATEGORY_TABLE = 'sys_category';

/** Deepest nesting the non-lazy root load follows, so a cycle in bad data cannot loop forever. */
const MAX_DEPTH = 10;

export type CategoryNode = TreeNode & { children?: CategoryNode[] };

/** The category table as a tree: title name, key id, with each node's code. */
export function categoryTree(registry: ScreenRegistry): TableTree {
  const screen = registry.screens.get(CATEGORY_SCREEN_ID);
  if (!screen) throw new Error(`${CATEGORY_SCREEN_ID} is missing from the screen files`);
  return { screen, textColumn: 'name', keyColumn: 'id', pidColumn: 'pid', codeColumn: 'code' };
}

/** A category's id by code; the root's (empty) for no code or upstream's root code `0`. */
export async function categoryIdByCode(db: AppDb, pcode: string | undefined): Promise<string> {
  if (!pcode || pcode === '0') return '';
  const row = await db.selectFrom(CATEGORY_TABLE).select('id').where('code', '=', pcode).executeTakeFirst();
  if (!row) throw new BusinessError(`该编码【${pcode}】不存在，请核实!`);
  return String(row.id);
}

/** Children of a category (roots for an empty pid); with `deep`, their descendants nested too. */
export async function categoryChildren(
  db: AppDb,
  tree: TableTree,
  pid: string,
  options: { filters?: Record<string, string>; deep?: boolean } = {},
  depth = 0,
): Promise<CategoryNode[]> {
  const nodes: CategoryNode[] = await queryTreeNodes(db, tree, {}, { pid, filters: options.filters });
  if (!options.deep || depth >= MAX_DEPTH) return nodes;
  for (const node of nodes) {
    if (!node.isLeaf) node.children = await categoryChildren(db, tree, node.key, options, depth + 1);
  }
  return nodes;
}
