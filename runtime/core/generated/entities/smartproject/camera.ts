// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/smartproject/camera.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 视频监控（smartproject.camera，表 sp_camera）
 */
export interface SmartprojectCamera {
  /**
   * 摄像头名称
   */
  cameraName: string;
  /**
   * 所属区域（字典 sp_video_area,area_name,id）
   */
  areaId: string;
  /**
   * 视频流
   */
  streamUrl?: string;
  /**
   * 在线状态（字典 camera_status）
   */
  status?: string;
  /**
   * 设备序列号（only）
   */
  serialNo?: string;
  /**
   * 品牌型号
   */
  brand?: string;
  /**
   * 安装日期（date）
   */
  installDate?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 视频监控 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type SmartprojectCameraRecord = SmartprojectCamera & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
