// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/system/position.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 职务管理（system.position，表 sys_position）
 */
export interface SystemPosition {
  /**
   * 职务编码（职务编码只允许字母、数字、下划线和中划线, only）
   */
  code: string;
  /**
   * 职务名称
   */
  name: string;
  /**
   * 职级（字典 position_rank）
   */
  postRank: string;
}

/** 职务管理 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type SystemPositionRecord = SystemPosition & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
