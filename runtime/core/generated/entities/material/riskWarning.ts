// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/material/riskWarning.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 风险预警（material.riskWarning，表 mat_risk_warning）
 */
export interface MaterialRiskWarning {
  /**
   * 预警类型（字典 mat_risk_type）
   */
  warnType: string;
  /**
   * 预警级别（字典 priority）
   */
  level: string;
  /**
   * 材料编码
   */
  materialCode?: string;
  /**
   * 材料名称
   */
  materialName?: string;
  /**
   * 仓库（字典 mat_warehouse,warehouse_name,id）
   */
  warehouseId?: string;
  /**
   * 供应商（字典 mat_supplier,supplier_name,id）
   */
  supplierId?: string;
  /**
   * 材料计划（字典 mat_plan,plan_name,id）
   */
  planId?: string;
  /**
   * 预警内容
   */
  detail: string;
  /**
   * 预警日期（date）
   */
  warnDate: string;
  /**
   * 预警对象
   */
  warnKey?: string;
  /**
   * 登记人（字典 sys_user,realname,id）
   */
  initiatorId?: string;
  /**
   * 状态（流程状态：1 待处理，2 已处理）
   */
  status?: '1' | '2';
}

/** States of 风险预警: 1 待处理，2 已处理. */
export type MaterialRiskWarningState = '1' | '2';

/** Transitions of 风险预警: handle 处理. */
export type MaterialRiskWarningFlowAction = 'handle';

/** 风险预警 as the API returns it: stored fields plus id, audit fields, dictionary labels and the transitions the caller may take now. */
export type MaterialRiskWarningRecord = MaterialRiskWarning & EntityAuditFields & Record<`${string}_dictText`, string | undefined> & { flowActions: MaterialRiskWarningFlowAction[] };
