import type { SelectQueryBuilder } from 'kysely';
import type { Page } from '../../core/http/envelope';
import { currentTimestamp } from '../db/clock';
import type { MembershipTables } from '../auth/authDb';
import type { AppDb, DB } from '../db/dbTypes';
import { isRecipient } from './noticeAudience';
import { MSG_CATEGORY, noticeDb, READ_FLAG, SEND_STATUS, type NoticeTables } from './noticeDb';
import { toUserNotice, type UserNotice } from './userNotice';

type Tables = DB & NoticeTables & { u: MembershipTables['sys_user'] };

/** Released announcements meant for a user (everyone, listed users, members of listed departments), joined with the user's read state. */
function visibleTo(db: AppDb, userId: string) {
  return noticeDb(db)
    .selectFrom('sys_announcement')
    .leftJoin('sys_announcement_send', (join) =>
      join.onRef('sys_announcement_send.annt_id', '=', 'sys_announcement.id').on('sys_announcement_send.user_id', '=', userId),
    )
    .innerJoin('sys_user as u', (join) => join.on('u.id', '=', userId))
    .where('sys_announcement.send_status', '=', SEND_STATUS.released)
    .where(isRecipient('sys_announcement', 'u'));
}

type VisibleQuery = ReturnType<typeof visibleTo>;

function unread<O>(query: SelectQueryBuilder<Tables, 'sys_announcement' | 'sys_announcement_send' | 'u', O>) {
  return query.where((eb) => eb.or([eb('sys_announcement_send.read_flag', 'is', null), eb('sys_announcement_send.read_flag', '<>', READ_FLAG.read)]));
}

const NOTICE_COLUMNS = [
  'sys_announcement.id',
  'sys_announcement.titile',
  'sys_announcement.msg_content',
  'sys_announcement.sender',
  'sys_announcement.priority',
  'sys_announcement.msg_category',
  'sys_announcement.msg_type',
  'sys_announcement.open_type',
  'sys_announcement.open_page',
  'sys_announcement.send_time',
  'sys_announcement_send.read_flag',
] as const;

function selectNotices(query: VisibleQuery) {
  return query.select(NOTICE_COLUMNS).orderBy('sys_announcement.send_time', 'desc').orderBy('sys_announcement.id');
}

export interface UnreadNotices {
  anntMsgList: UserNotice[];
  anntMsgTotal: number;
  sysMsgList: UserNotice[];
  sysMsgTotal: number;
}

/** The bell's lists: the user's unread announcements, newest first, split into notices and system messages. */
export async function unreadNotices(db: AppDb, userId: string): Promise<UnreadNotices> {
  const rows = await unread(selectNotices(visibleTo(db, userId))).execute();
  const notices = rows.map(toUserNotice);
  const anntMsgList = notices.filter((notice) => notice.msgCategory !== MSG_CATEGORY.system);
  const sysMsgList = notices.filter((notice) => notice.msgCategory === MSG_CATEGORY.system);
  return { anntMsgList, anntMsgTotal: anntMsgList.length, sysMsgList, sysMsgTotal: sysMsgList.length };
}

export interface MyNoticeQuery {
  pageNo: number;
  pageSize: number;
  titile?: string;
  readFlag?: string;
}

/** Page of every announcement a user has received, read or not (我的消息). */
export async function myNotices(db: AppDb, userId: string, { pageNo, pageSize, titile, readFlag }: MyNoticeQuery): Promise<Page<UserNotice>> {
  let query = visibleTo(db, userId);
  if (titile) query = query.where('sys_announcement.titile', 'like', `%${titile}%`);
  if (readFlag === READ_FLAG.read) query = query.where('sys_announcement_send.read_flag', '=', READ_FLAG.read);
  if (readFlag === READ_FLAG.unread) query = unread(query);
  const { total } = await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await selectNotices(query)
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
  const count = Number(total);
  return { records: rows.map(toUserNotice), total: count, size: pageSize, current: pageNo, pages: Math.ceil(count / pageSize) };
}

/** Marks an announcement read for a user; false when it is not one the user received. */
export async function markNoticeRead(db: AppDb, userId: string, anntId: string): Promise<boolean> {
  const visible = await visibleTo(db, userId).select('sys_announcement.id').where('sys_announcement.id', '=', anntId).executeTakeFirst();
  if (!visible) return false;
  const readTime = currentTimestamp();
  await noticeDb(db)
    .insertInto('sys_announcement_send')
    .values({ annt_id: anntId, user_id: userId, read_flag: READ_FLAG.read, read_time: readTime })
    .onConflict((conflict) => conflict.columns(['annt_id', 'user_id']).doUpdateSet({ read_flag: READ_FLAG.read, read_time: readTime }))
    .execute();
  return true;
}
