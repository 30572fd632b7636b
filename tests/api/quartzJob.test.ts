import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

interface Page {
  records: Record<string, unknown>[];
  total: number;
}

describe.each(backends())('scheduled jobs (定时任务) on %s', (backend) => {
  let t: TestApp;
  let admin: CallOptions;

  beforeAll(async () => {
    t = await startTestApp({ backend, seed: 'minimal' });
    admin = { token: await t.login('admin') };
  });
  afterAll(() => t.close());

  it('saves a job whose cron expression Quartz accepts and lists it with its status label', async () => {
    const job = { jobClassName: 'org.jeecg.modules.quartz.job.SampleJob', cronExpression: '0 0/30 8-18 ? * MON-FRI', parameter: 'x', status: '0' };
    const added = await t.post('/api/sys/quartzJob/add', job, admin);
    expect(added.body).toMatchObject({ success: true });
    const listed = await t.get<Page>('/api/sys/quartzJob/list', admin);
    expect(listed.body.result.records).toEqual([expect.objectContaining({ ...job, status_dictText: '正常' })]);
  });

  it('refuses an expression Quartz refuses, with the engine message, and stores nothing', async () => {
    const before = (await t.get<Page>('/api/sys/quartzJob/list', admin)).body.result.total;
    const cases: [string, string][] = [
      ['0 0 12 * * *', 'Cron表达式错误：日和周只能指定其中一个，另一个须为?'],
      ['0 0 25 * * ?', 'Cron表达式错误：时的值须在0-23之间'],
      ['0 0 0 1 * ? 2030 5', 'Cron表达式最多7项！'],
      ['0 0 0 1 * ? next', 'Cron表达式参数[年]错误：next'],
    ];
    for (const [cronExpression, message] of cases) {
      const answer = await t.post('/api/sys/quartzJob/add', { jobClassName: 'a.B', cronExpression, status: '0' }, admin);
      expect(answer.body).toMatchObject({ success: false, message, result: [{ field: 'cronExpression', message }] });
    }
    expect((await t.get<Page>('/api/sys/quartzJob/list', admin)).body.result.total).toBe(before);
  });
});
