// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/system/permissionDataRule.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 数据规则（system.permissionDataRule，表 sys_permission_data_rule）
 */
export interface SystemPermissionDataRule {
  /**
   * 菜单
   */
  permissionId: string;
  /**
   * 规则名称
   */
  ruleName: string;
  /**
   * 规则字段（规则字段只允许字母和数字，且以字母开头）
   */
  ruleColumn: string;
  /**
   * 条件规则（字典 rule_conditions）
   */
  ruleConditions: string;
  /**
   * 规则值
   */
  ruleValue: string;
  /**
   * 状态（字典 enable_status）
   */
  status?: string;
}

/** 数据规则 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type SystemPermissionDataRuleRecord = SystemPermissionDataRule & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
