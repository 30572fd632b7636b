// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/labour/rewardPunishment.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 奖惩记录（labour.rewardPunishment，表 lab_reward_punishment）
 */
export interface LabourRewardPunishment {
  /**
   * 姓名（字典 lab_worker,emp_name,id）
   */
  workerId: string;
  /**
   * 班组（字典 lab_team,team_name,id）
   */
  teamId?: string;
  /**
   * 奖惩类型（字典 reward_punish_type）
   */
  rpType: string;
  /**
   * 奖惩日期（date）
   */
  rpDate: string;
  /**
   * 奖罚金额(元)（money）
   */
  amount?: number;
  /**
   * 信用加减分
   */
  scoreChange: number;
  /**
   * 奖惩事由
   */
  reason: string;
  /**
   * 经办人（字典 sys_user,realname,username）
   */
  issuer?: string;
  /**
   * 附件
   */
  attachment?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 奖惩记录 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type LabourRewardPunishmentRecord = LabourRewardPunishment & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
