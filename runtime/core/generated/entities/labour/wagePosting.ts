// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/labour/wagePosting.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 工资发放流水（labour.wagePosting，表 lab_wage_posting）
 */
export interface LabourWagePosting {
  /**
   * 发放日期（date）
   */
  payDate: string;
  /**
   * 工资单号
   */
  billNo?: string;
  /**
   * 单据类型
   */
  billScreen?: string;
  /**
   * 单据
   */
  billId?: string;
  /**
   * 方向（字典 stock_direction）
   */
  direction: string;
  /**
   * 工资月份
   */
  salaryMonth?: string;
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
   * 单价
   */
  price?: number;
  /**
   * 实发工资(元)
   */
  actualAmount?: number;
}

/** 工资发放流水 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type LabourWagePostingRecord = LabourWagePosting & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
