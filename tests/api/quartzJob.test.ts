import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../runtime/server/app';
import type { AppDb } from '../../runtime/server/db/dbTypes';
import { JOB_HANDLERS, jobHandlersByClass } from '../../runtime/server/jobs/jobHandlers';
import { JobLease } from '../../runtime/server/jobs/jobLease';
import { JOB_LOG_TABLE } from '../../runtime/server/jobs/jobRunLog';
import { JobScheduler } from '../../runtime/server/jobs/jobScheduler';
import { TEST_ADMIN_PASSWORD } from '../fixtures/testAccounts';
import { until } from './poll';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';
import { withTestDatabaseUrl } from './pgTestDatabase';

interface Page<T = Record<string, unknown>> {
  records: T[];
  total: number;
}
interface RunLog {
  jobId: string;
  fireTime: string | null;
  startTime: string;
  result: string;
  result_dictText: string;
  triggerType: string;
  message: string;
  duration: number;
  runner: string;
  takenOverFrom: string | null;
}

const LOG_CLEANUP = 'smartsite.job.LogCleanupJob';
const DICT_REFRESH = 'smartsite.job.DictCacheRefreshJob';
const EVERY_SECOND = '* * * * * ?';

/** Run-log rows of a job straight from the table (any process may have written them). */
async function runsOf(db: AppDb, jobId: string): Promise<{ fire_time: string; runner: string }[]> {
  return db.selectFrom(JOB_LOG_TABLE).select(['fire_time', 'runner']).where('job_id', '=', jobId).orderBy('fire_time').execute() as never;
}

async function leaseFree(db: AppDb, jobId: string): Promise<boolean> {
  const row = await db.selectFrom('sys_quartz_job_lease').select('lease_owner').where('job_id', '=', jobId).executeTakeFirst();
  return !row || row.lease_owner === null;
}

/** What a scheduler beside the app's needs to run DICT_REFRESH: the database and the screens; nothing else is used. */
function bareJobContext(t: TestApp) {
  return {
    db: t.db,
    dicts: undefined as never,
    hub: undefined as never,
    registry: t.app.screens,
    dataChanged: undefined as never,
    uploads: undefined as never,
  };
}

describe.each(backends())('scheduled jobs (定时任务) on %s', (backend) => {
  let t: TestApp;
  let admin: CallOptions;

  async function addJob(values: Record<string, unknown>): Promise<string> {
    const { body } = await t.post<{ id: string }>(
      '/api/sys/quartzJob/add',
      { jobClassName: LOG_CLEANUP, cronExpression: EVERY_SECOND, parameter: '30', status: '-1', ...values },
      admin,
    );
    expect(body.success, body.message).toBe(true);
    return body.result.id;
  }
  const logPage = (jobId: string) =>
    t.get<Page<RunLog>>('/api/sys/quartzJobLog/list', { ...admin, query: { jobId, pageSize: '100' } }).then((answer) => answer.body.result);

  beforeAll(async () => {
    t = await startTestApp({ backend, seed: 'minimal' });
    admin = { token: await t.login('admin') };
  });
  afterAll(() => t.close());

  it('offers the registered job handlers as the 任务类名 choice', async () => {
    const { body } = await t.get<{ value: string; text: string }[]>('/api/sys/dict/getDictItems/quartz_job_class', admin);
    expect(body.result.map(({ value, text }) => ({ value, text }))).toEqual(JOB_HANDLERS.map((handler) => ({ value: handler.className, text: handler.title })));
  });

  it('saves a job of a registered class whose cron expression Quartz accepts and lists it with its labels', async () => {
    const job = { jobClassName: DICT_REFRESH, cronExpression: '0 0/30 8-18 ? * MON-FRI', parameter: '工作日', status: '-1' };
    const id = await addJob(job);
    const listed = await t.get<Page>('/api/sys/quartzJob/list', { ...admin, query: { jobClassName: DICT_REFRESH } });
    expect(listed.body.result.records).toEqual([expect.objectContaining({ ...job, id, status_dictText: '停止', jobClassName_dictText: '字典缓存刷新' })]);
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
      const answer = await t.post('/api/sys/quartzJob/add', { jobClassName: LOG_CLEANUP, cronExpression, status: '0' }, admin);
      expect(answer.body).toMatchObject({ success: false, message, result: [{ field: 'cronExpression', message }] });
    }
    expect((await t.get<Page>('/api/sys/quartzJob/list', admin)).body.result.total).toBe(before);
  });

  it('refuses a job class that has no server handler', async () => {
    const answer = await t.post(
      '/api/sys/quartzJob/add',
      { jobClassName: 'org.jeecg.modules.quartz.job.SampleJob', cronExpression: EVERY_SECOND, status: '0' },
      admin,
    );
    expect(answer.body).toMatchObject({ success: false, message: '任务类名的值不在可选范围内' });
  });

  it('runs a job every second on schedule and logs each run; 停止 stops it and 启动 starts it again', async () => {
    const id = await addJob({ status: '0' });
    const page = await until(
      () => logPage(id),
      (current) => current.total >= 2,
    );
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.records[0]).toMatchObject({
      jobId: id,
      result: 'success',
      result_dictText: '成功',
      triggerType: 'schedule',
      message: '已删除30天前的系统日志0条、任务执行日志0条',
    });
    expect(page.records[0].duration).toBeGreaterThanOrEqual(0);
    expect(page.records.every((run) => run.fireTime !== null && run.fireTime <= run.startTime)).toBe(true);
    expect(new Set(page.records.map((run) => run.fireTime)).size).toBe(page.total);

    const paused = await t.get(`/api/sys/quartzJob/pause?id=${id}`, admin);
    expect(paused.body).toMatchObject({ success: true, message: '停止定时任务成功' });
    expect((await t.get<{ status: string }>('/api/sys/quartzJob/queryById', { ...admin, query: { id } })).body.result.status).toBe('-1');
    await until(
      () => leaseFree(t.db, id),
      (free) => free,
    );
    const stoppedAt = (await logPage(id)).total;
    // Two and a half seconds without a run: two fires of the every-second schedule would have come.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await logPage(id)).total).toBe(stoppedAt);

    const resumed = await t.post(`/api/sys/quartzJob/resume?id=${id}`, {}, admin);
    expect(resumed.body).toMatchObject({ success: true, message: '启动定时任务成功' });
    const again = await until(
      () => logPage(id),
      (current) => current.total > stoppedAt,
    );
    expect(again.total).toBeGreaterThan(stoppedAt);
    await t.get(`/api/sys/quartzJob/pause?id=${id}`, admin);
  });

  it('takes a new cron expression or status from the edit form without a restart', async () => {
    const id = await addJob({ cronExpression: '0 0 0 1 1 ? 2099' });
    const edited = await t.request('PUT', '/api/sys/quartzJob/edit', {
      ...admin,
      body: { id, jobClassName: LOG_CLEANUP, cronExpression: EVERY_SECOND, parameter: '30', status: '0' },
    });
    expect(edited.body.success, edited.body.message).toBe(true);
    const page = await until(
      () => logPage(id),
      (current) => current.total >= 1,
    );
    expect(page.records[0]).toMatchObject({ triggerType: 'schedule', result: 'success' });
    await t.get(`/api/sys/quartzJob/pause?id=${id}`, admin);
  });

  it('立即执行 runs a stopped job once and logs a failure with its message', async () => {
    const id = await addJob({ parameter: 'abc' });
    const executed = await t.get(`/api/sys/quartzJob/execute?id=${id}`, admin);
    expect(executed.body).toMatchObject({ success: true, message: '执行成功!' });
    const page = await until(
      () => logPage(id),
      (current) => current.total >= 1,
    );
    expect(page.records).toEqual([
      expect.objectContaining({
        fireTime: null,
        triggerType: 'manual',
        result: 'fail',
        result_dictText: '失败',
        message: '参数须为保留天数（正整数），当前为：abc',
      }),
    ]);
    expect((await t.get('/api/sys/quartzJob/execute?id=nope', admin)).body).toMatchObject({ success: false, message: '定时任务不存在！' });
  });

  it('refuses 立即执行 while another process holds the job lease', async () => {
    const id = await addJob({});
    await t.db
      .insertInto('sys_quartz_job_lease')
      .values({ job_id: id, lease_owner: 'other-process', lease_until: sql`now() + interval '1 minute'` })
      .execute();
    expect((await t.post(`/api/sys/quartzJob/execute?id=${id}`, {}, admin)).body).toMatchObject({ success: false, message: '任务正在执行中，请稍后再试' });
    expect((await logPage(id)).total).toBe(0);
  });

  it('runs again a run whose process died mid-run once its lease has run out, logging whom it took over from', async () => {
    const id = await addJob({});
    const fireAt = Date.parse('2025-06-02T08:00:00Z');
    // A holder killed mid-run never releases nor renews: its lease simply runs out, the run it served stays recorded.
    await t.db
      .insertInto('sys_quartz_job_lease')
      .values({ job_id: id, lease_owner: 'killed-process', lease_until: sql`now() - interval '1 second'`, run_trigger: 'schedule', run_fire_at: fireAt })
      .execute();
    const runs = await until(
      () => logPage(id),
      (page) => page.total > 0,
    );
    expect(runs.records).toEqual([
      expect.objectContaining({
        jobId: id,
        triggerType: 'schedule',
        result: 'success',
        takenOverFrom: 'killed-process',
        fireTime: expect.stringMatching(/^2025-06-02/),
      }),
    ]);
    expect(runs.records[0].runner).not.toBe('killed-process');
    await until(
      () => leaseFree(t.db, id),
      (free) => free,
    );
    // Run once: the takeover is not taken over again.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await logPage(id)).total).toBe(1);
  });

  it('never takes over a long run whose process is alive: the heartbeat renews its short lease', async () => {
    const id = await addJob({ jobClassName: DICT_REFRESH });
    const slow = new JobScheduler({
      // A 1 s lease, renewed every third of a second, outlived three times over by the run.
      lease: new JobLease(t.db, 'slow-process', 1),
      handlers: new Map([
        [
          DICT_REFRESH,
          { className: DICT_REFRESH, title: '慢任务', run: () => new Promise<string>((resolve) => setTimeout(() => resolve('慢任务完成'), 3500)) },
        ],
      ]),
      context: bareJobContext(t),
      warn: () => {},
    });
    try {
      expect(await slow.runNow({ id, jobClassName: DICT_REFRESH, parameter: '' })).toBe(true);
      // The app's own scheduler looks for abandoned runs every 2 s meanwhile.
      const runs = await until(
        () => logPage(id),
        (page) => page.total > 0,
      );
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect((await logPage(id)).records).toEqual([expect.objectContaining({ runner: 'slow-process', message: '慢任务完成', takenOverFrom: null })]);
      expect(runs.total).toBe(1);
    } finally {
      await slow.stop();
    }
  });

  it('runs each fire once when two schedulers share the database', async () => {
    const second = new JobScheduler({
      lease: new JobLease(t.db, 'second-scheduler', 60),
      handlers: jobHandlersByClass(),
      context: bareJobContext(t),
      warn: () => {},
    });
    second.start();
    try {
      const id = await addJob({ status: '0' });
      const runs = await until(
        () => runsOf(t.db, id),
        (current) => current.length >= 4,
      );
      // Each planned fire ran once, whichever scheduler claimed it.
      expect(new Set(runs.map((run) => run.fire_time)).size).toBe(runs.length);
      await t.get(`/api/sys/quartzJob/pause?id=${id}`, admin);
    } finally {
      await second.stop();
    }
  });

  it('refuses 启动, 停止 and 立即执行 to anonymous callers', async () => {
    const id = await addJob({});
    for (const action of ['resume', 'pause', 'execute']) expect((await t.get(`/api/sys/quartzJob/${action}?id=${id}`)).status).toBe(401);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('scheduled jobs with two server processes on one PostgreSQL database', () => {
  let apps: FastifyInstance[] = [];
  let drop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const database = await withTestDatabaseUrl();
    if (!database) throw new Error('needs DATABASE_URL');
    drop = database.drop;
    const first = await buildApp({ databaseUrl: database.url, seed: 'minimal', adminPassword: TEST_ADMIN_PASSWORD });
    const second = await buildApp({ databaseUrl: database.url, seed: 'minimal', adminPassword: TEST_ADMIN_PASSWORD });
    apps = [first, second];
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await drop();
  });

  it('runs every fire of an every-second job exactly once between them', async () => {
    const [first] = apps;
    const login = await first.inject({ method: 'POST', url: '/api/sys/login', payload: { username: 'admin', password: TEST_ADMIN_PASSWORD } });
    const token = (login.json() as { result: { token: string } }).result.token;
    const added = await first.inject({
      method: 'POST',
      url: '/api/sys/quartzJob/add',
      headers: { 'x-access-token': token },
      payload: { jobClassName: LOG_CLEANUP, cronExpression: EVERY_SECOND, parameter: '30', status: '0' },
    });
    const id = (added.json() as { result: { id: string } }).result.id;
    const runs = await until(
      () => runsOf(first.db, id),
      (current) => current.length >= 6,
    );
    expect(runs.length).toBeGreaterThanOrEqual(6);
    expect(new Set(runs.map((run) => run.fire_time)).size).toBe(runs.length);
    await first.inject({ method: 'GET', url: `/api/sys/quartzJob/pause?id=${id}`, headers: { 'x-access-token': token } });
  });
});
