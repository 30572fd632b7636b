import type { Kysely } from 'kysely';
import type { MembershipTables } from '../auth/authDb';
import type { AppDb, DB } from '../db/dbTypes';

/** The announcement screen's table (schemas/system/announcement.json) and the per-user read state. */
// Type aliases, not interfaces: Kysely's withTables needs index-compatible object types.
export type NoticeTables = {
  sys_announcement: {
    id: string;
    titile: string;
    msg_content: string | null;
    sender: string | null;
    priority: string | null;
    msg_category: string | null;
    msg_type: string | null;
    user_ids: string | null;
    depart_ids: string | null;
    open_type: string | null;
    open_page: string | null;
    send_status: string | null;
    send_time: string | null;
    create_time: string | null;
    update_by: string | null;
    update_time: string | null;
  };
  sys_announcement_send: { annt_id: string; user_id: string; read_flag: string; read_time: string | null };
  /** A user's 新消息通知 switch of one category; no row means pushed. */
  sys_user_notice_push: { user_id: string; msg_category: string; push: boolean };
};

export type NoticeDb = Kysely<DB & NoticeTables & MembershipTables>;

/** The app database seen with the notice tables' column types. */
export function noticeDb(db: AppDb): NoticeDb {
  return db.withTables<NoticeTables & MembershipTables>();
}

export const ANNOUNCEMENT_SCREEN_ID = 'system.announcement';
export const SEND_STATUS = { draft: '0', released: '1', revoked: '2' } as const;
export const MSG_CATEGORY = { notice: '1', system: '2' } as const;
/** Dictionary msg_type: everyone, chosen users, members of chosen departments. */
export const MSG_TYPE = { all: 'ALL', user: 'USER', depart: 'DEPART' } as const;
export const READ_FLAG = { unread: '0', read: '1' } as const;
