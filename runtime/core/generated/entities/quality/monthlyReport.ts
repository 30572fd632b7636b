// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/quality/monthlyReport.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 质量月报（quality.monthlyReport，表 qua_monthly_report）
 */
export interface QualityMonthlyReport {
  /**
   * 月份（请按 2025-06 的格式填写月份）
   */
  reportMonth: string;
  /**
   * 标题
   */
  title: string;
  /**
   * 本月质量概况
   */
  overview?: string;
  /**
   * 检查情况
   */
  inspectionSummary?: string;
  /**
   * 存在问题
   */
  problems?: string;
  /**
   * 整改情况
   */
  rectification?: string;
  /**
   * 下月计划
   */
  nextPlan?: string;
  /**
   * 附件
   */
  attachments?: string;
  /**
   * 编制人（字典 sys_user,realname,id）
   */
  initiatorId?: string;
  /**
   * 状态（流程状态：1 草稿，2 已提交，3 已审核，4 退回）
   */
  status?: '1' | '2' | '3' | '4';
}

/** States of 质量月报: 1 草稿，2 已提交，3 已审核，4 退回. */
export type QualityMonthlyReportState = '1' | '2' | '3' | '4';

/** Transitions of 质量月报: submit 提交，approve 审核通过，reject 退回. */
export type QualityMonthlyReportFlowAction = 'submit' | 'approve' | 'reject';

/** 质量月报 as the API returns it: stored fields plus id, audit fields, dictionary labels and the transitions the caller may take now. */
export type QualityMonthlyReportRecord = QualityMonthlyReport & EntityAuditFields & Record<`${string}_dictText`, string | undefined> & { flowActions: QualityMonthlyReportFlowAction[] };
