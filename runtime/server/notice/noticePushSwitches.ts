import type { NoticePushSwitches } from '../../core/account/account.types';
import type { AppDb } from '../db/dbTypes';
import { MSG_CATEGORY, noticeDb } from './noticeDb';

/** Each switch of 新消息通知 and the announcement category it governs. */
export const SWITCH_CATEGORIES: Readonly<Record<keyof NoticePushSwitches, string>> = {
  system: MSG_CATEGORY.system,
  announcement: MSG_CATEGORY.notice,
};

/** A user's switches; a category never set is pushed. */
export async function readPushSwitches(db: AppDb, userId: string): Promise<NoticePushSwitches> {
  const rows = await noticeDb(db).selectFrom('sys_user_notice_push').select(['msg_category', 'push']).where('user_id', '=', userId).execute();
  const off = new Set(rows.filter((row) => !row.push).map((row) => row.msg_category));
  return { system: !off.has(SWITCH_CATEGORIES.system), announcement: !off.has(SWITCH_CATEGORIES.announcement) };
}

/** Stores the given switches of a user (the others stay as they are). */
export async function writePushSwitches(db: AppDb, userId: string, switches: Partial<NoticePushSwitches>): Promise<void> {
  const rows = (Object.keys(SWITCH_CATEGORIES) as (keyof NoticePushSwitches)[]).flatMap((key) => {
    const push = switches[key];
    return typeof push === 'boolean' ? [{ user_id: userId, msg_category: SWITCH_CATEGORIES[key], push }] : [];
  });
  if (rows.length === 0) return;
  await noticeDb(db)
    .insertInto('sys_user_notice_push')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['user_id', 'msg_category']).doUpdateSet((eb) => ({ push: eb.ref('excluded.push') })))
    .execute();
}

/** Users who switched off the push of an announcement's category. */
export async function mutedUserIds(db: AppDb, anntId: string): Promise<Set<string>> {
  const rows = await noticeDb(db)
    .selectFrom('sys_user_notice_push as p')
    .innerJoin('sys_announcement as a', 'a.msg_category', 'p.msg_category')
    .select('p.user_id')
    .where('a.id', '=', anntId)
    .where('p.push', '=', false)
    .execute();
  return new Set(rows.map((row) => String(row.user_id)));
}
