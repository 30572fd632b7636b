// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/material/inbound.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 入库（material.inbound，表 mat_inbound）
 */
export interface MaterialInbound {
  /**
   * 入库单号（only）
   */
  billNo: string;
  /**
   * 入库类型（字典 inbound_type）
   */
  billType: string;
  /**
   * 仓库（字典 mat_warehouse,warehouse_name,id）
   */
  warehouseId: string;
  /**
   * 材料计划（字典 mat_plan,plan_name,id）
   */
  planId?: string;
  /**
   * 供应商（字典 mat_supplier,supplier_name,id）
   */
  supplierId?: string;
  /**
   * 入库日期（date）
   */
  bizDate: string;
  /**
   * 经办人（字典 sys_user,realname,id）
   */
  handlerId?: string;
  /**
   * 验收人
   */
  acceptor?: string;
  /**
   * 附件
   */
  attachments?: string;
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
   * 红冲原单（字典 mat_inbound,bill_no,id）
   */
  reversalOf?: string;
  /**
   * 材料明细
   */
  items?: MaterialInboundItems[];
}

/** States of 入库: 1 草稿，2 待审核，3 已过账，4 退回，5 已红冲，6 红冲单. */
export type MaterialInboundState = '1' | '2' | '3' | '4' | '5' | '6';

/** Transitions of 入库: submit 提交，approve 审核过账，reject 退回，reverse 红冲. */
export type MaterialInboundFlowAction = 'submit' | 'approve' | 'reject' | 'reverse';

/** 入库 as the API returns it: stored fields plus id, audit fields, dictionary labels and the transitions the caller may take now. */
export type MaterialInboundRecord = Omit<MaterialInbound, 'items'> & { items?: MaterialInboundItemsRecord[] } & EntityAuditFields & Record<`${string}_dictText`, string | undefined> & { flowActions: MaterialInboundFlowAction[] };

/**
 * 材料明细（material.inboundItems，表 mat_inbound_item）
 */
export interface MaterialInboundItems {
  /**
   * 所属入库的 id
   */
  inboundId?: string;
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
   * 验收结果（字典 check_result）
   */
  checkResult?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** A row of 材料明细 as the API returns it: stored columns plus id, audit fields and dictionary labels. */
export type MaterialInboundItemsRecord = MaterialInboundItems & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
