// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/labour/candidate.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 应聘人员（labour.candidate，表 lab_hire_candidate）
 */
export interface LabourCandidate {
  /**
   * 招聘（字典 lab_hire,hire_no,id）
   */
  hireId: string;
  /**
   * 姓名
   */
  empName: string;
  /**
   * 身份证号码（idcard）
   */
  idCode: string;
  /**
   * 手机号码（mobile）
   */
  empPhon: string;
  /**
   * 性别（字典 sex）
   */
  empSex?: string;
  /**
   * 工种（字典 work_type）
   */
  jobName: string;
  /**
   * 拟入班组（字典 lab_team,team_name,id）
   */
  teamId: string;
  /**
   * 参建单位（字典 lab_company,construction_name,id）
   */
  companyId?: string;
  /**
   * 工作年限
   */
  workYears?: number;
  /**
   * 期望日工资(元)
   */
  expectedWage?: number;
  /**
   * 面试日期（date）
   */
  interviewDate?: string;
  /**
   * 状态（流程状态：1 待录用，2 已录用，3 未录用）
   */
  status?: '1' | '2' | '3';
  /**
   * 花名册（字典 lab_worker,emp_name,id）
   */
  workerId?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** States of 应聘人员: 1 待录用，2 已录用，3 未录用. */
export type LabourCandidateState = '1' | '2' | '3';

/** Transitions of 应聘人员: hire 录用，decline 不录用. */
export type LabourCandidateFlowAction = 'hire' | 'decline';

/** 应聘人员 as the API returns it: stored fields plus id, audit fields, dictionary labels and the transitions the caller may take now. */
export type LabourCandidateRecord = LabourCandidate & EntityAuditFields & Record<`${string}_dictText`, string | undefined> & { flowActions: LabourCandidateFlowAction[] };
