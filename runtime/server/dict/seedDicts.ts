import { currentTimestamp } from '../db/clock';
import type { AppDb } from '../db/dbTypes';
import { newId } from '../db/ids';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { DICT_ITEM_TABLE, DICT_TABLE, ENABLED_STATUS } from './dictTables';

export const SEED_USER = 'system';

/** The sys_dict_item row of a dictionary file's item at `index` (its place is its sort order). */
export function seededItemRow(dictId: string, item: { value: string; text: string }, index: number, now: string) {
  return {
    id: newId(),
    dict_id: dictId,
    item_value: item.value,
    item_text: item.text,
    sort_order: index + 1,
    status: ENABLED_STATUS,
    create_by: SEED_USER,
    create_time: now,
  };
}

/**
 * Inserts each dictionary seed of `schemas/dicts` whose code is not in the database yet, with its
 * items in file order. Existing dictionaries are left as users edited them. Returns the codes added.
 */
export async function seedDicts(db: AppDb, registry: ScreenRegistry): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const existing = new Set((await trx.selectFrom(DICT_TABLE).select('dict_code').execute()).map((row) => String(row.dict_code)));
    const added: string[] = [];
    const now = currentTimestamp();
    for (const seed of registry.dictSeeds.filter((candidate) => !existing.has(candidate.code))) {
      const dictId = newId();
      await trx.insertInto(DICT_TABLE).values({ id: dictId, dict_name: seed.name, dict_code: seed.code, create_by: SEED_USER, create_time: now }).execute();
      if (seed.items.length > 0) {
        await trx
          .insertInto(DICT_ITEM_TABLE)
          .values(seed.items.map((item, index) => seededItemRow(dictId, item, index, now)))
          .execute();
      }
      added.push(seed.code);
    }
    return added;
  });
}
