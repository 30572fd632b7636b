// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/labour/perDiem.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 日薪记录（labour.perDiem，表 lab_per_diem）
 */
export interface LabourPerDiem {
  /**
   * 姓名（字典 lab_worker,emp_name,id）
   */
  workerId: string;
  /**
   * 班组（字典 lab_team,team_name,id）
   */
  teamId?: string;
  /**
   * 工种（字典 work_type）
   */
  jobName?: string;
  /**
   * 计薪方式（字典 wage_calc_method）
   */
  calcMethod: string;
  /**
   * 日工资(元)
   */
  dayRate?: number;
  /**
   * 时薪(元)
   */
  hourRate?: number;
  /**
   * 计件单价(元)
   */
  piecePrice?: number;
  /**
   * 计件单位
   */
  pieceUnit?: string;
  /**
   * 生效日期（date）
   */
  effectiveDate: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 日薪记录 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type LabourPerDiemRecord = LabourPerDiem & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
