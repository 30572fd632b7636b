// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/labour/device.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 考勤设备（labour.device，表 lab_device）
 */
export interface LabourDevice {
  /**
   * 设备名称
   */
  deviceName: string;
  /**
   * 设备序列号（only）
   */
  deviceSn: string;
  /**
   * 设备类型（字典 gate_device_type）
   */
  deviceType: string;
  /**
   * 安装位置
   */
  location?: string;
  /**
   * 厂家型号
   */
  manufacturer?: string;
  /**
   * 状态（字典 enable_status）
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

/** 考勤设备 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type LabourDeviceRecord = LabourDevice & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
