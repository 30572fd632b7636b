import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/http/envelope';
import { BusinessError } from '../crud/businessError';
import type { AppDb } from '../db/dbTypes';
import { positiveInt, stringParam } from './noticeParams';
import { readStatistics } from './readStatistics';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, NOTICE_NOT_FOUND_MESSAGE } from './userNoticeRoutes';

/** The 阅读统计 row action's permission button (schemas/system/announcement.json `rowActions`). */
const PERMISSION = 'system:announcement:readStats';

/**
 * `GET /api/sys/annountCement/readStatistics?id=&pageNo=&pageSize=&readFlag=`: how many of an
 * announcement's recipients read it and who (`{total, readCount, unreadCount, page}`).
 */
export function registerReadStatisticsRoute(app: FastifyInstance, db: AppDb): void {
  app.get('/api/sys/annountCement/readStatistics', { config: { permission: PERMISSION } }, async (request) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const id = stringParam(query.id);
    const statistics = id
      ? await readStatistics(db, id, {
          pageNo: positiveInt(query.pageNo, 1),
          pageSize: positiveInt(query.pageSize, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
          readFlag: stringParam(query.readFlag),
        })
      : null;
    if (!statistics) throw new BusinessError(NOTICE_NOT_FOUND_MESSAGE);
    return ok(statistics);
  });
}
