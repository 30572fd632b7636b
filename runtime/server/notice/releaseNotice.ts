import { idList } from '../auth/idList';
import type { NoticeHub } from './noticeHub';
import { MSG_TYPE_ALL, type NoticeTables } from './noticeDb';

type Released = Pick<NoticeTables['sys_announcement'], 'id' | 'titile' | 'msg_type' | 'user_ids'>;

/** Pushes a just-released announcement: `topic` to everyone for ALL, `user` to the listed users otherwise. */
export function pushRelease(hub: NoticeHub, announcement: Released): number {
  const base = { msgId: announcement.id, msgTxt: announcement.titile };
  if (announcement.msg_type === MSG_TYPE_ALL) return hub.deliver({ all: true }, { cmd: 'topic', ...base });
  return hub.deliver({ userIds: idList(announcement.user_ids) }, { cmd: 'user', ...base });
}
