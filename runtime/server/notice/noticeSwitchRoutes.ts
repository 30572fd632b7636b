import type { FastifyInstance } from 'fastify';
import type { NoticePushSwitches } from '../../core/account/account.types';
import { ok } from '../../core/http/envelope';
import { requireAuth } from '../auth/requireAuth';
import type { AppDb } from '../db/dbTypes';
import { ClientError } from '../sys/errorHandlers';
import { readPushSwitches, SWITCH_CATEGORIES, writePushSwitches } from './noticePushSwitches';

export const NOTICE_SWITCH_RESULT = { saved: '通知设置已保存', empty: '请选择要修改的通知设置' } as const;

/** The boolean switches named in a body; anything else is ignored. */
function switchesOf(body: unknown): Partial<NoticePushSwitches> {
  const value = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return Object.fromEntries(Object.keys(SWITCH_CATEGORIES).flatMap((key) => (typeof value[key] === 'boolean' ? [[key, value[key]]] : [])));
}

/** 个人设置 › 新消息通知: GET / POST /api/sys/user/self/noticeSwitches `{system?, announcement?}`, the caller's own switches. */
export function registerNoticeSwitchRoutes(app: FastifyInstance, db: AppDb): void {
  const signedIn = { config: { authenticated: true } };
  app.get('/api/sys/user/self/noticeSwitches', signedIn, async (request) => ok(await readPushSwitches(db, requireAuth(request).userId)));
  app.post('/api/sys/user/self/noticeSwitches', signedIn, async (request) => {
    const userId = requireAuth(request).userId;
    const switches = switchesOf(request.body);
    if (Object.keys(switches).length === 0) throw new ClientError(400, NOTICE_SWITCH_RESULT.empty);
    await writePushSwitches(db, userId, switches);
    return ok(await readPushSwitches(db, userId), NOTICE_SWITCH_RESULT.saved);
  });
}
