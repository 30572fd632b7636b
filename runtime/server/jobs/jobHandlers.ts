import { attendanceSummaryJob } from './handlers/attendanceSummaryJob';
import { dictCacheRefreshJob } from './handlers/dictCacheRefreshJob';
import { flowOverdueJob } from './handlers/flowOverdueJob';
import { ledgerDriftJob } from './handlers/ledgerDriftJob';
import { labourWarningJob } from './handlers/labourWarningJob';
import { logCleanupJob } from './handlers/logCleanupJob';
import { materialRiskJob } from './handlers/materialRiskJob';
import { qualityTargetJob } from './handlers/qualityTargetJob';
import { safetyStarRatingJob } from './handlers/safetyStarRatingJob';
import { streamStatusJob } from './handlers/streamStatusJob';
import type { JobHandler } from './jobHandler';

/**
 * Every server job a 定时任务 can run, in the order of the 任务类名 choice. The dictionary
 * `quartz_job_class` (schemas/dicts) is generated from this list by `npm run gen`.
 */
export const JOB_HANDLERS: readonly JobHandler[] = [
  dictCacheRefreshJob,
  attendanceSummaryJob,
  flowOverdueJob,
  safetyStarRatingJob,
  qualityTargetJob,
  logCleanupJob,
  ledgerDriftJob,
  materialRiskJob,
  labourWarningJob,
  streamStatusJob,
];

/** The handlers by class name. */
export function jobHandlersByClass(handlers: readonly JobHandler[] = JOB_HANDLERS): Map<string, JobHandler> {
  return new Map(handlers.map((handler) => [handler.className, handler]));
}
