import type { AppDb } from '../db/dbTypes';
import { MSG_TYPE, type NoticeTables } from './noticeDb';
import { recipientIds } from './noticeAudience';
import type { NoticeHub } from './noticeHub';

type Announcement = Pick<NoticeTables['sys_announcement'], 'id' | 'titile' | 'msg_type'>;

/**
 * Tells an announcement's audience that it changed (released or withdrawn), so their bells
 * reload: `topic` to everyone for ALL, `user` to its recipients otherwise. Returns how many
 * connections got it.
 */
export async function pushNotice(db: AppDb, hub: NoticeHub, announcement: Announcement): Promise<number> {
  const base = { msgId: announcement.id, msgTxt: announcement.titile };
  if (announcement.msg_type === MSG_TYPE.all) return hub.deliver({ all: true }, { cmd: 'topic', ...base });
  return hub.deliver({ userIds: await recipientIds(db, announcement.id) }, { cmd: 'user', ...base });
}
