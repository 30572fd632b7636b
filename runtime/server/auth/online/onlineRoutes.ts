import type { FastifyInstance } from 'fastify';
import { fail, ok, type Page } from '../../../core/http/envelope';
import type { AppDb } from '../../db/dbTypes';
import { currentTimestamp } from '../../db/clock';
import { authDb } from '../authDb';
import { bodyText } from '../bodyText';
import { requireAuth } from '../requireAuth';
import { isSameSession, revokeUserTokens } from '../tokens';
import type { OnlineSession } from '../../../core/session/onlineSession.types';

/** Permission codes of the 在线用户 page (its buttons are seeded from PAGE_ACTIONS). */
export const ONLINE_PERMISSION = 'system:online';

function pageNumber(value: unknown, fallback: number, max: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? Math.min(number, max) : fallback;
}

/** Main sessions neither revoked nor expired, with their users. */
function liveSessions(db: AppDb) {
  return authDb(db)
    .selectFrom('sys_token')
    .innerJoin('sys_user', 'sys_user.id', 'sys_token.user_id')
    .where('sys_token.kind', '=', 'main')
    .where('sys_token.revoked_at', 'is', null)
    .where('sys_token.expires_at', '>', new Date());
}

/** How many sessions are live now (the application monitoring page). */
export async function countOnlineSessions(db: AppDb): Promise<number> {
  const { total } = await liveSessions(db)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** Live main sessions, newest first, optionally of usernames containing `username`. */
async function listSessions(db: AppDb, token: string, query: Record<string, unknown>): Promise<Page<OnlineSession>> {
  const current = pageNumber(query.pageNo, 1, 100_000);
  const size = pageNumber(query.pageSize, 10, 500);
  const username = typeof query.username === 'string' ? query.username.trim() : '';
  let base = liveSessions(db);
  if (username) base = base.where('sys_user.username', 'like', `%${username.replace(/[\\%_]/g, '\\$&')}%`);
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'sys_token.token_hash',
      'sys_token.user_id',
      'sys_token.ip',
      'sys_token.created_at',
      'sys_token.expires_at',
      'sys_user.username',
      'sys_user.realname',
    ])
    .orderBy('sys_token.created_at', 'desc')
    .orderBy('sys_token.token_hash')
    .limit(size)
    .offset((current - 1) * size)
    .execute();
  const count = Number(total);
  return {
    records: rows.map((row) => ({
      id: row.token_hash,
      userId: row.user_id,
      username: row.username,
      realname: row.realname,
      ip: row.ip,
      loginTime: currentTimestamp(row.created_at),
      expireTime: currentTimestamp(row.expires_at),
      current: isSameSession(token, row.token_hash),
    })),
    total: count,
    size,
    current,
    pages: Math.ceil(count / size),
  };
}

/**
 * GET /api/sys/online/list (system:online:list): the live sessions; POST /api/sys/online/forceLogout
 * (system:online:forceLogout, body `{userId}`): revokes every session of that user at once.
 */
export function registerOnlineRoutes(app: FastifyInstance, db: AppDb): void {
  app.get<{ Querystring: Record<string, unknown> }>('/api/sys/online/list', { config: { permission: `${ONLINE_PERMISSION}:list` } }, async (request) =>
    ok(await listSessions(db, requireAuth(request).token, request.query)),
  );

  app.post('/api/sys/online/forceLogout', { config: { permission: `${ONLINE_PERMISSION}:forceLogout` } }, async (request) => {
    const auth = requireAuth(request);
    const userId = bodyText(request.body, 'userId');
    if (!userId) return fail('请选择要强退的用户');
    if (userId === auth.userId) return fail('不能强退自己');
    const user = await authDb(db).selectFrom('sys_user').select('realname').where('id', '=', userId).executeTakeFirst();
    if (!user) return fail('用户不存在');
    const revoked = await revokeUserTokens(db, userId);
    return ok({ revoked }, `已强制 ${user.realname} 退出登录`);
  });
}
