// Generated from the screen files by `npm run gen`; do not edit.
// Source: schemas/system/quartzJob.json
import type { EntityAuditFields } from '../../auditFields';

/**
 * 定时任务（system.quartzJob，表 sys_quartz_job）
 */
export interface SystemQuartzJob {
  /**
   * 任务类名（字典 quartz_job_class）
   */
  jobClassName: string;
  /**
   * Cron表达式（cron）
   */
  cronExpression: string;
  /**
   * 参数
   */
  parameter?: string;
  /**
   * 描述
   */
  description?: string;
  /**
   * 状态（字典 quartz_status）
   */
  status: string;
}

/** 定时任务 as the API returns it: stored fields plus id, audit fields and dictionary labels. */
export type SystemQuartzJobRecord = SystemQuartzJob & EntityAuditFields & Record<`${string}_dictText`, string | undefined>;
