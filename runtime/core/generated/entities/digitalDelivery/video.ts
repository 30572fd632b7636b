// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/digitalDelivery/video.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 视频（digitalDelivery.video，表 dd_video）
 */
export interface DigitalDeliveryVideo {
  /**
   * 标题
   */
  title: string;
  /**
   * 日期（date）
   */
  shootDate: string;
  /**
   * 视频文件（请上传一个 MP4 或 WebM 格式的视频文件）
   */
  videoFile: string;
  /**
   * 说明
   */
  description?: string;
}

/** 视频 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type DigitalDeliveryVideoRecord = DigitalDeliveryVideo & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
