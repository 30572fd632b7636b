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
    return answerReadStatistics(db, stringParam(query.id) ?? null, query);
  });
}

/**
 * The answer of a 阅读统计 request for one announcement (null when the request names none the
 * caller may see): the page, size and read-state filter come from the query string.
 */
export async function answerReadStatistics(db: AppDb, anntId: string | null, query: Record<string, unknown>) {
  const statistics = anntId
    ? await readStatistics(db, anntId, {
        pageNo: positiveInt(query.pageNo, 1),
        pageSize: positiveInt(query.pageSize, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
        readFlag: stringParam(query.readFlag),
      })
    : null;
  if (!statistics) throw new BusinessError(NOTICE_NOT_FOUND_MESSAGE);
  return ok(statistics);
}
