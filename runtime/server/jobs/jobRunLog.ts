import { currentTimestamp } from '../db/clock';
import type { AppDb } from '../db/dbTypes';
import { newId } from '../db/ids';

/** The table of the read-only screen system.quartzJobLog (schemas/system/quartzJobLog.json). */
export const JOB_LOG_TABLE = 'sys_quartz_job_log';

/** The run log keeps at most this much of a message (the screen's maxLength). */
const MESSAGE_LIMIT = 2000;

export type JobTrigger = 'schedule' | 'manual';

export interface JobRun {
  jobId: string;
  jobClassName: string;
  trigger: JobTrigger;
  /** The scheduled fire this run served; null for 立即执行. */
  fireTime: Date | null;
  startedAt: Date;
  endedAt: Date;
  succeeded: boolean;
  message: string;
  /** Which server process ran it. */
  runner: string;
}

/** Writes one 执行日志 row: planned fire, start, end, result, duration and the summary or error message. */
export async function writeRunLog(db: AppDb, run: JobRun): Promise<void> {
  await db
    .insertInto(JOB_LOG_TABLE)
    .values({
      id: newId(),
      job_id: run.jobId,
      job_class_name: run.jobClassName,
      trigger_type: run.trigger,
      fire_time: run.fireTime && currentTimestamp(run.fireTime),
      start_time: currentTimestamp(run.startedAt),
      end_time: currentTimestamp(run.endedAt),
      result: run.succeeded ? 'success' : 'fail',
      duration: run.endedAt.getTime() - run.startedAt.getTime(),
      message: run.message.slice(0, MESSAGE_LIMIT),
      runner: run.runner,
      create_time: currentTimestamp(run.endedAt),
    })
    .execute();
}
