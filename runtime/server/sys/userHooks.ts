import { GENERIC_MESSAGES } from '../../core/validation/presets';
import { authDb } from '../auth/authDb';
import { deleteUserCredential, setUserPassword } from '../auth/credentials';
import { meetsPasswordPolicy, PASSWORD_POLICY_MESSAGE } from '../auth/passwordPolicy';
import { deleteUserTokens } from '../auth/tokens';
import { ADMIN_USERNAME } from '../auth/userAccess';
import type { HooksByScreen, WriteContext } from '../crud/hooks';

export const USER_SCREEN_ID = 'system.user';
export const DELETE_ADMIN_MESSAGE = '不能删除超级管理员';

function passwordOf(ctx: WriteContext): string {
  const value = ctx.writeOnly.password;
  return typeof value === 'string' ? value : '';
}

/**
 * The user screen's password: write-only, required on add, optional on edit (a non-empty value
 * resets it), always meeting the policy and stored only as a hash in sys_user_credential.
 * Deleting users ends their sessions (purging them from the recycle bin also removes their
 * credentials); the admin account cannot be deleted.
 */
export const userHooks: HooksByScreen = {
  [USER_SCREEN_ID]: {
    async beforeWrite(ctx) {
      const password = passwordOf(ctx);
      if (!password) return ctx.mode === 'add' ? GENERIC_MESSAGES.required(ctx.screen.entity.properties.password?.title ?? '登录密码') : null;
      return meetsPasswordPolicy(password) ? null : PASSWORD_POLICY_MESSAGE;
    },
    async afterWrite(ctx) {
      const password = passwordOf(ctx);
      if (password) await setUserPassword(ctx.trx, ctx.id, password);
    },
    async beforeDelete(ctx) {
      if (ctx.ids.length === 0) return null;
      const users = await authDb(ctx.trx).selectFrom('sys_user').select(['id', 'username']).where('id', 'in', ctx.ids).execute();
      if (users.some((user) => user.username === ADMIN_USERNAME)) return DELETE_ADMIN_MESSAGE;
      for (const user of users) {
        if (ctx.permanent) await deleteUserCredential(ctx.trx, user.id);
        await deleteUserTokens(ctx.trx, user.id);
      }
      return null;
    },
  },
};
