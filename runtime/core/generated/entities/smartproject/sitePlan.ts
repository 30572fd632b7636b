// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/smartproject/sitePlan.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 现场平面图（smartproject.sitePlan，表 sp_site_plan）
 */
export interface SmartprojectSitePlan {
  /**
   * 图名
   */
  planName: string;
  /**
   * 平面图
   */
  image: string;
  /**
   * 图宽(m)
   */
  widthMeters: number;
  /**
   * 图高(m)
   */
  heightMeters: number;
  /**
   * 说明
   */
  remark?: string;
}

/** 现场平面图 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type SmartprojectSitePlanRecord = SmartprojectSitePlan & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
