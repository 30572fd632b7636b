import type { AppDb } from '../db/dbTypes';
import { authDb } from './authDb';
import { idList } from './idList';
import { loadProjectGrants, permissionsByRole } from './projectGrants';

/** The user named admin, and any holder of this role code, may do everything. */
export const ADMIN_USERNAME = 'admin';
export const ADMIN_ROLE_CODE = 'admin';
export const FROZEN_STATUS = '2';
export const PROJECT_ORG_TYPE = '3';

/** What a user holds in one project: their global roles and permissions joined with their 项目成员 role's. */
export interface ProjectGrant {
  roleIds: readonly string[];
  roleCodes: readonly string[];
  permissions: ReadonlySet<string>;
}

/** Everything the auth hook needs to know about a signed-in user. */
export interface UserAccess {
  userId: string;
  username: string;
  realname: string;
  tenantId: string;
  isAdmin: boolean;
  /** Ids of the user's roles (menu rows and data rules are granted to roles). */
  roleIds: readonly string[];
  /** Codes of the user's roles (flow actors and notice targets name roles by code). */
  roleCodes: readonly string[];
  permissions: ReadonlySet<string>;
  projectIds: ReadonlySet<string>;
  /** By project id, what the user holds there when 项目成员 gives them a role (see projectGrants.ts); none: only the global roles. */
  projectGrants?: ReadonlyMap<string, ProjectGrant>;
  /** Further tenants the user belongs to (用户管理 › 所属租户). */
  relTenantIds?: readonly string[];
}

async function rolePermissions(db: AppDb, roleIds: string[], isAdmin: boolean): Promise<Set<string>> {
  const adb = authDb(db);
  if (isAdmin) {
    const rows = await adb.selectFrom('sys_permission').select('perms').where('menu_type', '=', 2).where('perms', 'is not', null).execute();
    return new Set(rows.flatMap((row) => (row.perms ? [row.perms] : [])));
  }
  return new Set([...(await permissionsByRole(db, roleIds)).values()].flat());
}

async function memberProjects(db: AppDb, departIds: string[], isAdmin: boolean): Promise<Set<string>> {
  if (!isAdmin && departIds.length === 0) return new Set();
  let query = authDb(db).selectFrom('sys_depart').select('id').where('org_type', '=', PROJECT_ORG_TYPE);
  if (!isAdmin) query = query.where('id', 'in', departIds);
  return new Set((await query.execute()).map((row) => row.id));
}

/**
 * Loads a user's roles, permissions, projects and project roles. Returns null for a missing, deleted or frozen
 * user, so such an account loses its open sessions at once.
 */
export async function loadUserAccess(db: AppDb, userId: string): Promise<UserAccess | null> {
  const adb = authDb(db);
  const user = await adb
    .selectFrom('sys_user')
    .select(['id', 'username', 'realname', 'tenant_id', 'status', 'role_ids', 'depart_ids', 'rel_tenant_ids'])
    .where('id', '=', userId)
    .where('del_flag', '=', 0)
    .executeTakeFirst();
  if (!user || user.status === FROZEN_STATUS) return null;
  const roleIds = idList(user.role_ids);
  const roles = roleIds.length ? await adb.selectFrom('sys_role').select(['id', 'role_code']).where('id', 'in', roleIds).execute() : [];
  const isAdmin = user.username === ADMIN_USERNAME || roles.some((role) => role.role_code === ADMIN_ROLE_CODE);
  const access = {
    userId: user.id,
    username: user.username,
    realname: user.realname,
    tenantId: user.tenant_id,
    isAdmin,
    roleIds: roles.map((role) => role.id),
    roleCodes: roles.map((role) => role.role_code),
    permissions: await rolePermissions(db, roleIds, isAdmin),
    projectIds: await memberProjects(db, idList(user.depart_ids), isAdmin),
    relTenantIds: idList(user.rel_tenant_ids),
  };
  return { ...access, projectGrants: await loadProjectGrants(db, access) };
}

/** Whether a user belongs to a tenant: their own `tenant_id` or one of `rel_tenant_ids` (用户管理 › 所属租户). */
export function belongsToTenant(access: UserAccess, tenantId: string): boolean {
  return tenantId === access.tenantId || (access.relTenantIds?.includes(tenantId) ?? false);
}
