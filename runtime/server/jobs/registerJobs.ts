import type { FastifyInstance } from 'fastify';
import type { HooksByScreen } from '../crud/hooks';
import type { DataChangedNotifier } from '../dashboard/dataChangedHooks';
import type { AppDb } from '../db/dbTypes';
import type { DictService } from '../dict/dictService';
import type { UploadStore } from '../files/uploadStore';
import type { NoticeHub } from '../notice/noticeHub';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { syncJobClassDict } from './jobClassDict';
import { JOB_HANDLERS, jobHandlersByClass } from './jobHandlers';
import { JobLease } from './jobLease';
import { registerJobRoutes } from './jobRoutes';
import { JobScheduler, LEASE_SECONDS, processOwner } from './jobScheduler';
import { quartzJobHooks } from './quartzJobHooks';

export interface JobDeps {
  db: AppDb;
  dicts: DictService;
  hub: NoticeHub;
  registry: ScreenRegistry;
  dataChanged: Pick<DataChangedNotifier, 'changed'>;
  /** Seconds a job lease lasts unrenewed: how soon another process runs again a run whose process died (default LEASE_SECONDS). */
  leaseSeconds?: number;
  uploads: UploadStore;
}

/**
 * Scheduled jobs: the lease table, new handlers in the 任务类名 dictionary, the 停止 / 启动 / 立即执行 routes, and the scheduler, which
 * starts when the app is ready and stops (waiting for runs in progress) when it closes. Returns
 * the 定时任务 screen hooks for the generic CRUD.
 */
export async function registerJobs(app: FastifyInstance, { leaseSeconds = LEASE_SECONDS, ...deps }: JobDeps): Promise<HooksByScreen> {
  const { db } = deps;
  await syncJobClassDict(db, JOB_HANDLERS);
  const handlers = jobHandlersByClass();
  const lease = new JobLease(db, processOwner(), leaseSeconds);
  const scheduler = new JobScheduler({ lease, handlers, context: deps, warn: (message) => app.log.warn(message) });
  registerJobRoutes(app, db, lease, scheduler);
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('preClose', () => scheduler.stop());
  return quartzJobHooks(handlers, lease, scheduler);
}
