// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/smartproject/spray.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 喷淋记录（smartproject.spray，表 sp_spray）
 */
export interface SmartprojectSpray {
  /**
   * 监测点
   */
  deviceName?: string;
  /**
   * 设备编号
   */
  deviceId?: string;
  /**
   * 报警
   */
  alarmId?: string;
  /**
   * 触发测量项（字典 device_metric）
   */
  metric?: string;
  /**
   * 触发值
   */
  value?: number;
  /**
   * 联动措施
   */
  action?: string;
  /**
   * 开启时间（date-time）
   */
  actionTime?: string;
}

/** 喷淋记录 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type SmartprojectSprayRecord = SmartprojectSpray & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
