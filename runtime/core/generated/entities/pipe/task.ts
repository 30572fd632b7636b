// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/pipe/task.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 焊接任务（pipe.task，表 pw_task）
 */
export interface PipeTask {
  /**
   * 任务日期（date）
   */
  taskDate: string;
  /**
   * 焊工（字典 pw_welder,welder_name,id）
   */
  welderId: string;
  /**
   * 管线号（字典 pw_line,pipeline_no,id）
   */
  lineId: string;
  /**
   * WPS编号（字典 pw_method,wps_no,id）
   */
  wpsId?: string;
  /**
   * 焊机编号（字典 pw_device,machine_no,id）
   */
  machineId?: string;
  /**
   * 计划焊口
   */
  weldNos?: string;
  /**
   * 计划焊口数
   */
  plannedCount: number;
  /**
   * 完成焊口数
   */
  doneCount?: number;
  /**
   * 作业内容
   */
  content?: string;
}

/** 焊接任务 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type PipeTaskRecord = PipeTask & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
