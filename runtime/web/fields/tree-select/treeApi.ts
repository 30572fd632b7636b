import type { TreeNode } from '../../../core/dict/treeNode';
import { http } from '../../http/client';

/**
 * Tree nodes from a GET call answering a node list; rejects with the server's message when it
 * refuses (the widgets show it as an error, widgets-spec §5.5).
 */
export async function fetchTreeNodes(url: string, params: Record<string, string>): Promise<TreeNode[]> {
  const envelope = await http.get<TreeNode[]>(url, params);
  if (!envelope.success) throw new Error(envelope.message);
  return Array.isArray(envelope.result) ? envelope.result : [];
}
