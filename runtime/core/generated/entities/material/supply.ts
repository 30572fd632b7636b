// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/material/supply.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 供应商供货（material.supply，表 mat_supply）
 */
export interface MaterialSupply {
  /**
   * 供应商（字典 mat_supplier,supplier_name,id）
   */
  supplierId: string;
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
   * 累计供货数量
   */
  qty?: number;
  /**
   * 累计供货金额
   */
  amount?: number;
  /**
   * 最近供货日期（date）
   */
  lastBizDate?: string;
}

/** 供应商供货 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type MaterialSupplyRecord = MaterialSupply & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
