// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/smartproject/waterElectricity.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 水电监测（smartproject.waterElectricity，表 sp_meter）
 */
export interface SmartprojectWaterElectricity {
  /**
   * 表计名称
   */
  deviceName: string;
  /**
   * 表号（only）
   */
  deviceNo: string;
  /**
   * 表计类型（字典 meter_type）
   */
  meterType: string;
  /**
   * 安装位置
   */
  location?: string;
  /**
   * 倍率
   */
  multiplier?: number;
  /**
   * 状态（字典 device_status）
   */
  status: string;
  /**
   * 最近上传（date-time）
   */
  lastUploadTime?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 水电监测 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type SmartprojectWaterElectricityRecord = SmartprojectWaterElectricity & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
