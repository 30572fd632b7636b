import type { UserNotice } from '../../core/notice/userNotice.types';

/** The selected columns of an announcement joined with the user's read state (null when never opened). */
export type UserNoticeRow = Record<
  'id' | 'titile' | 'msg_content' | 'sender' | 'priority' | 'msg_category' | 'msg_type' | 'open_type' | 'open_page' | 'send_time' | 'read_flag',
  unknown
>;

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

export type { UserNotice };

/** Maps a joined announcement row to the API shape. */
export function toUserNotice(row: UserNoticeRow): UserNotice {
  const id = text(row.id);
  return {
    id,
    anntId: id,
    titile: text(row.titile),
    msgContent: text(row.msg_content),
    sender: text(row.sender),
    priority: text(row.priority, 'L'),
    msgCategory: text(row.msg_category, '1'),
    msgType: text(row.msg_type, 'ALL'),
    openType: text(row.open_type),
    openPage: text(row.open_page),
    sendTime: text(row.send_time),
    readFlag: text(row.read_flag, '0'),
  };
}
