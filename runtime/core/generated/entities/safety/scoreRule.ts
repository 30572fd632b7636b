// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/safety/scoreRule.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 评分规则（safety.scoreRule，表 saf_score_rule）
 */
export interface SafetyScoreRule {
  /**
   * 规则类型（字典 score_rule_type）
   */
  ruleType: string;
  /**
   * 问题级别（字典 problem_grade）
   */
  problemGrade?: string;
  /**
   * 扣分值
   */
  deductScore: number;
  /**
   * 说明
   */
  description?: string;
  /**
   * 启用（字典 enable_status）
   */
  enabled: string;
}

/** 评分规则 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type SafetyScoreRuleRecord = SafetyScoreRule & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
