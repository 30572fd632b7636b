import { sql } from 'kysely';
import { currentTimestamp } from '../../db/clock';
import { JobParameterError, type JobHandler } from '../jobHandler';
import { JOB_LOG_TABLE } from '../jobRunLog';

const DEFAULT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The 参数 as a number of days to keep: a positive integer, 30 when empty. */
export function keepDays(parameter: string): number {
  if (parameter.trim() === '') return DEFAULT_DAYS;
  const days = Number(parameter.trim());
  if (!Number.isInteger(days) || days < 1) throw new JobParameterError(`参数须为保留天数（正整数），当前为：${parameter}`);
  return days;
}

/**
 * Deletes operation and login logs (sys_log) and scheduled-job run logs older than the parameter's
 * number of days, so both tables stay bounded.
 */
export const logCleanupJob: JobHandler = {
  className: 'smartsite.job.LogCleanupJob',
  title: '日志清理',
  async run({ db, parameter, now }) {
    const days = keepDays(parameter);
    const before = currentTimestamp(new Date(now.getTime() - days * DAY_MS));
    const logs = await db
      .deleteFrom('sys_log')
      .where('operate_time', '<', sql<string>`${before}::timestamp`)
      .executeTakeFirst();
    const runs = await db
      .deleteFrom(JOB_LOG_TABLE)
      .where('start_time', '<', sql<string>`${before}::timestamp`)
      .executeTakeFirst();
    return `已删除${days}天前的系统日志${Number(logs.numDeletedRows)}条、任务执行日志${Number(runs.numDeletedRows)}条`;
  },
};
