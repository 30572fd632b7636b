import type { AppDb } from '../db/dbTypes';
import { MSG_TYPE, type NoticeTables } from './noticeDb';
import { recipientIds } from './noticeAudience';
import type { NoticeHub } from './noticeHub';
import { mutedUserIds } from './noticePushSwitches';

type Announcement = Pick<NoticeTables['sys_announcement'], 'id' | 'titile' | 'msg_type'>;

/**
 * Tells an announcement's audience that it changed (released or withdrawn), so their bells
 * reload: `topic` to everyone for ALL, `user` to its recipients otherwise. Users who switched off
 * the push of its category (新消息通知) are left out: they see it in the bell on their next page
 * load. Every server process delivers it to the sockets it holds; when `db` is a transaction, only
 * once it commits.
 */
export async function pushNotice(db: AppDb, hub: NoticeHub, announcement: Announcement): Promise<void> {
  const base = { msgId: announcement.id, msgTxt: announcement.titile };
  const muted = await mutedUserIds(db, announcement.id);
  if (announcement.msg_type === MSG_TYPE.all) return hub.send({ all: true, except: [...muted] }, { cmd: 'topic', ...base }, db);
  const audience = await recipientIds(db, announcement.id);
  return hub.send({ userIds: audience.filter((userId) => !muted.has(userId)) }, { cmd: 'user', ...base }, db);
}
