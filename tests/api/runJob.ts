import { expect } from 'vitest';
import { until } from './poll';
import type { CallOptions, TestApp } from './harness';

/** One run-log row of a 定时任务. */
export interface JobRun {
  result: string;
  message: string;
}

/** Adds a stopped 定时任务 of the handler, runs it once through 立即执行 and resolves with its run-log row. */
export async function runJobOnce(t: TestApp, admin: CallOptions, jobClassName: string, parameter = ''): Promise<JobRun> {
  const added = await t.post<{ id: string }>('/api/sys/quartzJob/add', { jobClassName, cronExpression: '0 0 1 * * ?', parameter, status: '-1' }, admin);
  expect(added.body.success, added.body.message).toBe(true);
  const id = added.body.result.id;
  expect((await t.post(`/api/sys/quartzJob/execute?id=${id}`, {}, admin)).body.success).toBe(true);
  const page = await until(
    () => t.get<{ records: JobRun[]; total: number }>('/api/sys/quartzJobLog/list', { ...admin, query: { jobId: id } }).then((answer) => answer.body.result),
    (current) => current.total > 0,
  );
  return page.records[0];
}
