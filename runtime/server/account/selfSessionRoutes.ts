import type { FastifyInstance } from 'fastify';
import type { SelfSession } from '../../core/account/account.types';
import { ok } from '../../core/http/envelope';
import { authDb } from '../auth/authDb';
import { bodyText } from '../auth/bodyText';
import { requireAuth } from '../auth/requireAuth';
import { isSameSession } from '../auth/tokens';
import { currentTimestamp } from '../db/clock';
import type { AppDb } from '../db/dbTypes';
import { ClientError } from '../sys/errorHandlers';

export const SELF_SESSION_RESULT = {
  signedOut: '该会话已下线',
  missing: '请选择要下线的会话',
  current: '当前会话请通过“退出登录”结束',
  notOwn: '会话不存在或已下线',
} as const;

/** The caller's main sessions neither revoked nor expired. */
function ownLiveSessions(db: AppDb, userId: string) {
  return authDb(db)
    .selectFrom('sys_token')
    .where('user_id', '=', userId)
    .where('kind', '=', 'main')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date());
}

/**
 * 个人设置 › 安全设置 › 登录会话: GET /api/sys/user/self/sessions lists the caller's own live
 * sessions, newest first; POST /api/sys/user/self/sessions/signOut `{id}` ends one of them other
 * than the current one. A session of someone else is answered like an unknown one (404), so the
 * route tells nothing about other users' sessions.
 */
export function registerSelfSessionRoutes(app: FastifyInstance, db: AppDb): void {
  const signedIn = { config: { authenticated: true } };

  app.get('/api/sys/user/self/sessions', signedIn, async (request) => {
    const auth = requireAuth(request);
    const rows = await ownLiveSessions(db, auth.userId)
      .select(['token_hash', 'ip', 'created_at', 'expires_at'])
      .orderBy('created_at', 'desc')
      .orderBy('token_hash')
      .execute();
    const sessions: SelfSession[] = rows.map((row) => ({
      id: row.token_hash,
      ip: row.ip,
      loginTime: currentTimestamp(row.created_at),
      expireTime: currentTimestamp(row.expires_at),
      current: isSameSession(auth.token, row.token_hash),
    }));
    return ok(sessions);
  });

  app.post('/api/sys/user/self/sessions/signOut', signedIn, async (request) => {
    const auth = requireAuth(request);
    const id = bodyText(request.body, 'id');
    if (!id) throw new ClientError(400, SELF_SESSION_RESULT.missing);
    if (isSameSession(auth.token, id)) throw new ClientError(400, SELF_SESSION_RESULT.current);
    const own = await ownLiveSessions(db, auth.userId).select('token_hash').where('token_hash', '=', id).executeTakeFirst();
    if (!own) throw new ClientError(404, SELF_SESSION_RESULT.notOwn);
    await authDb(db).updateTable('sys_token').set({ revoked_at: new Date() }).where('token_hash', '=', id).execute();
    return ok(null, SELF_SESSION_RESULT.signedOut);
  });
}
