// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/system/category.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 分类字典（system.category，表 sys_category）
 */
export interface SystemCategory {
  /**
   * 父级节点（字典 sys_category,name,id）
   */
  pid?: string;
  /**
   * 分类名称
   */
  name: string;
  /**
   * 分类编码
   */
  code?: string;
}

/** 分类字典 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type SystemCategoryRecord = SystemCategory & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
