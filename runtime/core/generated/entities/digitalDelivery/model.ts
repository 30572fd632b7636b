// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/digitalDelivery/model.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 模型列表（digitalDelivery.model，表 dd_model）
 */
export interface DigitalDeliveryModel {
  /**
   * 模型名称
   */
  modelName: string;
  /**
   * 专业（字典 tec_discipline）
   */
  discipline: string;
  /**
   * 版本
   */
  versionNo: string;
  /**
   * IFC 模型（请上传一个 IFC 格式（.ifc）的模型文件）
   */
  ifcFile: string;
  /**
   * 上传日期（date）
   */
  uploadDate?: string;
  /**
   * 说明
   */
  description?: string;
}

/** 模型列表 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type DigitalDeliveryModelRecord = DigitalDeliveryModel & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
