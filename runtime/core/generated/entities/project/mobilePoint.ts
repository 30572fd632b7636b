// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/project/mobilePoint.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 移动点位（project.mobilePoint，表 proj_mobile_point）
 */
export interface ProjectMobilePoint {
  /**
   * 点位编码（only）
   */
  pointCode: string;
  /**
   * 点位名称
   */
  pointName: string;
  /**
   * 所在区域
   */
  area?: string;
  /**
   * 经度
   */
  longitude?: number;
  /**
   * 纬度
   */
  latitude?: number;
  /**
   * 状态（字典 enable_status）
   */
  status?: string;
  /**
   * 巡检要点
   */
  remark?: string;
}

/** 移动点位 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type ProjectMobilePointRecord = ProjectMobilePoint & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
