// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/technology/drawing.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 图纸管理（technology.drawing，表 tec_drawing）
 */
export interface TechnologyDrawing {
  /**
   * 图号（only）
   */
  drawingNo: string;
  /**
   * 图纸名称
   */
  drawingName: string;
  /**
   * 专业（字典 tec_discipline）
   */
  discipline: string;
  /**
   * 设计单位
   */
  designUnit?: string;
  /**
   * 收图日期（date）
   */
  receiveDate?: string;
  /**
   * 备注
   */
  remark?: string;
  /**
   * 图纸版本
   */
  versions: TechnologyDrawingVersions[];
}

/** 图纸管理 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type TechnologyDrawingRecord = Omit<TechnologyDrawing, 'versions'> & { versions?: TechnologyDrawingVersionsRecord[] } & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;

/**
 * 图纸版本（technology.drawingVersions，表 tec_drawing_version）
 */
export interface TechnologyDrawingVersions {
  /**
   * 所属图纸管理的 id
   */
  drawingId?: string;
  /**
   * 排序
   */
  orderNum?: number;
  /**
   * 版本号
   */
  versionNo: string;
  /**
   * 图纸文件
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

/** A row of 图纸版本 as the API returns it: stored columns plus id, audit fields and dictionary labels. */
export type TechnologyDrawingVersionsRecord = TechnologyDrawingVersions & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
