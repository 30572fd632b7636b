import { http } from '../../http/client';
import type { DictItem } from './dict.types';
import { EMPTY_DICT_CODE_MESSAGE } from './dictMessages';
import { toDictItems } from './toDictItems';

/** Options a search asks for at most (the server caps it as well). */
export const SEARCH_PAGE_SIZE = 50;

function dictPath(action: 'loadDict' | 'loadDictItem', code: string): string {
  if (!code.trim()) throw new Error(EMPTY_DICT_CODE_MESSAGE);
  return `/sys/dict/${action}/${encodeURIComponent(code)}`;
}

/**
 * The choosable items of a dictionary whose text contains `keyword`, from
 * `GET /sys/dict/loadDict/{code}`. Rejects with the server's message when it refuses.
 */
export async function searchDict(code: string, keyword: string, pageSize = SEARCH_PAGE_SIZE): Promise<DictItem[]> {
  const envelope = await http.get<unknown>(dictPath('loadDict', code), { keyword, pageSize });
  if (!envelope.success) throw new Error(envelope.message);
  return toDictItems(envelope.result);
}

/**
 * The labels of stored values, from `GET /sys/dict/loadDictItem/{code}?key=a,b` (disabled items
 * and table rows outside the first page included). Values without a label map to themselves.
 */
export async function dictLabels(code: string, values: string[]): Promise<DictItem[]> {
  if (values.length === 0) return [];
  const envelope = await http.get<unknown>(dictPath('loadDictItem', code), { key: values.join(',') });
  return pairLabels(values, envelope.success ? envelope.result : null);
}

/**
 * Items of `values` from a label answer (`loadDictItem`): the labels of known values in order, so
 * they pair up when every value is known; otherwise each value stands for itself.
 */
export function pairLabels(values: string[], answer: unknown): DictItem[] {
  const labels = Array.isArray(answer) ? answer.map(String) : [];
  return values.map((value, index) => ({ value, text: labels.length === values.length ? labels[index] : value }));
}
