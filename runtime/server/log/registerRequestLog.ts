import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authDb, type TokenKind } from '../auth/authDb';
import { requestToken } from '../auth/authHook';
import { findTokenUser } from '../auth/tokens';
import { currentTimestamp } from '../db/clock';
import type { AppDb } from '../db/dbTypes';
import { newId } from '../db/ids';
import { isLogged, logEntry, mayBeLogged, SIGN_OUT_URLS, type Caller, type ResponseOutcome } from './logEntry';

const LOG_TABLE = 'sys_log';

/** The envelope's success, message and (for a login) user; an answer that is not an envelope counts by its status. */
function outcomeOf(payload: unknown, statusCode: number): ResponseOutcome {
  const byStatus = { success: statusCode < 400, message: '', user: null };
  if (typeof payload !== 'string') return byStatus;
  try {
    const body = JSON.parse(payload) as Record<string, unknown>;
    const userInfo = (body.result as { userInfo?: { id?: unknown; username?: unknown } } | null | undefined)?.userInfo;
    const user = typeof userInfo?.id === 'string' && typeof userInfo.username === 'string' ? { id: userInfo.id, username: userInfo.username } : null;
    return { success: body.success === true, message: typeof body.message === 'string' ? body.message : '', user };
  } catch {
    return byStatus;
  }
}

async function tokenCaller(db: AppDb, request: FastifyRequest, kind: TokenKind): Promise<Caller | null> {
  const token = requestToken(request);
  const userId = token ? await findTokenUser(db, token, kind) : null;
  if (!userId) return null;
  const user = await authDb(db).selectFrom('sys_user').select(['id', 'username']).where('id', '=', userId).executeTakeFirst();
  return user ?? null;
}

/**
 * The login and operation log (sys_log, the table of the log screen): sign-ins (success and
 * failure), sign-outs and state changes (see isLogged) are recorded after the answer has gone
 * out, with the caller, address, bounded parameters without secrets and the time it took. The
 * log never affects the answer: a failure to build or write the row goes to the server log.
 */
export function registerRequestLog(app: FastifyInstance, db: AppDb): void {
  const outcomes = new WeakMap<FastifyRequest, ResponseOutcome>();
  const signOutCallers = new WeakMap<FastifyRequest, Caller | null>();

  // Before the sign-out revokes the token: afterwards it no longer says whose it was.
  app.addHook('preHandler', async (request) => {
    const kind = SIGN_OUT_URLS.get(request.routeOptions.url ?? '');
    if (!kind) return;
    const caller = await tokenCaller(db, request, kind).catch((error: unknown) => {
      request.log.warn({ err: error }, 'finding who signs out failed');
      return null;
    });
    signOutCallers.set(request, caller);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!mayBeLogged(request)) return payload;
    const outcome = outcomeOf(payload, reply.statusCode);
    if (isLogged(request, outcome)) outcomes.set(request, outcome);
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    const outcome = outcomes.get(request);
    if (!outcome) return;
    try {
      const entry = logEntry(request, outcome, signOutCallers.get(request) ?? null);
      const now = currentTimestamp();
      await db
        .insertInto(LOG_TABLE)
        .values({ id: newId(), ...entry, cost_time: Math.round(reply.elapsedTime), operate_time: now, create_by: entry.username, create_time: now })
        .execute();
    } catch (error) {
      request.log.error({ err: error }, 'writing the request log failed');
    }
  });
}
