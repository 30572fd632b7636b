import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/http/envelope';
import { permissionCode } from '../../core/screen/screenModel';
import { passwordChangeFieldError } from '../../core/validation/passwordChange';
import { authDb } from '../auth/authDb';
import { BINDING_MESSAGES, bindingsOf, unbindAny } from '../auth/external/thirdAccounts';
import { setUserPassword } from '../auth/credentials';
import { deleteUserTokens } from '../auth/tokens';
import { ADMIN_USERNAME, FROZEN_STATUS } from '../auth/userAccess';
import { BusinessError } from '../crud/businessError';
import { ClientError } from '../sys/errorHandlers';
import type { AppDb } from '../db/dbTypes';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { USER_SCREEN_ID } from '../sys/userHooks';
import { bodyFields, idsField, textField } from './bodyFields';

export const ACTIVE_STATUS = '1';

export const USER_ADMIN_MESSAGES = {
  frozen: '冻结成功!',
  unfrozen: '解冻成功!',
  badStatus: '状态只能是 1（正常）或 2（冻结）',
  noUsers: '请选择用户',
  freezeAdmin: '不能冻结超级管理员',
  unknownUser: '用户不存在',
  passwordReset: '密码重置成功!',
  unbound: '已解除绑定',
} as const;

/**
 * Administration of accounts beside the user screen's CRUD, each guarded by a row-action button
 * of that screen: POST /sys/user/frozenBatch `{ids, status}` freezes ('2', ending the users'
 * sessions at once) or unfreezes ('1'); PUT /sys/user/changePassword `{username, password,
 * confirmpassword}` sets a user's password under the rules of shell-spec §5 and ends their sessions;
 * GET /sys/user/thirdAccounts?userId lists a user's third-party bindings and POST …/thirdAccounts/unbind
 * `{id}` removes one (an identity bound to the wrong account, or a leaver's, can then be bound anew).
 */
export function registerUserAdminRoutes(app: FastifyInstance, db: AppDb, registry: ScreenRegistry): void {
  const screen = registry.screens.get(USER_SCREEN_ID);
  if (!screen) return;
  const adb = authDb(db);

  app.post(`/api${screen.api}/frozenBatch`, { config: { permission: permissionCode(screen, 'frozen') } }, async (request) => {
    const body = bodyFields(request.body);
    const ids = idsField(body, 'ids');
    const status = String(body.status ?? '');
    if (status !== FROZEN_STATUS && status !== ACTIVE_STATUS) throw new BusinessError(USER_ADMIN_MESSAGES.badStatus);
    if (ids.length === 0) throw new BusinessError(USER_ADMIN_MESSAGES.noUsers);
    await db.transaction().execute(async (trx) => {
      const users = await authDb(trx).selectFrom('sys_user').select(['id', 'username']).where('id', 'in', ids).execute();
      if (users.length !== ids.length) throw new BusinessError(USER_ADMIN_MESSAGES.unknownUser);
      if (status === FROZEN_STATUS && users.some((user) => user.username === ADMIN_USERNAME)) throw new BusinessError(USER_ADMIN_MESSAGES.freezeAdmin);
      await authDb(trx).updateTable('sys_user').set({ status }).where('id', 'in', ids).execute();
      if (status === FROZEN_STATUS) for (const id of ids) await deleteUserTokens(trx, id);
    });
    return ok(null, status === FROZEN_STATUS ? USER_ADMIN_MESSAGES.frozen : USER_ADMIN_MESSAGES.unfrozen);
  });

  app.put(`/api${screen.api}/changePassword`, { config: { permission: permissionCode(screen, 'resetPassword') } }, async (request) => {
    const body = bodyFields(request.body);
    const values = { oldpassword: '', password: textField(body, 'password'), confirmpassword: textField(body, 'confirmpassword') };
    const errors = (['password', 'confirmpassword'] as const).flatMap((field) => {
      const message = passwordChangeFieldError(field, values);
      return message ? [{ field, message }] : [];
    });
    if (errors.length > 0) throw new BusinessError(errors[0].message, errors);
    const user = await adb.selectFrom('sys_user').select('id').where('username', '=', textField(body, 'username')).executeTakeFirst();
    if (!user) throw new BusinessError(USER_ADMIN_MESSAGES.unknownUser);
    await db.transaction().execute(async (trx) => {
      await setUserPassword(trx, user.id, values.password);
      await deleteUserTokens(trx, user.id);
    });
    return ok(null, USER_ADMIN_MESSAGES.passwordReset);
  });

  const thirdAccounts = { config: { permission: permissionCode(screen, 'thirdAccounts') } };
  app.get<{ Querystring: { userId?: string } }>(`/api${screen.api}/thirdAccounts`, thirdAccounts, async (request) => {
    const userId = String(request.query.userId ?? '');
    const user = userId ? await adb.selectFrom('sys_user').select('id').where('id', '=', userId).where('del_flag', '=', 0).executeTakeFirst() : undefined;
    if (!user) throw new ClientError(404, USER_ADMIN_MESSAGES.unknownUser);
    return ok(await bindingsOf(db, user.id));
  });

  app.post(`/api${screen.api}/thirdAccounts/unbind`, thirdAccounts, async (request) => {
    if (!(await unbindAny(db, textField(bodyFields(request.body), 'id')))) throw new ClientError(404, BINDING_MESSAGES.missing);
    return ok(null, USER_ADMIN_MESSAGES.unbound);
  });
}
