// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/system/dict.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 数据字典（system.dict，表 sys_dict）
 */
export interface SystemDict {
  /**
   * 字典名称
   */
  dictName: string;
  /**
   * 字典编码（字典编码只允许小写字母、数字、下划线, only）
   */
  dictCode: string;
  /**
   * 描述
   */
  description?: string;
}

/** 数据字典 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type SystemDictRecord = SystemDict & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
