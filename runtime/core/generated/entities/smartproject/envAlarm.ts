// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/smartproject/envAlarm.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 环境报警（smartproject.envAlarm，表 sp_env_alarm）
 */
export interface SmartprojectEnvAlarm {
  /**
   * 设备
   */
  deviceName?: string;
  /**
   * 设备种类（字典 device_kind）
   */
  deviceKind?: string;
  /**
   * 设备编号
   */
  deviceId?: string;
  /**
   * 测量项（字典 device_metric）
   */
  metric?: string;
  /**
   * 最大越限值
   */
  value?: number;
  /**
   * 限值
   */
  limitValue?: number;
  /**
   * 开始时间（date-time）
   */
  startTime?: string;
  /**
   * 结束时间（date-time）
   */
  endTime?: string;
  /**
   * 状态（流程状态：1 未确认，2 已确认）
   */
  status?: '1' | '2';
  /**
   * 确认人（字典 sys_user,realname,id）
   */
  confirmBy?: string;
  /**
   * 确认时间（date-time）
   */
  confirmTime?: string;
}

/** States of 环境报警: 1 未确认，2 已确认. */
export type SmartprojectEnvAlarmState = '1' | '2';

/** Transitions of 环境报警: confirm 确认. */
export type SmartprojectEnvAlarmFlowAction = 'confirm';

/** 环境报警 as the API returns it: stored fields plus id, audit fields, dictionary labels and the transitions the caller may take now. */
export type SmartprojectEnvAlarmRecord = SmartprojectEnvAlarm & EntityAuditFields & Record<`${string}_dictText`, string | undefined> & { flowActions: SmartprojectEnvAlarmFlowAction[] };
