import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../../../core/http/envelope';
import { checkRule } from '../../../core/validation/fieldRules';
import { FIELD_RULES } from '../../../core/validation/presets';
import type { AppDb } from '../../db/dbTypes';
import { currentTimestamp } from '../../db/clock';
import { newId } from '../../db/ids';
import { bodyText } from '../bodyText';
import { setUserPassword } from '../credentials';
import { meetsPasswordPolicy, PASSWORD_POLICY_MESSAGE } from '../passwordPolicy';
import { findUserBy, UNKNOWN_USER_MESSAGE } from '../signInUser';
import { mobileProblem } from '../sms/mobileNumber';
import { checkSmsCode, consumeSmsCode, countGuess, useSmsCode } from '../sms/smsCodes';
import { revokeUserTokens } from '../tokens';

export const REGISTER_MESSAGES = {
  usernameTaken: '用户名已注册',
  phoneTaken: '手机号已经注册，请直接登录！',
  confirmRequired: '请确认密码',
  passwordsDiffer: '两次输入的密码不一样！',
  passwordRequired: '请输入密码',
} as const;

function usernameProblem(username: string): string | null {
  if (!username) return FIELD_RULES.username.requiredMessage ?? FIELD_RULES.username.message;
  return checkRule('username', username);
}

/** The first problem with a new password and its confirmation (shell-spec §5 rule), or null. */
function newPasswordProblem(password: string, confirm: string): string | null {
  if (!password) return REGISTER_MESSAGES.passwordRequired;
  if (!meetsPasswordPolicy(password)) return PASSWORD_POLICY_MESSAGE;
  if (!confirm) return REGISTER_MESSAGES.confirmRequired;
  return password === confirm ? null : REGISTER_MESSAGES.passwordsDiffer;
}

/** Inserts the self-registered user: no roles, no departments, name = username. */
async function insertRegisteredUser(db: AppDb, username: string, phone: string, password: string): Promise<void> {
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('sys_user')
      .values({ id, username, realname: username, phone, status: '1', role_ids: null, depart_ids: null, create_by: username, create_time: currentTimestamp() })
      .execute();
    await setUserPassword(trx, id, password);
  });
}

/** Which of the new user's username and phone someone already has, or null. */
async function takenProblem(db: AppDb, username: string, phone: string): Promise<string | null> {
  if (await findUserBy(db, 'username', username)) return REGISTER_MESSAGES.usernameTaken;
  return (await findUserBy(db, 'phone', phone)) ? REGISTER_MESSAGES.phoneTaken : null;
}

/**
 * POST /api/sys/user/register (username, password, confirmPassword, phone, smscode) and POST
 * /api/sys/user/passwordChange (password recovery: phone, smscode, password, confirmPassword),
 * both public and both proven by an SMS code. Recovery signs the user out everywhere.
 * Whether a username or phone is taken is told only to whoever proves the phone's code, so
 * neither route lists the registered users to a stranger; a register answer 'taken' spends one of
 * the code's five tries, so one code cannot probe many names.
 */
export function registerRegisterRoutes(app: FastifyInstance, db: AppDb): void {
  app.post('/api/sys/user/register', { config: { public: true, signInLimit: 'code' } }, async (request) => {
    const body = request.body;
    const username = bodyText(body, 'username').trim();
    const phone = bodyText(body, 'phone').trim();
    const password = bodyText(body, 'password');
    const problem = usernameProblem(username) ?? newPasswordProblem(password, bodyText(body, 'confirmPassword')) ?? mobileProblem(phone);
    if (problem) return fail(problem);
    const code = await checkSmsCode(db, phone, 'register', bodyText(body, 'smscode'));
    if (!code.ok) return fail(code.message);
    const taken = await takenProblem(db, username, phone);
    if (taken) {
      await countGuess(db, code.id);
      return fail(taken);
    }
    const used = await useSmsCode(db, code.id);
    if (!used.ok) return fail(used.message);
    await insertRegisteredUser(db, username, phone, password);
    return ok({ username }, '注册成功');
  });

  app.post('/api/sys/user/passwordChange', { config: { public: true, signInLimit: 'code' } }, async (request) => {
    const body = request.body;
    const phone = bodyText(body, 'phone').trim();
    const password = bodyText(body, 'password');
    const problem = mobileProblem(phone) ?? newPasswordProblem(password, bodyText(body, 'confirmPassword'));
    if (problem) return fail(problem);
    const code = await consumeSmsCode(db, phone, 'forget', bodyText(body, 'smscode'));
    if (!code.ok) return fail(code.message);
    const user = await findUserBy(db, 'phone', phone);
    if (!user) return fail(UNKNOWN_USER_MESSAGE);
    await setUserPassword(db, user.id, password);
    await revokeUserTokens(db, user.id);
    return ok({ username: user.username }, '密码重置完成！');
  });
}
