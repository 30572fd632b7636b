import type { Transaction } from 'kysely';
import { authDb } from '../auth/authDb';
import { idList } from '../auth/idList';
import type { DB } from '../db/dbTypes';

/**
 * A project's members are the users whose `depart_ids` name it: that list is what sign-in and the
 * `projectId` check read (auth/userAccess.ts). 项目成员 adds and removes the project there, in the
 * write's transaction, so the member table and the access the permission system grants never differ.
 */
export async function setMembership(trx: Transaction<DB>, userId: string, projectId: string, member: boolean): Promise<void> {
  const adb = authDb(trx);
  const user = await adb.selectFrom('sys_user').select('depart_ids').where('id', '=', userId).executeTakeFirst();
  if (!user) return;
  const ids = idList(user.depart_ids).filter((id) => id !== projectId);
  if (member) ids.push(projectId);
  await adb
    .updateTable('sys_user')
    .set({ depart_ids: ids.join(',') })
    .where('id', '=', userId)
    .execute();
}

/** Whether the user may work in the project (its id in their `depart_ids`). */
export async function isMember(trx: Transaction<DB>, userId: string, projectId: string): Promise<boolean> {
  const user = await authDb(trx).selectFrom('sys_user').select('depart_ids').where('id', '=', userId).executeTakeFirst();
  return idList(user?.depart_ids).includes(projectId);
}
