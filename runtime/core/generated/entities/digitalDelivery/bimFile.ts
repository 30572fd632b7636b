// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/digitalDelivery/bimFile.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * BIM文件（digitalDelivery.bimFile，表 dd_bim_file）
 */
export interface DigitalDeliveryBimFile {
  /**
   * 文件编号（only）
   */
  fileNo: string;
  /**
   * 文件名称
   */
  fileName: string;
  /**
   * 专业（字典 tec_discipline）
   */
  discipline: string;
  /**
   * 文件类型（字典 dd_bim_file_kind）
   */
  fileKind: string;
  /**
   * 备注
   */
  remark?: string;
  /**
   * 文件版本
   */
  versions: DigitalDeliveryBimFileVersions[];
}

/** BIM文件 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type DigitalDeliveryBimFileRecord = Omit<DigitalDeliveryBimFile, 'versions'> & { versions?: DigitalDeliveryBimFileVersionsRecord[] } & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;

/**
 * 文件版本（digitalDelivery.bimFileVersions，表 dd_bim_file_version）
 */
export interface DigitalDeliveryBimFileVersions {
  /**
   * 所属BIM文件的 id
   */
  bimFileId?: string;
  /**
   * 排序
   */
  orderNum?: number;
  /**
   * 版本号
   */
  versionNo: string;
  /**
   * 文件
   */
  file: string;
  /**
   * 上传人
   */
  uploader?: string;
  /**
   * 上传日期（date）
   */
  uploadTime?: string;
  /**
   * 版本说明
   */
  note?: string;
}

/** A row of 文件版本 as the API returns it: stored columns plus id, audit fields and dictionary labels. */
export type DigitalDeliveryBimFileVersionsRecord = DigitalDeliveryBimFileVersions & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
