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
   * 状态
   */
  status?: string;
}

/** 质量月报 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type QualityMonthlyReportRecord = QualityMonthlyReport & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
