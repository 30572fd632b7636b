import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../db/dbTypes';
import { registerAnnouncementReleaseRoutes } from './announcementReleaseRoutes';
import type { NoticeHub } from './noticeHub';
import { registerNoticeSocketRoute } from './noticeSocketRoute';
import { registerNoticeSwitchRoutes } from './noticeSwitchRoutes';
import { registerReadStatisticsRoute } from './readStatisticsRoute';
import { registerUserNoticeRoutes } from './userNoticeRoutes';

/** Every notice route: the socket, the signed-in user's notices and push switches, and 发布 / 撤销 / 阅读统计 for administrators. */
export function registerNotices(app: FastifyInstance, db: AppDb, hub: NoticeHub): void {
  registerNoticeSocketRoute(app, hub);
  registerUserNoticeRoutes(app, db);
  registerAnnouncementReleaseRoutes(app, db, hub);
  registerReadStatisticsRoute(app, db);
  registerNoticeSwitchRoutes(app, db);
}
