// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/pipe/position.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 焊接位置（pipe.position，表 pw_position）
 */
export interface PipePosition {
  /**
   * 位置代号（only）
   */
  positionCode: string;
  /**
   * 位置名称
   */
  positionName: string;
  /**
   * 说明
   */
  description?: string;
}

/** 焊接位置 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type PipePositionRecord = PipePosition & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
