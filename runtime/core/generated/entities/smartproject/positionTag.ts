// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/smartproject/positionTag.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 定位标签（smartproject.positionTag，表 sp_position_tag）
 */
export interface SmartprojectPositionTag {
  /**
   * 标签名称
   */
  tagName: string;
  /**
   * 标签编号（only）
   */
  tagNo: string;
  /**
   * 佩戴人员（字典 lab_worker,emp_name,id）
   */
  workerId: string;
  /**
   * 状态（字典 enable_status）
   */
  status: string;
  /**
   * 最近上传（date-time）
   */
  lastUploadTime?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 定位标签 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type SmartprojectPositionTagRecord = SmartprojectPositionTag & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
