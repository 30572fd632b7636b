import type { FastifyInstance } from 'fastify';
import type { SelfLogEntry } from '../../core/account/account.types';
import { ok } from '../../core/http/envelope';
import { requireAuth } from '../auth/requireAuth';
import type { AppDb } from '../db/dbTypes';
import { LOG_TYPE } from '../log/logEntry';

/** How many of the caller's latest entries 个人中心 › 最近操作 shows. */
export const RECENT_ACTIONS = 20;

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/**
 * One log row as 最近操作 shows it. An operation's content is `METHOD /path：message` (logEntry.ts):
 * the part before the colon is what was done, the rest what the server answered; a login row reads
 * `用户名: x,登录成功！`, so its action is 登录 or 退出 and its result the sentence after the comma.
 */
export function selfLogEntry(row: Record<string, unknown>): SelfLogEntry {
  const content = text(row.log_content);
  const base = { id: text(row.id), time: text(row.operate_time ?? row.create_time), ip: row.ip === null ? null : text(row.ip) };
  if (text(row.log_type) === LOG_TYPE.login) {
    const result = content.slice(content.indexOf(',') + 1);
    return { ...base, action: result.startsWith('退出') ? '退出' : '登录', result };
  }
  const colon = content.indexOf('：');
  return colon < 0 ? { ...base, action: content, result: '' } : { ...base, action: content.slice(0, colon), result: content.slice(colon + 1) };
}

/** GET /api/sys/user/self/logs: the caller's own latest operation-log entries, newest first (never anyone else's). */
export function registerSelfLogRoutes(app: FastifyInstance, db: AppDb): void {
  app.get('/api/sys/user/self/logs', { config: { authenticated: true } }, async (request) => {
    const rows = await db
      .selectFrom('sys_log')
      .select(['id', 'log_type', 'log_content', 'ip', 'operate_time', 'create_time'])
      .where('userid', '=', requireAuth(request).userId)
      .orderBy('operate_time', 'desc')
      .orderBy('id', 'desc')
      .limit(RECENT_ACTIONS)
      .execute();
    return ok(rows.map(selfLogEntry));
  });
}
