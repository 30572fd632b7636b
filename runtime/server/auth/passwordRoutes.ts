import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/http/envelope';
import { passwordChangeErrors, type PasswordChange } from '../../core/validation/passwordChange';
import { BusinessError } from '../crud/businessError';
import type { AppDb } from '../db/dbTypes';
import { authDb } from './authDb';
import { findPasswordHash, setUserPassword } from './credentials';
import { verifyPassword } from './password';
import { requireAuth } from './requireAuth';
import { isSameSession } from './tokens';

export const PASSWORD_CHANGE_RESULT = {
  changed: '密码修改成功！',
  wrongOld: '旧密码输入错误！',
  otherUser: '只能修改自己的密码',
} as const;

function changeOf(body: unknown): PasswordChange & { username: unknown } {
  const value = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : '');
  return { username: value.username, oldpassword: text('oldpassword'), password: text('password'), confirmpassword: text('confirmpassword') };
}

/** Ends every other live session of a user; the one making the change stays signed in. */
async function revokeOtherSessions(db: AppDb, userId: string, keepToken: string, now = new Date()): Promise<void> {
  const adb = authDb(db);
  const live = await adb.selectFrom('sys_token').select('token_hash').where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  const others = live.map((row) => row.token_hash).filter((hash) => !isSameSession(keepToken, hash));
  if (others.length > 0) await adb.updateTable('sys_token').set({ revoked_at: now }).where('token_hash', 'in', others).execute();
}

/**
 * POST /sys/user/updatePassword `{username, oldpassword, password, confirmpassword}`: the caller
 * changes their own password with the rules of shell-spec §5 (the browser form checks the same
 * rules); the old password must match. Other sessions of the user end; this one goes on.
 */
export function registerPasswordRoutes(app: FastifyInstance, db: AppDb): void {
  app.post('/api/sys/user/updatePassword', { config: { authenticated: true } }, async (request) => {
    const auth = requireAuth(request);
    const change = changeOf(request.body);
    if (change.username !== undefined && change.username !== auth.username) throw new BusinessError(PASSWORD_CHANGE_RESULT.otherUser);
    const errors = passwordChangeErrors(change);
    if (errors.length > 0) throw new BusinessError(errors[0].message, errors);
    const stored = await findPasswordHash(db, auth.userId);
    if (!stored || !(await verifyPassword(change.oldpassword, stored)))
      throw new BusinessError(PASSWORD_CHANGE_RESULT.wrongOld, [{ field: 'oldpassword', message: PASSWORD_CHANGE_RESULT.wrongOld }]);
    await db.transaction().execute(async (trx) => {
      await setUserPassword(trx, auth.userId, change.password);
      await revokeOtherSessions(trx, auth.userId, auth.token);
    });
    return ok(null, PASSWORD_CHANGE_RESULT.changed);
  });
}
