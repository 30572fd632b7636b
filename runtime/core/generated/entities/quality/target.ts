// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/quality/target.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 质量目标（quality.target，表 qua_target）
 */
export interface QualityTarget {
  /**
   * 周期（字典 qua_target_period）
   */
  period: string;
  /**
   * 开始日期（date）
   */
  beginDate: string;
  /**
   * 结束日期（date）
   */
  endDate: string;
  /**
   * 指标（字典 qua_target_indicator）
   */
  indicator: string;
  /**
   * 目标值
   */
  targetValue: number;
  /**
   * 实际值
   */
  actualValue?: number;
  /**
   * 达成（字典 yn）
   */
  achieved?: string;
  /**
   * 统计时间（date-time）
   */
  computeTime?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 质量目标 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type QualityTargetRecord = QualityTarget & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
