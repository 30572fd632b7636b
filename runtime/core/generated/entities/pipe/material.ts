// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/pipe/material.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 材质（pipe.material，表 pw_material）
 */
export interface PipeMaterial {
  /**
   * 材质牌号（only）
   */
  materialCode: string;
  /**
   * 材质类别（字典 pipe_material_category）
   */
  category: string;
  /**
   * 材料标准
   */
  standard?: string;
  /**
   * 类别号
   */
  materialGroup?: string;
  /**
   * 预热要求
   */
  preheat?: string;
  /**
   * 热处理要求
   */
  pwht?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 材质 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type PipeMaterialRecord = PipeMaterial & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
