// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/technology/filing.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 技术归档（technology.filing，表 tec_filing）
 */
export interface TechnologyFiling {
  /**
   * 分类（字典 tec_archive_category）
   */
  category: string;
  /**
   * 档案编号（only）
   */
  docNo: string;
  /**
   * 资料名称
   */
  docName: string;
  /**
   * 文件
   */
  files?: string;
  /**
   * 归档日期（date）
   */
  archiveDate: string;
  /**
   * 归档人（字典 sys_user,realname,id）
   */
  archivistId?: string;
  /**
   * 保管期限
   */
  retention?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 技术归档 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type TechnologyFilingRecord = TechnologyFiling & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
