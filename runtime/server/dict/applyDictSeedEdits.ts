import { currentTimestamp } from '../db/clock';
import type { AppDb } from '../db/dbTypes';
import type { DictSeed } from '../screens/screenRegistry';
import { DICT_ITEM_TABLE, DICT_TABLE } from './dictTables';
import { SEED_USER, seededItemRow } from './seedDicts';

/** The seeds of `after` that differ from the same code's seed in `before` (new codes are seedDicts' to add). */
function editedSeeds(before: DictSeed[], after: DictSeed[]): { was: DictSeed; now: DictSeed }[] {
  const previous = new Map(before.map((seed) => [seed.code, seed]));
  return after.flatMap((now) => {
    const was = previous.get(now.code);
    return was && JSON.stringify(was) !== JSON.stringify(now) ? [{ was, now }] : [];
  });
}

/**
 * Brings the edits of dictionary seed files saved under `npm run dev` into the database, which
 * seedDicts leaves alone once a code exists: the file's items get its text and order, new ones are
 * added, and those dropped from the file since `before` are deleted. Items that were never in the
 * file (added by users on 数据字典) stay as they are. Returns the codes changed.
 */
export async function applyDictSeedEdits(db: AppDb, before: DictSeed[], after: DictSeed[]): Promise<string[]> {
  const edited = editedSeeds(before, after);
  if (edited.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const changed: string[] = [];
    const now = currentTimestamp();
    for (const { was, now: seed } of edited) {
      const dict = await trx.selectFrom(DICT_TABLE).select('id').where('dict_code', '=', seed.code).executeTakeFirst();
      if (!dict) continue;
      const dictId = String(dict.id);
      if (was.name !== seed.name)
        await trx.updateTable(DICT_TABLE).set({ dict_name: seed.name, update_by: SEED_USER, update_time: now }).where('id', '=', dictId).execute();
      const stored = new Map(
        (await trx.selectFrom(DICT_ITEM_TABLE).select(['id', 'item_value']).where('dict_id', '=', dictId).execute()).map((row) => [
          String(row.item_value),
          String(row.id),
        ]),
      );
      for (const [index, item] of seed.items.entries()) {
        const id = stored.get(item.value);
        if (id) {
          await trx
            .updateTable(DICT_ITEM_TABLE)
            .set({ item_text: item.text, sort_order: index + 1, update_by: SEED_USER, update_time: now })
            .where('id', '=', id)
            .execute();
        } else {
          await trx
            .insertInto(DICT_ITEM_TABLE)
            .values(seededItemRow(dictId, item, index, now))
            .execute();
        }
      }
      const kept = new Set(seed.items.map((item) => item.value));
      const dropped = was.items.map((item) => item.value).filter((value) => !kept.has(value) && stored.has(value));
      if (dropped.length > 0) await trx.deleteFrom(DICT_ITEM_TABLE).where('dict_id', '=', dictId).where('item_value', 'in', dropped).execute();
      changed.push(seed.code);
    }
    return changed;
  });
}
