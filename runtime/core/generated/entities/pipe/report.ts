// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/pipe/report.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 检测报告（pipe.report，表 pw_report）
 */
export interface PipeReport {
  /**
   * 检测报告编号（only）
   */
  reportNo: string;
  /**
   * 委托单号（字典 pw_entrust,entrust_no,id）
   */
  entrustId: string;
  /**
   * 管线号（字典 pw_line,pipeline_no,id）
   */
  lineId?: string;
  /**
   * 检测方法（字典 ndt_method）
   */
  ndtMethod?: string;
  /**
   * 报告日期（date）
   */
  reportDate?: string;
  /**
   * 检测人（字典 sys_user,realname,id）
   */
  inspectorId?: string;
  /**
   * 检测焊口
   */
  joints?: PipeReportJoints[];
}

/** 检测报告 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type PipeReportRecord = Omit<PipeReport, 'joints'> & { joints?: PipeReportJointsRecord[] } & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;

/**
 * 检测焊口（pipe.reportJoints，表 pw_report_joint）
 */
export interface PipeReportJoints {
  /**
   * 所属检测报告的 id
   */
  reportId?: string;
  /**
   * 排序
   */
  orderNum?: number;
  /**
   * 焊口编号
   */
  weldNo?: string;
  /**
   * 扩检编号
   */
  expandNo?: string;
  /**
   * 焊工（字典 pw_welder,welder_name,id）
   */
  welderId?: string;
  /**
   * 检测日期（date）
   */
  ndtDate?: string;
  /**
   * 拍片张数
   */
  filmCount?: number;
  /**
   * 缺陷
   */
  defectDesc?: string;
  /**
   * 级别（字典 ndt_level）
   */
  qualifiedLevel?: string;
  /**
   * 结论（字典 ndt_result）
   */
  result?: string;
}

/** A row of 检测焊口 as the API returns it: stored columns plus id, audit fields and dictionary labels. */
export type PipeReportJointsRecord = PipeReportJoints & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
