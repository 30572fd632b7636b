import type { HooksByScreen } from '../crud/hooks';
import { currentTimestamp } from '../db/clock';
import { ANNOUNCEMENT_SCREEN_ID, MSG_TYPE, noticeDb, SEND_STATUS } from './noticeDb';
import type { NoticeHub } from './noticeHub';
import { pushNotice } from './releaseNotice';
import { sanitizeContent } from './sanitizeContent';

export const USERS_REQUIRED_MESSAGE = '请选择指定用户';
export const DEPARTS_REQUIRED_MESSAGE = '请选择指定部门';

/**
 * The announcement screen: content is sanitised before it is stored; `USER` announcements need
 * users and `DEPART` ones departments; saving one with 发布状态 已发布 that was not released before releases it (send time,
 * sender) and notifies its push over the notice socket in the save's transaction (delivered once it commits).
 */
export function announcementHooks(hub: NoticeHub): HooksByScreen {
  const releasing = new Set<string>();
  return {
    [ANNOUNCEMENT_SCREEN_ID]: {
      async beforeWrite(ctx) {
        releasing.delete(ctx.id);
        const { record } = ctx;
        if (typeof record.msgContent === 'string') record.msgContent = sanitizeContent(record.msgContent);
        if (record.msgType === MSG_TYPE.user && !record.userIds) return USERS_REQUIRED_MESSAGE;
        if (record.msgType === MSG_TYPE.depart && !record.departIds) return DEPARTS_REQUIRED_MESSAGE;
        if (record.sendStatus !== SEND_STATUS.released) return null;
        const before =
          ctx.mode === 'edit'
            ? await noticeDb(ctx.trx).selectFrom('sys_announcement').select('send_status').where('id', '=', ctx.id).executeTakeFirst()
            : undefined;
        if (before?.send_status === SEND_STATUS.released) return null;
        record.sendTime = currentTimestamp();
        if (!record.sender) record.sender = ctx.auth.realname;
        releasing.add(ctx.id);
        return null;
      },
      async afterWrite(ctx) {
        if (!releasing.delete(ctx.id)) return;
        const row = await noticeDb(ctx.trx).selectFrom('sys_announcement').select(['id', 'titile', 'msg_type']).where('id', '=', ctx.id).executeTakeFirst();
        if (row) await pushNotice(ctx.trx, hub, row);
      },
    },
  };
}
