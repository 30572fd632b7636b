// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/pipe/method.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 焊接方法（pipe.method，表 pw_method）
 */
export interface PipeMethod {
  /**
   * WPS编号（only）
   */
  wpsNo: string;
  /**
   * PQR编号
   */
  pqrNo?: string;
  /**
   * 方法代号
   */
  methodCode: string;
  /**
   * 焊接方法
   */
  methodName: string;
  /**
   * 适用母材
   */
  materialGroup?: string;
  /**
   * 厚度范围(mm)
   */
  thicknessRange?: string;
  /**
   * 管径范围(mm)
   */
  diameterRange?: string;
  /**
   * 焊材
   */
  fillerMetal?: string;
  /**
   * 预热温度
   */
  preheatTemp?: string;
  /**
   * 焊后热处理
   */
  pwht?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 焊接方法 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type PipeMethodRecord = PipeMethod & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
