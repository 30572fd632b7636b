// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/smartproject/videoArea.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 视频区域（smartproject.videoArea，表 sp_video_area）
 */
export interface SmartprojectVideoArea {
  /**
   * 区域名称
   */
  areaName: string;
  /**
   * 位置说明
   */
  location?: string;
  /**
   * 区域负责人
   */
  manager?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 视频区域 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type SmartprojectVideoAreaRecord = SmartprojectVideoArea & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
