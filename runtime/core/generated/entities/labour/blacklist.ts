// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/labour/blacklist.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 黑名单（labour.blacklist，表 lab_blacklist）
 */
export interface LabourBlacklist {
  /**
   * 姓名
   */
  empName: string;
  /**
   * 身份证号码（idcard）
   */
  idCode: string;
  /**
   * 性别（字典 sex）
   */
  empSex?: string;
  /**
   * 手机号码（mobile）
   */
  empPhon?: string;
  /**
   * 原所属单位
   */
  formerCompany?: string;
  /**
   * 原所属班组
   */
  formerTeam?: string;
  /**
   * 原因
   */
  cause: string;
  /**
   * 来源（字典 blacklist_source）
   */
  source: string;
  /**
   * 列入日期（date）
   */
  blackTime: string;
  /**
   * 附件
   */
  url?: string;
  /**
   * 登记人（字典 sys_user,realname,id）
   */
  applicantId?: string;
  /**
   * 审批人（字典 sys_user,realname,id）
   */
  approverId: string;
  /**
   * 状态（流程状态：0 待审批，1 有效，3 驳回，2 已解除）
   */
  status?: '0' | '1' | '3' | '2';
  /**
   * 解除日期（date）
   */
  releaseDate?: string;
  /**
   * 解除原因
   */
  releaseReason?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** States of 黑名单: 0 待审批，1 有效，3 驳回，2 已解除. */
export type LabourBlacklistState = '0' | '1' | '3' | '2';

/** Transitions of 黑名单: approve 审批通过，reject 驳回，release 解除. */
export type LabourBlacklistFlowAction = 'approve' | 'reject' | 'release';

/** 黑名单 as the API returns it: stored fields plus id, audit fields, dictionary labels and the transitions the caller may take now. */
export type LabourBlacklistRecord = LabourBlacklist & EntityAuditFields & Record<`${string}_dictText`, string | undefined> & { flowActions: LabourBlacklistFlowAction[] };
