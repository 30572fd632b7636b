// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/material/stocktake.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 盘点（material.stocktake，表 mat_stocktake）
 */
export interface MaterialStocktake {
  /**
   * 盘点单号（only）
   */
  checkNo: string;
  /**
   * 仓库（字典 mat_warehouse,warehouse_name,id）
   */
  warehouseId: string;
  /**
   * 盘点日期（date）
   */
  checkDate: string;
  /**
   * 盘点人（字典 sys_user,realname,id）
   */
  checkerId?: string;
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
   * 红冲原单（字典 mat_stocktake,check_no,id）
   */
  reversalOf?: string;
  /**
   * 材料明细
   */
  items?: MaterialStocktakeItems[];
}

/** States of 盘点: 1 草稿，2 待审核，3 已过账，4 退回，5 已红冲，6 红冲单. */
export type MaterialStocktakeState = '1' | '2' | '3' | '4' | '5' | '6';

/** Transitions of 盘点: submit 提交，approve 审核过账，reject 退回，reverse 红冲. */
export type MaterialStocktakeFlowAction = 'submit' | 'approve' | 'reject' | 'reverse';

/** 盘点 as the API returns it: stored fields plus id, audit fields, dictionary labels and the transitions the caller may take now. */
export type MaterialStocktakeRecord = Omit<MaterialStocktake, 'items'> & { items?: MaterialStocktakeItemsRecord[] } & EntityAuditFields & Record<`${string}_dictText`, string | undefined> & { flowActions: MaterialStocktakeFlowAction[] };

/**
 * 材料明细（material.stocktakeItems，表 mat_stocktake_item）
 */
export interface MaterialStocktakeItems {
  /**
   * 所属盘点的 id
   */
  stocktakeId?: string;
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
   * 账面数量
   */
  bookQty?: number;
  /**
   * 实盘数量
   */
  actualQty?: number;
  /**
   * 差异数量
   */
  diffQty?: number;
  /**
   * 差异原因
   */
  diffReason?: string;
}

/** A row of 材料明细 as the API returns it: stored columns plus id, audit fields and dictionary labels. */
export type MaterialStocktakeItemsRecord = MaterialStocktakeItems & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
