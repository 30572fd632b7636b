// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/project/material.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 材料字典（project.material，表 mat_material）
 */
export interface ProjectMaterial {
  /**
   * 材料编码（请输入20位以内的英文字符、数字和短横线, only）
   */
  materialCode: string;
  /**
   * 材料名称
   */
  materialName: string;
  /**
   * 规格型号
   */
  spec?: string;
  /**
   * 单位（字典 material_unit）
   */
  unit: string;
  /**
   * 材料类别（字典 material_category）
   */
  category: string;
  /**
   * 参考单价(元)（money）
   */
  refPrice?: number;
  /**
   * 安全库存
   */
  safetyStock?: number;
  /**
   * 启用（字典 enable_status）
   */
  enabled?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 材料字典 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type ProjectMaterialRecord = ProjectMaterial & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
