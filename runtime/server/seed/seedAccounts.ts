import { authDb } from '../auth/authDb';
import { setUserPassword } from '../auth/credentials';
import type { AppDb } from '../db/dbTypes';
import { newId } from '../db/ids';
import type { ScreenRegistry } from '../screens/screenRegistry';
import type { AccountSeed } from './accounts';
import type { RoleSeed } from './roles';
import { insertScreenRecords, screenOf } from './screenRows';

const CREATED = '2025-01-02 09:00:00';

/** Inserts roles with their grants over the seeded button permissions; returns role ids by code. */
export async function seedRoles(db: AppDb, registry: ScreenRegistry, roles: readonly RoleSeed[]): Promise<Map<string, string>> {
  const records = roles.map((role) => ({
    id: newId(),
    createTime: CREATED,
    fields: { roleName: role.roleName, roleCode: role.roleCode, roleType: role.roleType, description: role.description },
  }));
  await insertScreenRecords(db, screenOf(registry, 'system.role'), records);
  const buttons = await authDb(db).selectFrom('sys_permission').select(['id', 'perms']).where('menu_type', '=', 2).execute();
  const grants = roles.flatMap((role, index) =>
    buttons.filter((button) => button.perms && role.grants(button.perms)).map((button) => ({ role_id: records[index].id, permission_id: button.id })),
  );
  if (grants.length) await authDb(db).insertInto('sys_role_permission').values(grants).execute();
  return new Map(roles.map((role, index) => [role.roleCode, records[index].id]));
}

/** Inserts users with their roles and departments, each with its own hash of `password`. */
export async function seedUsers(
  db: AppDb,
  registry: ScreenRegistry,
  accounts: readonly { account: AccountSeed; departIds: string[] }[],
  roleIds: ReadonlyMap<string, string>,
  password: string,
): Promise<void> {
  const records = accounts.map(({ account, departIds }) => ({
    id: newId(),
    createTime: CREATED,
    fields: {
      username: account.username,
      realname: account.realname,
      workNo: account.workNo,
      sex: account.sex,
      phone: account.phone,
      email: account.email,
      departIds: departIds.join(','),
      roleIds: roleIds.get(account.roleCode) ?? '',
      status: '1',
    },
  }));
  await insertScreenRecords(db, screenOf(registry, 'system.user'), records);
  for (const record of records) await setUserPassword(db, record.id, password);
}
