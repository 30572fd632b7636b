import { sql } from 'kysely';
import type { ReadStatistics } from '../../core/notice/readStatistics.types';
import type { AppDb } from '../db/dbTypes';
import { isRecipient } from './noticeAudience';
import { noticeDb, READ_FLAG } from './noticeDb';

export interface ReadStatisticsQuery {
  pageNo: number;
  pageSize: number;
  /** Only read ('1') or only unread ('0') recipients. */
  readFlag?: string;
}

/** The recipients (live users) of an announcement with their read state; read ones first, then by name. */
function recipients(db: AppDb, anntId: string) {
  return noticeDb(db)
    .selectFrom('sys_announcement as a')
    .innerJoin('sys_user as u', (join) => join.on(isRecipient('a', 'u')))
    .leftJoin('sys_announcement_send as s', (join) => join.onRef('s.annt_id', '=', 'a.id').onRef('s.user_id', '=', 'u.id'))
    .where('a.id', '=', anntId)
    .where('u.del_flag', '=', 0);
}

const isRead = sql<boolean>`coalesce(s.read_flag, ${READ_FLAG.unread}) = ${READ_FLAG.read}`;

/** Read statistics of one announcement; null when there is no such announcement. */
export async function readStatistics(db: AppDb, anntId: string, { pageNo, pageSize, readFlag }: ReadStatisticsQuery): Promise<ReadStatistics | null> {
  const exists = await noticeDb(db).selectFrom('sys_announcement').select('id').where('id', '=', anntId).executeTakeFirst();
  if (!exists) return null;
  const counts = await recipients(db, anntId)
    .select((eb) => [eb.fn.countAll<string>().as('total'), sql<string>`count(*) filter (where ${isRead})`.as('read')])
    .executeTakeFirstOrThrow();
  let listed = recipients(db, anntId);
  if (readFlag === READ_FLAG.read) listed = listed.where(isRead);
  if (readFlag === READ_FLAG.unread) listed = listed.where(sql<boolean>`not ${isRead}`);
  const { filtered } = await listed.select((eb) => eb.fn.countAll<string>().as('filtered')).executeTakeFirstOrThrow();
  const rows = await listed
    .select(['u.id', 'u.username', 'u.realname', 's.read_flag', 's.read_time'])
    .orderBy(sql`${isRead}`, 'desc')
    .orderBy('u.username')
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
  const total = Number(counts.total);
  const readCount = Number(counts.read);
  const filteredTotal = Number(filtered);
  return {
    total,
    readCount,
    unreadCount: total - readCount,
    page: {
      records: rows.map((row) => ({
        userId: String(row.id),
        username: String(row.username ?? ''),
        realname: String(row.realname ?? ''),
        readFlag: row.read_flag === READ_FLAG.read ? READ_FLAG.read : READ_FLAG.unread,
        readTime: row.read_flag === READ_FLAG.read && row.read_time ? String(row.read_time) : null,
      })),
      total: filteredTotal,
      size: pageSize,
      current: pageNo,
      pages: Math.ceil(filteredTotal / pageSize),
    },
  };
}
