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
  wageItems?: SystemSalarySettingWageItems[];
}

/** 工资设置 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type SystemSalarySettingRecord = Omit<SystemSalarySetting, 'wageItems'> & { wageItems?: SystemSalarySettingWageItemsRecord[] } & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;

/**
 * 工资项目（system.salarySettingWageItems，表 sys_salary_item）
 */
export interface SystemSalarySettingWageItems {
  /**
   * 所属工资设置的 id
   */
  settingId?: string;
  /**
   * 排序
   */
  orderNum?: number;
  /**
   * 项目名称
   */
  itemName: string;
  /**
   * 类型（字典 wage_item_type）
   */
  itemType: string;
  /**
   * 计算方式（字典 wage_calc_method）
   */
  calcMethod: string;
  /**
   * 标准金额(元)（money）
   */
  amount?: number;
  /**
   * 说明
   */
  remark?: string;
}

/** A row of 工资项目 as the API returns it: stored columns plus id, audit fields and dictionary labels. */
export type SystemSalarySettingWageItemsRecord = SystemSalarySettingWageItems & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
