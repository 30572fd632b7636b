// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/technology/change.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 设计变更（technology.change，表 tec_design_change）
 */
export interface TechnologyChange {
  /**
   * 变更编号（only）
   */
  changeNo: string;
  /**
   * 变更名称
   */
  title: string;
  /**
   * 变更原因（字典 tec_change_reason）
   */
  reason: string;
  /**
   * 涉及图纸（字典 tec_drawing,drawing_name,id）
   */
  drawingId?: string;
  /**
   * 变更内容
   */
  content: string;
  /**
   * 金额影响（元）
   */
  amountImpact: number;
  /**
   * 工期影响（天）
   */
  daysImpact?: number;
  /**
   * 附件
   */
  attachments?: string;
  /**
   * 编制人（字典 sys_user,realname,id）
   */
  initiatorId?: string;
  /**
   * 审核人（技术负责人）（字典 sys_user,realname,id）
   */
  reviewerId: string;
  /**
   * 审批人（项目经理）（字典 sys_user,realname,id）
   */
  approverId: string;
  /**
   * 核定金额（元）
   */
  approvedAmount?: number;
  /**
   * 批准日期（date）
   */
  approveDate?: string;
  /**
   * 状态（流程状态：1 编制中，2 待审核，3 待审批，4 已批准，5 已驳回）
   */
  status?: '1' | '2' | '3' | '4' | '5';
}

/** States of 设计变更: 1 编制中，2 待审核，3 待审批，4 已批准，5 已驳回. */
export type TechnologyChangeState = '1' | '2' | '3' | '4' | '5';

/** Transitions of 设计变更: submit 提交审核，review 审核通过，approve 批准，reject 驳回. */
export type TechnologyChangeFlowAction = 'submit' | 'review' | 'approve' | 'reject';

/** 设计变更 as the API returns it: stored fields plus id, audit fields, dictionary labels and the transitions the caller may take now. */
export type TechnologyChangeRecord = TechnologyChange & EntityAuditFields & Record<`${string}_dictText`, string | undefined> & { flowActions: TechnologyChangeFlowAction[] };
