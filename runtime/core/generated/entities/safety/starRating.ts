// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/safety/starRating.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 星级评定（safety.starRating，表 saf_star_rating）
 */
export interface SafetyStarRating {
  /**
   * 分包单位（字典 lab_company,construction_name,id）
   */
  constructionId: string;
  /**
   * 评定月份（请按 YYYY-MM 填写评定月份）
   */
  ratingMonth: string;
  /**
   * 隐患数
   */
  issueCount?: number;
  /**
   * 基础分
   */
  baseScore?: number;
  /**
   * 问题扣分
   */
  gradeDeduct?: number;
  /**
   * 超期扣分
   */
  overdueDeduct?: number;
  /**
   * 重复扣分
   */
  repeatDeduct?: number;
  /**
   * 调整分
   */
  adjustScore?: number;
  /**
   * 调整原因
   */
  adjustReason?: string;
  /**
   * 总分
   */
  totalScore?: number;
  /**
   * 星级（字典 star_level）
   */
  starLevel?: string;
  /**
   * 计算时间（date-time）
   */
  computeTime?: string;
}

/** 星级评定 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type SafetyStarRatingRecord = SafetyStarRating & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
