// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/project/member.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 项目成员（project.member，表 proj_member）
 */
export interface ProjectMember {
  /**
   * 成员（字典 sys_user,realname,id）
   */
  userId: string;
  /**
   * 项目角色（字典 sys_role,role_name,role_code,project_role）
   */
  projectRole: string;
  /**
   * 进入项目日期（date）
   */
  joinDate?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 项目成员 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type ProjectMemberRecord = ProjectMember & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
