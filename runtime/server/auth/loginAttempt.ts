import { randomBytes } from 'node:crypto';
import type { AppDb } from '../db/dbTypes';
import { authDb } from './authDb';
import { consumeCaptcha, isValidCheckKey } from './captcha';
import { findPasswordHash } from './credentials';
import { clearLoginFailures, readLoginGuard, recordLoginFailure, type LoginGuardPolicy } from './loginGuard';
import { hashPassword, verifyPassword } from './password';
import { FROZEN_STATUS } from './userAccess';

export const LOGIN_MESSAGES = {
  usernameRequired: '请输入用户名',
  passwordRequired: '请输入密码',
  captchaRequired: '请输入验证码',
  captchaWrong: '验证码错误',
  wrongPassword: '用户名或密码错误',
  locked: '登录失败次数过多，账号已锁定10分钟',
  frozen: '该用户已冻结',
} as const;

export interface LoginInput {
  username: string;
  password: string;
  captcha: string;
  checkKey: string;
  ip: string;
}

export type LoginOutcome = { ok: true; userId: string } | { ok: false; message: string; captchaRequired: boolean };

// Unknown usernames are checked against this throwaway hash so they take as long as real ones.
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}

function refused(message: string, captchaRequired: boolean): LoginOutcome {
  return { ok: false, message, captchaRequired };
}

/**
 * Decides one password login: lock first (even a right password is refused while locked), then
 * the captcha once a failure of the name or account is on record (or the address has failed
 * often, per `policy`), then the password; a frozen user is told so only after giving the right
 * password. Failures are counted in the database, never in memory.
 */
export async function attemptLogin(db: AppDb, input: LoginInput, policy: LoginGuardPolicy): Promise<LoginOutcome> {
  if (!input.username) return refused(LOGIN_MESSAGES.usernameRequired, false);
  if (!input.password) return refused(LOGIN_MESSAGES.passwordRequired, false);
  const user = await authDb(db)
    .selectFrom('sys_user')
    .select(['id', 'status'])
    .where('username', '=', input.username)
    .where('del_flag', '=', 0)
    .executeTakeFirst();
  const subject = { userId: user?.id ?? null, ip: input.ip, username: input.username };
  const guard = await readLoginGuard(db, subject, policy);
  if (guard.locked) return refused(LOGIN_MESSAGES.locked, true);
  if (guard.captchaRequired) {
    if (!input.captcha) return refused(LOGIN_MESSAGES.captchaRequired, true);
    if (!isValidCheckKey(input.checkKey) || !(await consumeCaptcha(db, input.checkKey, input.captcha))) return refused(LOGIN_MESSAGES.captchaWrong, true);
  }
  const storedHash = user ? await findPasswordHash(db, user.id) : null;
  const passwordMatches = await verifyPassword(input.password, storedHash ?? (await decoy()), input.ip);
  if (!user || !storedHash || !passwordMatches) {
    const locked = await recordLoginFailure(db, subject);
    return refused(locked ? LOGIN_MESSAGES.locked : LOGIN_MESSAGES.wrongPassword, true);
  }
  if (user.status === FROZEN_STATUS) return refused(LOGIN_MESSAGES.frozen, guard.captchaRequired);
  await clearLoginFailures(db, { ...subject, userId: user.id });
  return { ok: true, userId: user.id };
}
