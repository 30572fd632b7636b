// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/labour/salaryStatistics.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 工资统计（labour.salaryStatistics，表 lab_salary_statistics）
 */
export interface LabourSalaryStatistics {
  /**
   * 工资月份（请按 YYYY-MM 填写工资月份，如 2026-05）
   */
  salaryMonth: string;
  /**
   * 班组（字典 lab_team,team_name,id）
   */
  teamId?: string;
  /**
   * 参建单位（字典 lab_company,construction_name,id）
   */
  companyId?: string;
  /**
   * 姓名（字典 lab_worker,emp_name,id）
   */
  workerId: string;
  /**
   * 身份证号
   */
  idCode?: string;
  /**
   * 工种（字典 work_type）
   */
  jobName?: string;
  /**
   * 出勤天数
   */
  workDays?: number;
  /**
   * 实发工资(元)
   */
  actualAmount?: number;
  /**
   * 发放日期（date）
   */
  payDate?: string;
}

/** 工资统计 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type LabourSalaryStatisticsRecord = LabourSalaryStatistics & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
