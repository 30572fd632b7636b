// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/construction/leaseTeamLeader.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 班组长（construction.leaseTeamLeader，表 cm_lease_team_leader）
 */
export interface ConstructionLeaseTeamLeader {
  /**
   * 姓名
   */
  leaderName: string;
  /**
   * 联系电话（mobile）
   */
  phone: string;
  /**
   * 班组（字典 lab_team,team_name,id）
   */
  teamId: string;
  /**
   * 系统账号（字典 sys_user,realname,id）
   */
  userId?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 班组长 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type ConstructionLeaseTeamLeaderRecord = ConstructionLeaseTeamLeader & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
