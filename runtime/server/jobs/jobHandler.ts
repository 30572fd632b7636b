import type { DataChangedNotifier } from '../dashboard/dataChangedHooks';
import type { AppDb } from '../db/dbTypes';
import type { DictService } from '../dict/dictService';
import type { UploadStore } from '../files/uploadStore';
import type { NoticeHub } from '../notice/noticeHub';
import type { ScreenRegistry } from '../screens/screenRegistry';

/** What a job handler gets for one run. */
export interface JobContext {
  db: AppDb;
  dicts: DictService;
  hub: NoticeHub;
  /** The screens (a job may walk those declaring something, e.g. a flow deadline). */
  registry: ScreenRegistry;
  /** Told of each screen whose rows a job changed, as a save would (open dashboards refresh). */
  dataChanged: Pick<DataChangedNotifier, 'changed'>;
  /** The upload folder (the streams the 视频流状态检查 job looks at). */
  uploads: UploadStore;
  /** The job's 参数 as typed on the screen ('' when empty). */
  parameter: string;
  /** When the run started (server clock). */
  now: Date;
}

/**
 * A server job a 定时任务 can run, keyed by `className` (the value stored in 任务类名). `run`
 * resolves with a short Chinese summary for the run log, or throws: the message is logged as the failure.
 */
export interface JobHandler {
  className: string;
  /** Chinese name shown in the 任务类名 choice (dictionary `quartz_job_class`). */
  title: string;
  run(context: JobContext): Promise<string>;
}

/** A refusal a handler throws for a bad parameter: logged as the run's failure with this message. */
export class JobParameterError extends Error {}
