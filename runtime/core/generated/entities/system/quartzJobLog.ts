// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/system/quartzJobLog.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 执行日志（system.quartzJobLog，表 sys_quartz_job_log）
 */
export interface SystemQuartzJobLog {
  /**
   * 任务
   */
  jobId: string;
  /**
   * 任务类名（字典 quartz_job_class）
   */
  jobClassName?: string;
  /**
   * 触发方式（字典 quartz_trigger）
   */
  triggerType?: string;
  /**
   * 计划时间（date-time）
   */
  fireTime?: string;
  /**
   * 开始时间（date-time）
   */
  startTime: string;
  /**
   * 结束时间（date-time）
   */
  endTime?: string;
  /**
   * 执行结果（字典 quartz_job_result）
   */
  result: string;
  /**
   * 耗时(毫秒)
   */
  duration?: number;
  /**
   * 执行信息
   */
  message?: string;
  /**
   * 执行节点
   */
  runner?: string;
  /**
   * 接管自
   */
  takenOverFrom?: string;
}

/** 执行日志 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type SystemQuartzJobLogRecord = SystemQuartzJobLog & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
