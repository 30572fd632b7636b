// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/technology/wpq.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 焊接工艺评定（technology.wpq，表 tec_wpq）
 */
export interface TechnologyWpq {
  /**
   * 评定编号（only）
   */
  wpqNo: string;
  /**
   * 焊接方法（字典 tec_weld_process）
   */
  process: string;
  /**
   * 母材
   */
  baseMaterial: string;
  /**
   * 焊材
   */
  fillerMaterial?: string;
  /**
   * 厚度下限（mm）
   */
  thicknessMin: number;
  /**
   * 厚度上限（mm）
   */
  thicknessMax: number;
  /**
   * 焊接位置（字典 tec_weld_position）
   */
  position: string;
  /**
   * 评定标准
   */
  standard?: string;
  /**
   * 评定日期（date）
   */
  qualifiedDate: string;
  /**
   * 合格焊工（字典 lab_worker,emp_name,id）
   */
  welderIds?: string;
  /**
   * 评定报告
   */
  reportFile?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 焊接工艺评定 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type TechnologyWpqRecord = TechnologyWpq & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
