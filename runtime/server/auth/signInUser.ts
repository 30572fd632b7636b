import { fail, ok, type Envelope } from '../../core/http/envelope';
import type { AppDb } from '../db/dbTypes';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { authDb } from './authDb';
import { LOGIN_MESSAGES } from './loginAttempt';
import type { LoginGuardPolicy } from './loginGuard';
import { buildLoginResult, type LoginResult } from './loginResult';
import { issueToken } from './tokens';
import { FROZEN_STATUS } from './userAccess';

/** What every sign-in route needs to answer like POST /sys/login. */
export interface SignInDeps {
  db: AppDb;
  registry: ScreenRegistry;
  /** Every dictionary's items, sent with the login answer (`sysAllDictItems`). */
  allDictItems: () => Promise<unknown>;
  /** When failed logins from one address make it answer the captcha. */
  loginPolicy: LoginGuardPolicy;
}

export const UNKNOWN_USER_MESSAGE = '该用户不存在，请注册';

/** A user by a unique column (username or phone), or undefined. */
export async function findUserBy(
  db: AppDb,
  column: 'username' | 'phone',
  value: string,
): Promise<{ id: string; username: string; status: string | null } | undefined> {
  if (!value) return undefined;
  return authDb(db).selectFrom('sys_user').select(['id', 'username', 'status']).where(column, '=', value).where('del_flag', '=', 0).executeTakeFirst();
}

/**
 * Signs in a user whose identity another route has already proven (phone code, third-party
 * code, CAS ticket, SSO code): a frozen user is refused, others get a main token and the same
 * answer as a password login.
 */
export async function signInUser(deps: SignInDeps, user: { id: string; status: string | null }, ip: string): Promise<Envelope<LoginResult | null>> {
  if (user.status === FROZEN_STATUS) return fail(LOGIN_MESSAGES.frozen);
  const token = await issueToken(deps.db, user.id, { ip });
  return ok(await buildLoginResult(deps.db, deps.registry, deps.allDictItems, user.id, token), '登录成功');
}
