import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ok } from '../../core/http/envelope';
import { requireAuth } from '../auth/requireAuth';
import { BusinessError } from '../crud/businessError';
import { currentTimestamp } from '../db/clock';
import type { AppDb } from '../db/dbTypes';
import { noticeDb, SEND_STATUS } from './noticeDb';
import type { NoticeHub } from './noticeHub';
import { pushNotice } from './releaseNotice';

export const RELEASE_MESSAGES = {
  released: '该系统通知发布成功',
  revoked: '该系统通知撤销成功',
  notFound: '未找到对应数据',
  alreadyReleased: '该系统通知已发布',
  notReleased: '该系统通知未发布，无需撤销',
} as const;

/** The 发布 / 撤销 row action's permission button (schemas/system/announcement.json `rowActions`). */
const PERMISSION = 'system:announcement:release';

type Changed = { id: string; titile: string; msg_type: string | null };

/** Changes an announcement's status and notifies its push in the same transaction (it reaches the sockets once the change commits). */
async function changeAndPush(db: AppDb, hub: NoticeHub, change: (trx: AppDb) => Promise<Changed | undefined>): Promise<Changed | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await change(trx);
    if (row) await pushNotice(trx, hub, row);
    return row;
  });
}

function idOf(query: unknown): string {
  const id = (query as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'string' || id === '') throw new BusinessError(RELEASE_MESSAGES.notFound);
  return id;
}

async function refusalFor(db: AppDb, id: string, whenExists: string): Promise<never> {
  const exists = await noticeDb(db).selectFrom('sys_announcement').select('id').where('id', '=', id).executeTakeFirst();
  throw new BusinessError(exists ? whenExists : RELEASE_MESSAGES.notFound);
}

/**
 * 发布 and 撤销 of an announcement (upstream `doReleaseData` / `doReovkeData`, GET or POST with
 * `?id=`), for holders of the 发布 row action. Releasing stamps the send time and the sender (the
 * caller when empty); both push to the announcement's audience, whose bells reload (a withdrawn
 * notice leaves them).
 */
export function registerAnnouncementReleaseRoutes(app: FastifyInstance, db: AppDb, hub: NoticeHub): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/sys/annountCement/doReleaseData',
    config: { permission: PERMISSION },
    handler: async (request) => {
      const id = idOf(request.query);
      const auth = requireAuth(request);
      const released = await changeAndPush(db, hub, (trx) =>
        noticeDb(trx)
          .updateTable('sys_announcement')
          .set({
            send_status: SEND_STATUS.released,
            send_time: currentTimestamp(),
            sender: sql<string>`coalesce(nullif(sender, ''), ${auth.realname})`,
            update_by: auth.username,
            update_time: currentTimestamp(),
          })
          .where('id', '=', id)
          .where('send_status', 'is distinct from', SEND_STATUS.released)
          .returning(['id', 'titile', 'msg_type'])
          .executeTakeFirst(),
      );
      if (!released) return refusalFor(db, id, RELEASE_MESSAGES.alreadyReleased);
      return ok(null, RELEASE_MESSAGES.released);
    },
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/sys/annountCement/doReovkeData',
    config: { permission: PERMISSION },
    handler: async (request) => {
      const id = idOf(request.query);
      const auth = requireAuth(request);
      const revoked = await changeAndPush(db, hub, (trx) =>
        noticeDb(trx)
          .updateTable('sys_announcement')
          .set({ send_status: SEND_STATUS.revoked, update_by: auth.username, update_time: currentTimestamp() })
          .where('id', '=', id)
          .where('send_status', '=', SEND_STATUS.released)
          .returning(['id', 'titile', 'msg_type'])
          .executeTakeFirst(),
      );
      if (!revoked) return refusalFor(db, id, RELEASE_MESSAGES.notReleased);
      return ok(null, RELEASE_MESSAGES.revoked);
    },
  });
}
