// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/quality/survey.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 满意度调查（quality.survey，表 qua_survey）
 */
export interface QualitySurvey {
  /**
   * 问卷标题
   */
  title: string;
  /**
   * 说明
   */
  description?: string;
  /**
   * 开始日期（date）
   */
  beginDate: string;
  /**
   * 结束日期（date）
   */
  endDate: string;
  /**
   * 状态（字典 survey_status）
   */
  status: string;
  /**
   * 答卷链接
   */
  shareToken?: string;
  /**
   * 题目
   */
  questions?: unknown[];
}

/** 满意度调查 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type QualitySurveyRecord = QualitySurvey & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
