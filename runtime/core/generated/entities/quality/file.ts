// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/quality/file.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 质量文件（quality.file，表 qua_file）
 */
export interface QualityFile {
  /**
   * 分类（字典 qua_file_category）
   */
  category: string;
  /**
   * 文件名
   */
  fileName: string;
  /**
   * 文件
   */
  file?: string;
  /**
   * 版本
   */
  fileVersion?: string;
  /**
   * 上传人（字典 sys_user,realname,id）
   */
  uploader?: string;
  /**
   * 上传日期（date）
   */
  uploadDate?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 质量文件 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type QualityFileRecord = QualityFile & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
