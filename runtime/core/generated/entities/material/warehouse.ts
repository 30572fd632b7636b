// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/material/warehouse.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 仓库（material.warehouse，表 mat_warehouse）
 */
export interface MaterialWarehouse {
  /**
   * 仓库编码（only）
   */
  warehouseCode: string;
  /**
   * 仓库名称
   */
  warehouseName: string;
  /**
   * 仓库类型（字典 warehouse_type）
   */
  warehouseType: string;
  /**
   * 位置
   */
  location?: string;
  /**
   * 面积(㎡)
   */
  area?: number;
  /**
   * 保管员（字典 sys_user,realname,id）
   */
  keeperId?: string;
  /**
   * 联系电话（mobile）
   */
  phone?: string;
  /**
   * 状态（字典 enable_status）
   */
  status: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 仓库 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type MaterialWarehouseRecord = MaterialWarehouse & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
