import { currentTimestamp } from '../db/clock';
import type { AppDb } from '../db/dbTypes';
import { newId } from '../db/ids';
import { MSG_CATEGORY, MSG_TYPE, noticeDb, SEND_STATUS } from './noticeDb';
import type { NoticeHub } from './noticeHub';
import { pushNotice } from './releaseNotice';
import { sanitizeContent } from './sanitizeContent';

export interface SystemNotice {
  titile: string;
  /** HTML body; sanitised like any announcement. */
  msgContent: string;
  userIds: readonly string[];
  priority: 'L' | 'M' | 'H';
  /** Route the notice's 去处理 button opens. */
  openPage?: string;
  /** 系统消息 (default) or 通知公告 (a notice a person wrote, e.g. 安全通知). */
  category?: (typeof MSG_CATEGORY)[keyof typeof MSG_CATEGORY];
  /** Shown as 发布人; 系统 when absent. */
  sender?: string;
}

/** Text safe inside HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * Stores a released announcement to chosen users (in the caller's transaction when `db` is one),
 * so it shows in their bell and 我的消息 and its read state is kept; returns what pushNotice needs.
 */
export async function insertSystemNotice(db: AppDb, notice: SystemNotice) {
  const now = currentTimestamp();
  const row = {
    id: newId(),
    titile: notice.titile,
    msg_content: sanitizeContent(notice.msgContent),
    sender: notice.sender ?? '系统',
    priority: notice.priority,
    msg_category: notice.category ?? MSG_CATEGORY.system,
    msg_type: MSG_TYPE.user,
    user_ids: notice.userIds.join(','),
    open_type: notice.openPage ? 'url' : null,
    open_page: notice.openPage ?? null,
    send_status: SEND_STATUS.released,
    send_time: now,
    create_time: now,
  };
  await noticeDb(db).insertInto('sys_announcement').values(row).execute();
  return row;
}

/**
 * Releases a 系统消息 from the server itself (a job, a flow step, an alarm) to chosen users: it is
 * stored like any announcement, so it shows in their bell and 我的消息, and pushed to their sockets.
 * Pass the transaction that saves what the notice announces: the notice row is written in it and
 * the push is notified in it (delivered on commit), so a crash or a failure between the save and
 * the notice leaves both or neither, and a re-run that finds the records saved owes no notice.
 * Without a transaction, the row and the push get one of their own.
 */
export async function sendSystemNotice(db: AppDb, hub: NoticeHub, notice: SystemNotice): Promise<string> {
  const send = async (trx: AppDb) => {
    const row = await insertSystemNotice(trx, notice);
    await pushNotice(trx, hub, row);
    return row.id;
  };
  return db.isTransaction ? send(db) : db.transaction().execute(send);
}
