// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/labour/userGroup.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 用户分组（labour.userGroup，表 lab_user_group）
 */
export interface LabourUserGroup {
  /**
   * 分组名称（only）
   */
  groupName: string;
  /**
   * 分组用途（字典 user_group_type）
   */
  groupType: string;
  /**
   * 所属班组（字典 lab_team,team_name,id）
   */
  teamId?: string;
  /**
   * 组员
   */
  memberIds?: string;
  /**
   * 说明
   */
  remark?: string;
}

/** 用户分组 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type LabourUserGroupRecord = LabourUserGroup & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
