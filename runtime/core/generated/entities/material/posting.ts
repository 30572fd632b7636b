// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/material/posting.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 库存流水（material.posting，表 mat_stock_posting）
 */
export interface MaterialPosting {
  /**
   * 业务日期（date）
   */
  bizDate: string;
  /**
   * 单号
   */
  billNo?: string;
  /**
   * 单据类型
   */
  billScreen?: string;
  /**
   * 单据
   */
  billId?: string;
  /**
   * 方向（字典 stock_direction）
   */
  direction: string;
  /**
   * 仓库（字典 mat_warehouse,warehouse_name,id）
   */
  warehouseId?: string;
  /**
   * 材料编码
   */
  materialCode: string;
  /**
   * 材料名称
   */
  materialName?: string;
  /**
   * 规格型号
   */
  spec?: string;
  /**
   * 单位（字典 material_unit）
   */
  unit?: string;
  /**
   * 批次号
   */
  batchNo?: string;
  /**
   * 数量
   */
  qty?: number;
  /**
   * 单价
   */
  price?: number;
  /**
   * 金额
   */
  amount?: number;
}

/** 库存流水 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type MaterialPostingRecord = MaterialPosting & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
