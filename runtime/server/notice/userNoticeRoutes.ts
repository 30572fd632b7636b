import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/http/envelope';
import { requireAuth } from '../auth/requireAuth';
import { BusinessError } from '../crud/businessError';
import type { AppDb } from '../db/dbTypes';
import { positiveInt, stringParam } from './noticeParams';
import { markNoticeRead, myNotices, unreadNotices } from './userNoticeQueries';

export const NOTICE_NOT_FOUND_MESSAGE = '未找到对应数据';
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** The signed-in user's notices: the bell's unread lists, marking one read, and 我的消息 (paged, with read state). */
export function registerUserNoticeRoutes(app: FastifyInstance, db: AppDb): void {
  app.get('/api/sys/annountCement/listByUser', { config: { authenticated: true } }, async (request) =>
    ok(await unreadNotices(db, requireAuth(request).userId)),
  );

  app.route({
    method: ['PUT', 'POST'],
    url: '/api/sys/sysAnnouncementSend/editByAnntIdAndUserId',
    config: { authenticated: true },
    handler: async (request) => {
      const anntId = stringParam((request.body as { anntId?: unknown } | undefined)?.anntId);
      if (!anntId || !(await markNoticeRead(db, requireAuth(request).userId, anntId))) throw new BusinessError(NOTICE_NOT_FOUND_MESSAGE);
      return ok(null);
    },
  });

  app.get('/api/sys/sysAnnouncementSend/getMyAnnouncementSend', { config: { authenticated: true } }, async (request) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    return ok(
      await myNotices(db, requireAuth(request).userId, {
        pageNo: positiveInt(query.pageNo, 1),
        pageSize: positiveInt(query.pageSize, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
        titile: stringParam(query.titile),
        readFlag: stringParam(query.readFlag),
      }),
    );
  });
}
