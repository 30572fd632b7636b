// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/system/attendanceSetting.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 考勤设置（system.attendanceSetting，表 sys_attendance_setting）
 */
export interface SystemAttendanceSetting {
  /**
   * 方案名称
   */
  settingName: string;
  /**
   * 上班时间（time）
   */
  workStart: string;
  /**
   * 下班时间（time）
   */
  workEnd: string;
  /**
   * 迟到阈值(分钟)
   */
  lateMinutes: number;
  /**
   * 早退阈值(分钟)
   */
  earlyMinutes: number;
  /**
   * 休息日（字典 week_day）
   */
  restDays?: string;
  /**
   * 生效日期（date）
   */
  effectiveDate: string;
  /**
   * 状态（字典 enable_status）
   */
  status: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 考勤设置 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type SystemAttendanceSettingRecord = SystemAttendanceSetting & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
