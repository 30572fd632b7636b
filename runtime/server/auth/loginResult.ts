import { toFieldName } from '../../core/screen/naming';
import { storedFields } from '../../core/screen/screenModel';
import type { AppDb } from '../db/dbTypes';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { currentOrgCode } from '../sys/currentDepart';
import { authDb } from './authDb';
import { idList } from './idList';
import { userDeparts, type UserDepart } from './userDeparts';
import { userTenants, type UserTenant } from './userTenants';

const USER_SCREEN = 'system.user';

export interface LoginResult {
  token: string;
  userInfo: Record<string, unknown>;
  departs: UserDepart[];
  /** 0: no department, 1: one, 2: several to choose from (jeecg-contract §1.7). */
  multi_depart: 0 | 1 | 2;
  /** The tenants the user may work in; with several the client asks which one (the `tenant-id` header). */
  tenantList: UserTenant[];
  roleList: { id: string; roleCode: string; roleName: string }[];
  sysAllDictItems: unknown;
}

/** The user's record as the API shows it: the user screen's stored fields (no password) plus avatar and orgCode. */
export async function userInfo(db: AppDb, registry: ScreenRegistry, userId: string, orgCode: string): Promise<Record<string, unknown>> {
  const screen = registry.screens.get(USER_SCREEN);
  const fields = new Set(['id', 'tenantId', 'avatar', ...(screen ? storedFields(screen).map(([field]) => field) : [])]);
  const row = await authDb(db).selectFrom('sys_user').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const info: Record<string, unknown> = { avatar: '' };
  for (const [column, value] of Object.entries(row)) {
    const field = toFieldName(column);
    if (fields.has(field)) info[field] = value;
  }
  return { ...info, orgCode };
}

/** What a successful login answers: the token, who the user is, their departments, tenants, roles and every dictionary. */
export async function buildLoginResult(
  db: AppDb,
  registry: ScreenRegistry,
  allDictItems: () => Promise<unknown>,
  userId: string,
  token: string,
): Promise<LoginResult> {
  const departs = await userDeparts(db, userId);
  const adb = authDb(db);
  const user = await adb.selectFrom('sys_user').select('role_ids').where('id', '=', userId).executeTakeFirstOrThrow();
  const roleIds = idList(user.role_ids);
  const roles = roleIds.length ? await adb.selectFrom('sys_role').select(['id', 'role_code', 'role_name']).where('id', 'in', roleIds).execute() : [];
  return {
    token,
    userInfo: await userInfo(db, registry, userId, await currentOrgCode(db, userId, departs)),
    departs,
    multi_depart: departs.length === 0 ? 0 : departs.length === 1 ? 1 : 2,
    tenantList: await userTenants(db, userId),
    roleList: roles.map((role) => ({ id: role.id, roleCode: role.role_code, roleName: role.role_name })),
    sysAllDictItems: await allDictItems(),
  };
}
