// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/smartproject/drone.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 无人机（smartproject.drone，表 sp_drone_flight）
 */
export interface SmartprojectDrone {
  /**
   * 飞行日期（date）
   */
  flightDate: string;
  /**
   * 飞手
   */
  pilot: string;
  /**
   * 巡检区域（字典 sp_video_area,area_name,id）
   */
  areaId: string;
  /**
   * 任务
   */
  purpose: string;
  /**
   * 机型
   */
  aircraft?: string;
  /**
   * 飞行时长(分钟)
   */
  minutes?: number;
  /**
   * 航拍照片
   */
  photos?: string;
  /**
   * 航拍视频
   */
  video?: string;
  /**
   * 发现问题
   */
  findings?: string;
}

/** 无人机 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type SmartprojectDroneRecord = SmartprojectDrone & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
