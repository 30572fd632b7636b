// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/system/dictItem.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 字典项（system.dictItem，表 sys_dict_item）
 */
export interface SystemDictItem {
  /**
   * 字典
   */
  dictId: string;
  /**
   * 名称
   */
  itemText: string;
  /**
   * 数据值
   */
  itemValue: string;
  /**
   * 排序
   */
  sortOrder?: number;
  /**
   * 状态（字典 enable_status）
   */
  status?: string;
  /**
   * 描述
   */
  description?: string;
}

/** 字典项 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type SystemDictItemRecord = SystemDictItem & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
