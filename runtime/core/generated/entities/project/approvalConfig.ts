// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/project/approvalConfig.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 审批配置（project.approvalConfig，表 proj_approval）
 */
export interface ProjectApprovalConfig {
  /**
   * 审批事项（字典 approval_item）
   */
  approvalItem: string;
  /**
   * 审批人（字典 sys_user,realname,id）
   */
  approverId: string;
  /**
   * 说明
   */
  remark?: string;
}

/** 审批配置 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type ProjectApprovalConfigRecord = ProjectApprovalConfig & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
