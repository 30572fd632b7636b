// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/project/danger.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 危险源（project.danger，表 prj_danger）
 */
export interface ProjectDanger {
  /**
   * 隐患名称（only）
   */
  hiddenName: string;
  /**
   * 隐患类别（字典 hidden_category）
   */
  hiddenCategory: string;
  /**
   * 风险等级（字典 risk_level）
   */
  riskLevel: string;
  /**
   * 默认问题级别（字典 problem_grade）
   */
  problemGrade?: string;
  /**
   * 适用区域
   */
  applicableArea?: string;
  /**
   * 可能导致的事故
   */
  possibleAccident?: string;
  /**
   * 控制措施
   */
  controlMeasure?: string;
  /**
   * 启用（字典 enable_status）
   */
  enabled: string;
}

/** 危险源 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type ProjectDangerRecord = ProjectDanger & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
