// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/material/supplyPosting.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 供货流水（material.supplyPosting，表 mat_supply_posting）
 */
export interface MaterialSupplyPosting {
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
   * 供应商（字典 mat_supplier,supplier_name,id）
   */
  supplierId?: string;
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

/** 供货流水 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type MaterialSupplyPostingRecord = MaterialSupplyPosting & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
