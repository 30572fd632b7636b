// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/specialdevice/threshold.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 阈值设置（specialdevice.threshold，表 sd_threshold）
 */
export interface SpecialdeviceThreshold {
  /**
   * 设备种类（字典 device_kind）
   */
  deviceKind: string;
  /**
   * 测量项（字典 device_metric）
   */
  metric: string;
  /**
   * 下限
   */
  lowerLimit?: number;
  /**
   * 上限
   */
  upperLimit: number;
  /**
   * 说明
   */
  remark?: string;
}

/** 阈值设置 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type SpecialdeviceThresholdRecord = SpecialdeviceThreshold & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
