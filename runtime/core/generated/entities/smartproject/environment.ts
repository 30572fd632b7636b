// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/smartproject/environment.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 环境监测（smartproject.environment，表 sp_env_monitor）
 */
export interface SmartprojectEnvironment {
  /**
   * 监测点
   */
  deviceName: string;
  /**
   * 设备编号（only）
   */
  deviceNo: string;
  /**
   * 规格型号
   */
  model?: string;
  /**
   * 安装位置
   */
  location?: string;
  /**
   * 联动喷淋
   */
  sprayZone?: string;
  /**
   * 安装日期（date）
   */
  installDate?: string;
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

/** 环境监测 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type SmartprojectEnvironmentRecord = SmartprojectEnvironment & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
