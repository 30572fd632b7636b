// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/construction/leaseDevice.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 设备（construction.leaseDevice，表 cm_lease_device）
 */
export interface ConstructionLeaseDevice {
  /**
   * 设备名称
   */
  deviceName: string;
  /**
   * 设备类型（字典 lease_device_type）
   */
  deviceType: string;
  /**
   * 规格型号
   */
  model?: string;
  /**
   * 设备编号（only）
   */
  deviceNo: string;
  /**
   * 备案编号
   */
  filingNo?: string;
  /**
   * 生产厂家
   */
  manufacturer?: string;
  /**
   * 出租单位
   */
  lessor: string;
  /**
   * 租赁开始（date）
   */
  leaseStart?: string;
  /**
   * 租赁结束（date）
   */
  leaseEnd?: string;
  /**
   * 计价单位（字典 lease_rent_unit）
   */
  rentUnit: string;
  /**
   * 租赁单价(元)（money）
   */
  rentPrice: number;
  /**
   * 进场日期（date）
   */
  entryDate?: string;
  /**
   * 退场日期（date）
   */
  exitDate?: string;
  /**
   * 检验合格证
   */
  inspectionCert?: string;
  /**
   * 持证司机（字典 cm_lease_operator,operator_name,id）
   */
  driverId?: string;
  /**
   * 司机证书编号
   */
  certNo?: string;
  /**
   * 设备状态（字典 lease_device_status）
   */
  status: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 设备 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type ConstructionLeaseDeviceRecord = ConstructionLeaseDevice & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
