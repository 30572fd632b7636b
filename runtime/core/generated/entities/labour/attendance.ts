// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/labour/attendance.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 考勤数据（labour.attendance，表 lab_attendance）
 */
export interface LabourAttendance {
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
   * 通过时间（date-time）
   */
  passedTime: string;
  /**
   * 方向（字典 attendance_direction）
   */
  direction: string;
  /**
   * 通行方式（字典 pass_way）
   */
  way?: string;
  /**
   * 体温(℃)
   */
  temperature?: number;
  /**
   * 体温告警（字典 yn）
   */
  alarm?: string;
  /**
   * 考勤设备（字典 lab_device,device_name,id）
   */
  deviceId?: string;
  /**
   * 设备类型（字典 gate_device_type）
   */
  deviceType?: string;
  /**
   * 设备序列号
   */
  deviceSn?: string;
  /**
   * 上传时间（date-time）
   */
  uploadTime?: string;
  /**
   * 现场照片
   */
  sitePhoto?: string;
}

/** 考勤数据 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type LabourAttendanceRecord = LabourAttendance & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
