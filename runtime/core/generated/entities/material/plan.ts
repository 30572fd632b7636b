// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/material/plan.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 材料计划（material.plan，表 mat_plan）
 */
export interface MaterialPlan {
  /**
   * 计划编号（code20, only）
   */
  planNo: string;
  /**
   * 计划名称
   */
  planName: string;
  /**
   * 计划类型（字典 plan_type）
   */
  planType: string;
  /**
   * 计划日期（date）
   */
  planDate: string;
  /**
   * 申请人（字典 sys_user,realname,username）
   */
  applicant?: string;
  /**
   * 申请部门（字典 sys_depart,depart_name,id）
   */
  dept?: string;
  /**
   * 物资类别（字典 sys_category,name,id）
   */
  materialCategory?: string;
  /**
   * 编制人（字典 sys_user,realname,id）
   */
  initiatorId?: string;
  /**
   * 状态（流程状态：1 草稿，2 待审批，3 已审批，4 退回）
   */
  status?: '1' | '2' | '3' | '4';
  /**
   * 备注
   */
  remark?: string;
  /**
   * 材料明细
   */
  items?: MaterialPlanItems[];
}

/** States of 材料计划: 1 草稿，2 待审批，3 已审批，4 退回. */
export type MaterialPlanState = '1' | '2' | '3' | '4';

/** Transitions of 材料计划: submit 提交，approve 审批通过，reject 退回. */
export type MaterialPlanFlowAction = 'submit' | 'approve' | 'reject';

/** 材料计划 as the API returns it: stored fields plus id, audit fields, dictionary labels and the transitions the caller may take now. */
export type MaterialPlanRecord = Omit<MaterialPlan, 'items'> & { items?: MaterialPlanItemsRecord[] } & EntityAuditFields & Record<`${string}_dictText`, string | undefined> & { flowActions: MaterialPlanFlowAction[] };

/**
 * 材料明细（material.planItems，表 mat_plan_item）
 */
export interface MaterialPlanItems {
  /**
   * 所属材料计划的 id
   */
  planId?: string;
  /**
   * 排序
   */
  orderNum?: number;
  /**
   * 材料编码（请输入20位以内的英文字符、数字和短横线）
   */
  materialCode?: string;
  /**
   * 材料名称
   */
  materialName: string;
  /**
   * 规格型号
   */
  spec?: string;
  /**
   * 单位（字典 material_unit）
   */
  unit: string;
  /**
   * 计划数量（positive）
   */
  planQty: number;
  /**
   * 单价（money）
   */
  unitPrice?: number;
  /**
   * 金额
   */
  amount?: number;
  /**
   * 已到货数量
   */
  receivedQty?: number;
  /**
   * 需用日期（date）
   */
  needDate?: string;
  /**
   * 使用部位
   */
  usePart?: string;
  /**
   * 加急
   */
  urgent?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** A row of 材料明细 as the API returns it: stored columns plus id, audit fields and dictionary labels. */
export type MaterialPlanItemsRecord = MaterialPlanItems & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
