// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/pipe/spec.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 规格（pipe.spec，表 pw_spec）
 */
export interface PipeSpec {
  /**
   * 规格（only）
   */
  specName: string;
  /**
   * 公称直径
   */
  nominalSize?: string;
  /**
   * 外径(mm)
   */
  outerDiameter: number;
  /**
   * 壁厚(mm)
   */
  thickness: number;
  /**
   * 壁厚等级
   */
  schedule?: string;
  /**
   * 寸径
   */
  inchDia?: number;
  /**
   * 备注
   */
  remark?: string;
}

/** 规格 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type PipeSpecRecord = PipeSpec & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
