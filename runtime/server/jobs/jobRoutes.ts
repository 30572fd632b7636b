import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../core/http/envelope';
import { requireAuth } from '../auth/requireAuth';
import { BusinessError } from '../crud/businessError';
import { currentTimestamp } from '../db/clock';
import type { AppDb } from '../db/dbTypes';
import { JOB_STATUS, type JobLease } from './jobLease';
import { JOB_RUNNING_MESSAGE, type JobScheduler } from './jobScheduler';

export const JOB_MESSAGES = {
  notFound: '定时任务不存在！',
  paused: '停止定时任务成功',
  resumed: '启动定时任务成功',
  executed: '执行成功!',
  running: JOB_RUNNING_MESSAGE,
} as const;

/** Permission buttons of the 定时任务 row actions (schemas/system/quartzJob.json `rowActions`). */
const STATUS_PERMISSION = 'system:quartzJob:jobStatus';
const EXECUTE_PERMISSION = 'system:quartzJob:execute';

function idOf(request: FastifyRequest): string {
  const id = (request.query as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'string' || id === '') throw new BusinessError(JOB_MESSAGES.notFound);
  return id;
}

/**
 * 停止 (`pause`), 启动 (`resume`) and 立即执行 (`execute`) of a 定时任务, GET or POST with `?id=`
 * as upstream. A status change takes effect at once in every process: the schedule is dropped
 * and computed again from now.
 */
export function registerJobRoutes(app: FastifyInstance, db: AppDb, lease: JobLease, scheduler: JobScheduler): void {
  async function setStatus(request: FastifyRequest, status: string): Promise<void> {
    const id = idOf(request);
    const changed = await db
      .updateTable('sys_quartz_job')
      .set({ status, update_by: requireAuth(request).username, update_time: currentTimestamp() })
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    if (!changed) throw new BusinessError(JOB_MESSAGES.notFound);
    await lease.unschedule([id]);
    scheduler.wake();
  }

  const statusChanges = [
    { action: 'pause', status: JOB_STATUS.stopped, message: JOB_MESSAGES.paused },
    { action: 'resume', status: JOB_STATUS.running, message: JOB_MESSAGES.resumed },
  ];
  for (const { action, status, message } of statusChanges) {
    app.route({
      method: ['GET', 'POST'],
      url: `/api/sys/quartzJob/${action}`,
      config: { permission: STATUS_PERMISSION },
      handler: async (request) => {
        await setStatus(request, status);
        return ok(null, message);
      },
    });
  }

  app.route({
    method: ['GET', 'POST'],
    url: '/api/sys/quartzJob/execute',
    config: { permission: EXECUTE_PERMISSION },
    handler: async (request) => {
      const job = await lease.job(idOf(request));
      if (!job) throw new BusinessError(JOB_MESSAGES.notFound);
      if (!(await scheduler.runNow(job))) throw new BusinessError(JOB_MESSAGES.running);
      return ok(null, JOB_MESSAGES.executed);
    },
  });
}
