// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/safety/annex.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 附件管理（safety.annex，表 saf_annex）
 */
export interface SafetyAnnex {
  /**
   * 文件分类（字典 annex_category）
   */
  fileCategory: string;
  /**
   * 文件名
   */
  fileName: string;
  /**
   * 文件
   */
  fileUrl: string;
  /**
   * 上传人
   */
  uploader?: string;
  /**
   * 上传时间（date-time）
   */
  uploadTime?: string;
  /**
   * 备注
   */
  remark?: string;
}

/** 附件管理 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type SafetyAnnexRecord = SafetyAnnex & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
