import type { HooksByScreen } from '../crud/hooks';
import type { JobHandler } from './jobHandler';
import type { JobLease } from './jobLease';
import { JOB_LOG_TABLE } from './jobRunLog';
import type { JobScheduler } from './jobScheduler';

export const QUARTZ_JOB_SCREEN_ID = 'system.quartzJob';

export const unknownJobClassMessage = (className: string) => `任务类名不存在：${className}`;

/**
 * The 定时任务 screen: only registered job classes are saved; after a save the job's schedule is
 * computed again from its (possibly new) cron expression and status, without a restart; deleting
 * a job removes its schedule and run log.
 */
export function quartzJobHooks(handlers: ReadonlyMap<string, JobHandler>, lease: JobLease, scheduler: JobScheduler): HooksByScreen {
  return {
    [QUARTZ_JOB_SCREEN_ID]: {
      async beforeWrite({ record }) {
        const className = record.jobClassName;
        return typeof className === 'string' && !handlers.has(className) ? unknownJobClassMessage(className) : null;
      },
      async beforeDelete({ trx, ids }) {
        await trx.deleteFrom(JOB_LOG_TABLE).where('job_id', 'in', ids).execute();
        await trx.deleteFrom('sys_quartz_job_lease').where('job_id', 'in', ids).execute();
        return null;
      },
      async afterCommit({ mode, ids }) {
        if (mode === 'edit') await lease.unschedule(ids);
        scheduler.wake();
      },
    },
  };
}
