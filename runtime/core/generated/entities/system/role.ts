// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/system/role.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 角色管理（system.role，表 sys_role）
 */
export interface SystemRole {
  /**
   * 角色名称
   */
  roleName: string;
  /**
   * 角色编码（角色编码只允许字母、数字、下划线，且以字母开头, only）
   */
  roleCode: string;
  /**
   * 角色类型（字典 role_type）
   */
  roleType: string;
  /**
   * 所属部门（字典 sys_depart,depart_name,id）
   */
  departId?: string;
  /**
   * 描述
   */
  description?: string;
}

/** 角色管理 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type SystemRoleRecord = SystemRole & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
