import type { AppDb } from '../db/dbTypes';
import { DICT_ITEM_TABLE, DICT_TABLE, ENABLED_STATUS, type DictItem } from './dictTables';

export interface CachedDictItem extends DictItem {
  enabled: boolean;
}

/** Every item of every plain dictionary by code, in sort order; disabled items are kept for labels. */
export async function loadPlainDicts(executor: AppDb): Promise<Map<string, CachedDictItem[]>> {
  const rows = await executor
    .selectFrom(`${DICT_ITEM_TABLE} as item`)
    .innerJoin(`${DICT_TABLE} as dict`, 'dict.id', 'item.dict_id')
    .select(['dict.dict_code as code', 'item.item_value as value', 'item.item_text as text', 'item.status as status'])
    .orderBy('dict.dict_code')
    .orderBy('item.sort_order')
    .orderBy('item.item_value')
    .execute();
  const dicts = new Map<string, CachedDictItem[]>();
  for (const row of rows) {
    const code = String(row.code);
    const items = dicts.get(code) ?? [];
    items.push({ value: String(row.value), text: String(row.text), enabled: row.status === ENABLED_STATUS });
    dicts.set(code, items);
  }
  return dicts;
}
