// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/labour/attendanceStatistics.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 考勤统计（labour.attendanceStatistics，表 lab_attendance_daily）
 */
export interface LabourAttendanceStatistics {
  /**
   * 日期（date）
   */
  workDate: string;
  /**
   * 姓名（字典 lab_worker,emp_name,id）
   */
  workerId: string;
  /**
   * 班组（字典 lab_team,team_name,id）
   */
  teamId?: string;
  /**
   * 工种（字典 work_type）
   */
  jobName?: string;
  /**
   * 首次进场（date-time）
   */
  firstIn?: string;
  /**
   * 最后离场（date-time）
   */
  lastOut?: string;
  /**
   * 在场工时(小时)
   */
  workHours?: number;
  /**
   * 打卡次数
   */
  passCount?: number;
  /**
   * 迟到(分钟)
   */
  lateMinutes?: number;
  /**
   * 早退(分钟)
   */
  earlyMinutes?: number;
  /**
   * 考勤结果（字典 attendance_result）
   */
  result: string;
}

/** 考勤统计 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type LabourAttendanceStatisticsRecord = LabourAttendanceStatistics & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
