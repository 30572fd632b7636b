// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/system/salarySetting.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 工资设置（system.salarySetting，表 sys_salary_setting）
 */
export interface SystemSalarySetting {
  /**
   * 方案名称
   */
  settingName: string;
  /**
   * 发薪日(每月几号)
   */
  payDay: number;
  /**
   * 生效日期（date）
   */
  effectiveDate: string;
  /**
   * 状态（字典 enable_status）
   */
  status: string;
  /**
   * 备注
   */
  remark?: string;
  /**
   * 工资项目
   */
  wageItems?: unknown[];
}

/** 工资设置 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type SystemSalarySettingRecord = SystemSalarySetting & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
