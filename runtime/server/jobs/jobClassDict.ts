import { currentTimestamp } from '../db/clock';
import type { AppDb } from '../db/dbTypes';
import { newId } from '../db/ids';
import { DICT_ITEM_TABLE, DICT_TABLE, ENABLED_STATUS } from '../dict/dictTables';
import type { JobHandler } from './jobHandler';

export const JOB_CLASS_DICT = 'quartz_job_class';

/**
 * Adds handlers registered since the database was created to the 任务类名 dictionary (the seed
 * only writes dictionaries that are missing). Items administrators edited or disabled stay as they are.
 */
export async function syncJobClassDict(db: AppDb, handlers: readonly JobHandler[]): Promise<void> {
  const dict = await db.selectFrom(DICT_TABLE).select('id').where('dict_code', '=', JOB_CLASS_DICT).executeTakeFirst();
  if (!dict) return;
  const known = new Set(
    (await db.selectFrom(DICT_ITEM_TABLE).select('item_value').where('dict_id', '=', dict.id).execute()).map((row) => String(row.item_value)),
  );
  const missing = handlers.filter((handler) => !known.has(handler.className));
  if (missing.length === 0) return;
  const now = currentTimestamp();
  await db
    .insertInto(DICT_ITEM_TABLE)
    .values(
      missing.map((handler) => ({
        id: newId(),
        dict_id: dict.id,
        item_value: handler.className,
        item_text: handler.title,
        sort_order: known.size + missing.indexOf(handler) + 1,
        status: ENABLED_STATUS,
        create_by: 'system',
        create_time: now,
      })),
    )
    .execute();
}
