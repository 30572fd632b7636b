// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/smartproject/envThreshold.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 环境阈值（smartproject.envThreshold，表 sp_env_threshold）
 */
export interface SmartprojectEnvThreshold {
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

/** 环境阈值 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type SmartprojectEnvThresholdRecord = SmartprojectEnvThreshold & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
