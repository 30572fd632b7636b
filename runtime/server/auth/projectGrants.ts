import type { AppDb } from '../db/dbTypes';
import { authDb } from './authDb';
import { ADMIN_ROLE_CODE, type ProjectGrant, type UserAccess } from './userAccess';

/**
 * The table of 项目设置 › 项目成员 (schemas/project/member.json): one row per member of a project,
 * `project_role` a `sys_role.role_code` the member holds in that project only.
 */
export const PROJECT_MEMBER_TABLE = 'proj_member';

/** The enabled permission codes of roles, by role id (a menu entry may list several codes). */
export async function permissionsByRole(db: AppDb, roleIds: string[]): Promise<Map<string, string[]>> {
  const byRole = new Map<string, string[]>();
  if (roleIds.length === 0) return byRole;
  const rows = await authDb(db)
    .selectFrom('sys_role_permission')
    .innerJoin('sys_permission', 'sys_permission.id', 'sys_role_permission.permission_id')
    .select(['sys_role_permission.role_id', 'sys_permission.perms'])
    .where('sys_role_permission.role_id', 'in', roleIds)
    .where('sys_permission.status', '=', '1')
    .where('sys_permission.perms', 'is not', null)
    .execute();
  for (const row of rows) byRole.set(row.role_id, [...(byRole.get(row.role_id) ?? []), ...(row.perms ?? '').split(',').map((code) => code.trim())]);
  return byRole;
}

/**
 * What the user may do in each project where 项目成员 gives them a role: their global roles and
 * permissions joined with that role's. Only projects the user still belongs to count, and never
 * the administrator role (项目成员 refuses it; a row written around that refusal grants nothing).
 */
export async function loadProjectGrants(db: AppDb, access: Omit<UserAccess, 'projectGrants'>): Promise<Map<string, ProjectGrant>> {
  const grants = new Map<string, ProjectGrant>();
  if (access.projectIds.size === 0) return grants;
  const rows = await authDb(db)
    .selectFrom('proj_member')
    .innerJoin('sys_role', 'sys_role.role_code', 'proj_member.project_role')
    .select(['proj_member.project_id', 'sys_role.id', 'sys_role.role_code'])
    .where('proj_member.user_id', '=', access.userId)
    .where('proj_member.project_id', 'in', [...access.projectIds])
    .where('sys_role.role_code', '<>', ADMIN_ROLE_CODE)
    .execute();
  const roles = new Map<string, { ids: string[]; codes: string[] }>();
  for (const row of rows) {
    const held = roles.get(row.project_id) ?? { ids: [], codes: [] };
    if (!access.roleIds.includes(row.id) && !held.ids.includes(row.id)) {
      held.ids.push(row.id);
      held.codes.push(row.role_code);
    }
    roles.set(row.project_id, held);
  }
  const permissions = await permissionsByRole(db, [...new Set([...roles.values()].flatMap((held) => held.ids))]);
  for (const [projectId, held] of roles)
    if (held.ids.length > 0)
      grants.set(projectId, {
        roleIds: [...access.roleIds, ...held.ids],
        roleCodes: [...access.roleCodes, ...held.codes],
        permissions: new Set([...access.permissions, ...held.ids.flatMap((id) => permissions.get(id) ?? [])]),
      });
  return grants;
}

/** The user's access while working in `projectId`: their global roles and, when a member there with a role, that role too. */
export function inProject<T extends UserAccess>(access: T, projectId: string | null): T {
  const grant = projectId ? access.projectGrants?.get(projectId) : undefined;
  return grant ? { ...access, ...grant } : access;
}

/** Whether the user holds `permission` in some project or globally (a notice that only invites a re-read, say). */
export function mayInSomeProject(access: UserAccess, permission: string): boolean {
  return access.isAdmin || access.permissions.has(permission) || [...(access.projectGrants?.values() ?? [])].some((grant) => grant.permissions.has(permission));
}
