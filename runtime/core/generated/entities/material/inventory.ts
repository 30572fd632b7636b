// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/material/inventory.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 库存（material.inventory，表 mat_stock）
 */
export interface MaterialInventory {
  /**
   * 仓库（字典 mat_warehouse,warehouse_name,id）
   */
  warehouseId: string;
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
   * 库存数量
   */
  qty?: number;
  /**
   * 库存金额
   */
  amount?: number;
  /**
   * 最近业务日期（date）
   */
  lastBizDate?: string;
}

/** 库存 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type MaterialInventoryRecord = MaterialInventory & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
