import { sql, type RawBuilder } from 'kysely';
import type { AppDb } from '../db/dbTypes';
import { MSG_TYPE, noticeDb } from './noticeDb';

/**
 * True when the user (sys_user row aliased `user`) receives the announcement (sys_announcement
 * row aliased `announcement`): everyone for ALL, the listed users for USER, members of a listed
 * department (the user's 所属部门) for DEPART.
 */
export function isRecipient(announcement: string, user: string): RawBuilder<boolean> {
  const column = (alias: string, name: string) => sql.ref(`${alias}.${name}`);
  return sql<boolean>`(
    ${column(announcement, 'msg_type')} = ${MSG_TYPE.all}
    or (${column(announcement, 'msg_type')} = ${MSG_TYPE.user} and ${column(user, 'id')} = any(string_to_array(coalesce(${column(announcement, 'user_ids')}, ''), ',')))
    or (${column(announcement, 'msg_type')} = ${MSG_TYPE.depart}
        and string_to_array(coalesce(${column(announcement, 'depart_ids')}, ''), ',') && string_to_array(coalesce(${column(user, 'depart_ids')}, ''), ','))
  )`;
}

/** Ids of the live users who receive an announcement (what 阅读统计 counts and a push reaches). */
export async function recipientIds(db: AppDb, anntId: string): Promise<string[]> {
  const rows = await noticeDb(db)
    .selectFrom(['sys_user as u', 'sys_announcement as a'])
    .select('u.id')
    .where('a.id', '=', anntId)
    .where('u.del_flag', '=', 0)
    .where(isRecipient('a', 'u'))
    .orderBy('u.id')
    .execute();
  return rows.map((row) => String(row.id));
}
