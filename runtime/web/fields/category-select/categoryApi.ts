import type { TreeNode } from '../../../core/dict/treeNode';
import type { DictItem } from '../../render/dict/dict.types';
import { http } from '../../http/client';
import { pairLabels } from '../../render/dict/dictSearch';
import { fetchTreeNodes } from '../tree-select/treeApi';

/**
 * Children of a category for the category select: under the category coded `pcode` for the
 * roots (all root categories without one), under `pid` otherwise, matching `condition`.
 */
export function loadCategoryNodes(pid: string, pcode: string | undefined, condition: string | undefined): Promise<TreeNode[]> {
  return fetchTreeNodes('/sys/category/loadTreeData', {
    ...(pid ? { pid } : { pcode: pcode ?? '' }),
    ...(condition ? { condition } : {}),
  });
}

/** Names of category ids, from `/sys/category/loadDictItem/?ids=`; unknown ids stand for themselves. */
export async function categoryLabels(ids: string[]): Promise<DictItem[]> {
  if (ids.length === 0) return [];
  const envelope = await http.get<unknown>('/sys/category/loadDictItem/', { ids: ids.join(',') });
  return pairLabels(ids, envelope.success ? envelope.result : null);
}
