// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/project/qualityProblem.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 质量问题库（project.qualityProblem，表 prj_quality_problem）
 */
export interface ProjectQualityProblem {
  /**
   * 问题名称（only）
   */
  problemName: string;
  /**
   * 问题类别（字典 quality_category）
   */
  problemCategory: string;
  /**
   * 默认问题级别（字典 problem_grade）
   */
  problemGrade?: string;
  /**
   * 依据标准
   */
  standard?: string;
  /**
   * 整改措施
   */
  rectifyMeasure?: string;
  /**
   * 启用（字典 enable_status）
   */
  enabled: string;
}

/** 质量问题库 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type ProjectQualityProblemRecord = ProjectQualityProblem & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
