import { currentTimestamp } from '../db/clock';
import type { AppDb } from '../db/dbTypes';
import { newId } from '../db/ids';
import type { JobTrigger } from './jobLease';

/** The table of the read-only screen system.quartzJobLog (schemas/system/quartzJobLog.json). */
export const JOB_LOG_TABLE = 'sys_quartz_job_log';

/** The run log keeps at most this much of a message (the screen's maxLength). */
const MESSAGE_LIMIT = 2000;

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
  /** The process that held this run when it died, when this one ran it again (a takeover). */
  takenOverFrom?: string;
}

/** Writes one 执行日志 row: planned fire, start, end, result, duration, the summary or error message, who ran it and whom it took over from. */
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
      taken_over_from: run.takenOverFrom ?? null,
      create_time: currentTimestamp(run.endedAt),
    })
    .execute();
}
