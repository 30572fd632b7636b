// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/system/user.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 用户管理（system.user，表 sys_user）
 */
export interface SystemUser {
  /**
   * 用户账号（username, only）
   */
  username: string;
  /**
   * 登录密码
   */
  password?: string;
  /**
   * 用户姓名
   */
  realname: string;
  /**
   * 工号（code20）
   */
  workNo?: string;
  /**
   * 性别（字典 sex）
   */
  sex?: string;
  /**
   * 生日（date）
   */
  birthday?: string;
  /**
   * 手机号码（mobile, only）
   */
  phone?: string;
  /**
   * 邮箱（email）
   */
  email?: string;
  /**
   * 所属部门/项目（字典 sys_depart,depart_name,id）
   */
  departIds?: string;
  /**
   * 角色（字典 sys_role,role_name,id）
   */
  roleIds?: string;
  /**
   * 所属租户（字典 sys_tenant,name,tenant_code）
   */
  relTenantIds?: string;
  /**
   * 状态（字典 user_status）
   */
  status?: string;
  /**
   * 头像
   */
  avatar?: string;
}

/** 用户管理 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type SystemUserRecord = SystemUser & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
