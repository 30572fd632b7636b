// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/labour/creditEvaluation.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 信用评价（labour.creditEvaluation，表 lab_credit_evaluation）
 */
export interface LabourCreditEvaluation {
  /**
   * 评价对象（字典 credit_eval_type）
   */
  evalType: string;
  /**
   * 工人（字典 lab_worker,emp_name,id）
   */
  workerId?: string;
  /**
   * 班组（字典 lab_team,team_name,id）
   */
  teamId?: string;
  /**
   * 参建单位（字典 lab_company,construction_name,id）
   */
  companyId?: string;
  /**
   * 评价期间（请输入年月，如 2026-09）
   */
  evalPeriod: string;
  /**
   * 基础分
   */
  baseScore: number;
  /**
   * 奖惩加减分
   */
  rewardScore?: number;
  /**
   * 信用分
   */
  score?: number;
  /**
   * 信用等级（字典 credit_grade）
   */
  grade?: string;
  /**
   * 加分项
   */
  bonusItems?: string;
  /**
   * 扣分项
   */
  deductItems?: string;
  /**
   * 评价人（字典 sys_user,realname,username）
   */
  evaluator?: string;
  /**
   * 评价日期（date）
   */
  evalDate?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 信用评价 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type LabourCreditEvaluationRecord = LabourCreditEvaluation & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
