// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/pipe/device.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 焊机设备（pipe.device，表 pw_device）
 */
export interface PipeDevice {
  /**
   * 焊机编号（only）
   */
  machineNo: string;
  /**
   * 焊机名称
   */
  machineName: string;
  /**
   * 型号
   */
  model?: string;
  /**
   * 生产厂家
   */
  manufacturer?: string;
  /**
   * 适用焊接方法
   */
  weldProcess?: string;
  /**
   * 电流下限(A)
   */
  currentMin?: number;
  /**
   * 电流上限(A)
   */
  currentMax?: number;
  /**
   * 电压下限(V)
   */
  voltageMin?: number;
  /**
   * 电压上限(V)
   */
  voltageMax?: number;
  /**
   * 检定日期（date）
   */
  calibrationDate?: string;
  /**
   * 检定有效期至（date）
   */
  calibrationValidTo?: string;
  /**
   * 状态（字典 pipe_device_status）
   */
  status: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 焊机设备 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type PipeDeviceRecord = PipeDevice & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
