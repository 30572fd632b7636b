// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/labour/salaryGiving.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 工资发放（labour.salaryGiving，表 lab_salary_giving）
 */
export interface LabourSalaryGiving {
  /**
   * 工资单（字典 lab_wages,sheet_no,id）
   */
  wagesId: string;
  /**
   * 姓名（字典 lab_worker,emp_name,id）
   */
  workerId: string;
  /**
   * 班组（字典 lab_team,team_name,id）
   */
  teamId?: string;
  /**
   * 工资月份（请按 YYYY-MM 填写工资月份，如 2026-05）
   */
  salaryMonth: string;
  /**
   * 发放时间（date）
   */
  payDate: string;
  /**
   * 应发工资(元)
   */
  payableAmount: number;
  /**
   * 实发工资(元)
   */
  actualAmount: number;
  /**
   * 发放方式（字典 wage_grant_type）
   */
  grantType: string;
  /**
   * 开户行
   */
  bankName?: string;
  /**
   * 银行账号（bankCard）
   */
  bankCardNo?: string;
  /**
   * 银行流水号（银行流水号为6到40位字母、数字或短横线）
   */
  bankSerialNo?: string;
  /**
   * 发放凭证
   */
  voucher?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 工资发放 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type LabourSalaryGivingRecord = LabourSalaryGiving & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
