// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/material/return.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 退库（material.return，表 mat_return）
 */
export interface MaterialReturn {
  /**
   * 退库单号（only）
   */
  billNo: string;
  /**
   * 仓库（字典 mat_warehouse,warehouse_name,id）
   */
  warehouseId: string;
  /**
   * 退料班组（字典 lab_team,team_name,id）
   */
  teamId?: string;
  /**
   * 退库日期（date）
   */
  bizDate: string;
  /**
   * 退库原因
   */
  reason?: string;
  /**
   * 经办人（字典 sys_user,realname,id）
   */
  handlerId?: string;
  /**
   * 备注
   */
  remark?: string;
  /**
   * 状态（流程状态：1 草稿，2 待审核，3 已过账，4 退回，5 已红冲，6 红冲单）
   */
  status?: '1' | '2' | '3' | '4' | '5' | '6';
  /**
   * 制单人（字典 sys_user,realname,id）
   */
  initiatorId?: string;
  /**
   * 红冲原单（字典 mat_return,bill_no,id）
   */
  reversalOf?: string;
  /**
   * 材料明细
   */
  items?: MaterialReturnItems[];
}

/** States of 退库: 1 草稿，2 待审核，3 已过账，4 退回，5 已红冲，6 红冲单. */
export type MaterialReturnState = '1' | '2' | '3' | '4' | '5' | '6';

/** Transitions of 退库: submit 提交，approve 审核过账，reject 退回，reverse 红冲. */
export type MaterialReturnFlowAction = 'submit' | 'approve' | 'reject' | 'reverse';

/** 退库 as the API returns it: stored fields plus id, audit fields, dictionary labels and the transitions the caller may take now. */
export type MaterialReturnRecord = Omit<MaterialReturn, 'items'> & { items?: MaterialReturnItemsRecord[] } & EntityAuditFields & Record<`${string}_dictText`, string | undefined> & { flowActions: MaterialReturnFlowAction[] };

/**
 * 材料明细（material.returnItems，表 mat_return_item）
 */
export interface MaterialReturnItems {
  /**
   * 所属退库的 id
   */
  returnId?: string;
  /**
   * 排序
   */
  orderNum?: number;
  /**
   * 材料编码（请输入20位以内的英文字符、数字和短横线）
   */
  materialCode: string;
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
   * 批次号
   */
  batchNo?: string;
  /**
   * 数量（positive）
   */
  qty: number;
  /**
   * 单价（money）
   */
  price?: number;
  /**
   * 金额
   */
  amount?: number;
  /**
   * 备注
   */
  remark?: string;
}

/** A row of 材料明细 as the API returns it: stored columns plus id, audit fields and dictionary labels. */
export type MaterialReturnItemsRecord = MaterialReturnItems & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
