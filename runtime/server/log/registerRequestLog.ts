import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authDb } from '../auth/authDb';
import { requestToken } from '../auth/authHook';
import { findTokenUser } from '../auth/tokens';
import { currentTimestamp } from '../db/clock';
import type { AppDb } from '../db/dbTypes';
import { newId } from '../db/ids';
import { isLogged, logEntry, SIGN_OUT_URL, type Caller, type ResponseOutcome } from './logEntry';

const LOG_TABLE = 'sys_log';

/** The envelope's success, message and (for a login) user; a non-JSON answer counts by its status. */
function outcomeOf(payload: unknown, statusCode: number): ResponseOutcome {
  try {
    const body = typeof payload === 'string' ? (JSON.parse(payload) as Record<string, unknown>) : {};
    const userInfo = (body.result as { userInfo?: { id?: unknown; username?: unknown } } | null | undefined)?.userInfo;
    const user = typeof userInfo?.id === 'string' && typeof userInfo.username === 'string' ? { id: userInfo.id, username: userInfo.username } : null;
    return { success: body.success === true, message: typeof body.message === 'string' ? body.message : '', user };
  } catch {
    return { success: statusCode < 400, message: '', user: null };
  }
}

async function tokenCaller(db: AppDb, request: FastifyRequest): Promise<Caller | null> {
  const token = requestToken(request);
  const userId = token ? await findTokenUser(db, token) : null;
  if (!userId) return null;
  const user = await authDb(db).selectFrom('sys_user').select(['id', 'username']).where('id', '=', userId).executeTakeFirst();
  return user ?? null;
}

/**
 * The login and operation log (sys_log, the table of the log screen): every sign-in (success
 * and failure), sign-out and write request is recorded after its answer has gone out, with the
 * caller, address, parameters without secrets and the time it took. A failing log write is
 * reported to the server log and never affects the answer.
 */
export function registerRequestLog(app: FastifyInstance, db: AppDb): void {
  const outcomes = new WeakMap<FastifyRequest, ResponseOutcome>();
  const signOutCallers = new WeakMap<FastifyRequest, Caller | null>();

  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.url === SIGN_OUT_URL) signOutCallers.set(request, await tokenCaller(db, request));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (isLogged(request)) outcomes.set(request, outcomeOf(payload, reply.statusCode));
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    const outcome = outcomes.get(request);
    if (!outcome) return;
    const entry = logEntry(request, outcome, signOutCallers.get(request) ?? null);
    const now = currentTimestamp();
    try {
      await db
        .insertInto(LOG_TABLE)
        .values({ id: newId(), ...entry, cost_time: Math.round(reply.elapsedTime), operate_time: now, create_by: entry.username, create_time: now })
        .execute();
    } catch (error) {
      request.log.error({ err: error }, 'writing the request log failed');
    }
  });
}
