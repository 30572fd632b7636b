// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/pipe/testMethod.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 检测方法（pipe.testMethod，表 pw_test_method）
 */
export interface PipeTestMethod {
  /**
   * 检测方法（字典 ndt_method；only）
   */
  methodCode: string;
  /**
   * 检测工艺
   */
  technique?: string;
  /**
   * 执行标准
   */
  standard: string;
  /**
   * 合格级别（字典 ndt_level）
   */
  acceptLevel: string;
  /**
   * 检测设备
   */
  equipment?: string;
  /**
   * 灵敏度/像质计
   */
  sensitivity?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 检测方法 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type PipeTestMethodRecord = PipeTestMethod & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
