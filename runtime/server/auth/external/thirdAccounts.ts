import type { SelfThirdAccount } from '../../../core/account/account.types';
import { currentTimestamp } from '../../db/clock';
import { newId } from '../../db/ids';
import type { AppDb } from '../../db/dbTypes';
import { authDb } from '../authDb';
import type { ThirdIdentity } from './identityProvider';

export const BINDING_MESSAGES = {
  takenByOther: '该第三方账号已绑定其他平台账号',
  alreadyBound: '您已绑定该类型的第三方账号，请先解绑',
  missing: '绑定不存在或已解除',
} as const;

/** A user's binding as 账号绑定 shows it. */
export type ThirdBinding = NonNullable<SelfThirdAccount['binding']> & { thirdType: string };

/** The user bound to a third-party identity, or undefined. */
export async function boundUserId(db: AppDb, thirdType: string, thirdUserId: string): Promise<string | undefined> {
  const row = await authDb(db)
    .selectFrom('sys_third_account')
    .select('user_id')
    .where('third_type', '=', thirdType)
    .where('third_user_id', '=', thirdUserId)
    .executeTakeFirst();
  return row?.user_id;
}

export async function bindingsOf(db: AppDb, userId: string): Promise<ThirdBinding[]> {
  const rows = await authDb(db).selectFrom('sys_third_account').selectAll().where('user_id', '=', userId).orderBy('third_type').execute();
  return rows.map((row) => ({ id: row.id, thirdType: row.third_type, thirdName: row.third_name, bindTime: currentTimestamp(row.created_at) }));
}

/**
 * Binds `identity` to the user, or answers why not: the identity is someone else's, or the user
 * already has another identity of that type. Rebinding the same identity is a no-op. The unique
 * keys settle two requests racing for the same identity.
 */
export async function bindIdentity(db: AppDb, userId: string, thirdType: string, identity: ThirdIdentity): Promise<string | null> {
  const owner = await boundUserId(db, thirdType, identity.thirdUserId);
  if (owner) return owner === userId ? null : BINDING_MESSAGES.takenByOther;
  const adb = authDb(db);
  const own = await adb.selectFrom('sys_third_account').select('id').where('user_id', '=', userId).where('third_type', '=', thirdType).executeTakeFirst();
  if (own) return BINDING_MESSAGES.alreadyBound;
  const user = await adb.selectFrom('sys_user').select('tenant_id').where('id', '=', userId).executeTakeFirstOrThrow();
  const inserted = await adb
    .insertInto('sys_third_account')
    .values({
      id: newId(),
      tenant_id: user.tenant_id,
      user_id: userId,
      third_type: thirdType,
      third_user_id: identity.thirdUserId,
      third_name: identity.name,
      created_at: new Date(),
    })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? null : BINDING_MESSAGES.takenByOther;
}

/** Removes any user's binding `id` (an administrator's 解绑 in 用户管理); false when there is none by that id. */
export async function unbindAny(db: AppDb, id: string): Promise<boolean> {
  const removed = await authDb(db).deleteFrom('sys_third_account').where('id', '=', id).executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}

/** Removes the user's own binding `id`; false when there is none of theirs by that id. */
export async function unbindOwn(db: AppDb, userId: string, id: string): Promise<boolean> {
  const removed = await authDb(db).deleteFrom('sys_third_account').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}
