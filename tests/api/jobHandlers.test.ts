import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTimestamp } from '../../runtime/server/db/clock';
import { newId } from '../../runtime/server/db/ids';
import { currentSalarySettings } from '../../runtime/server/labourSettings/labourSettings';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { until } from './poll';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

interface Page<T = Record<string, unknown>> {
  records: T[];
  total: number;
}
interface RunLog {
  result: string;
  message: string;
}

describe.each(backends())('job handlers on %s', (backend) => {
  let t: TestApp;
  let admin: CallOptions;
  let project: CallOptions;

  /** Runs a handler once through 立即执行 and resolves with its run-log row. */
  async function runOnce(jobClassName: string, parameter: string): Promise<RunLog> {
    const added = await t.post<{ id: string }>('/api/sys/quartzJob/add', { jobClassName, cronExpression: '0 0 1 * * ?', parameter, status: '-1' }, admin);
    expect(added.body.success, added.body.message).toBe(true);
    const id = added.body.result.id;
    expect((await t.post(`/api/sys/quartzJob/execute?id=${id}`, {}, admin)).body.success).toBe(true);
    const page = await until(
      () => t.get<Page<RunLog>>('/api/sys/quartzJobLog/list', { ...admin, query: { jobId: id } }).then((answer) => answer.body.result),
      (current) => current.total > 0,
    );
    return page.records[0];
  }

  beforeAll(async () => {
    t = await startTestApp({ backend });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = { token: await t.login('admin') };
    project = { ...admin, projectId: await t.departId(PROJECT_NAMES[0]) };
  });
  afterAll(() => t.close());

  it('summarises a day of gate passes into 考勤统计 by the attendance settings in force', async () => {
    const setting = await t.post(
      '/api/sys/attendanceSetting/add',
      {
        settingName: '夏季作息',
        workStart: '08:00:00',
        workEnd: '18:00:00',
        lateMinutes: 5,
        earlyMinutes: 5,
        restDays: '7',
        effectiveDate: '2026-01-01',
        status: '1',
      },
      admin,
    );
    expect(setting.body.success, setting.body.message).toBe(true);
    const workers = await t.db
      .selectFrom('lab_worker')
      .select(['id', 'team_id'])
      .where('project_id', '=', project.projectId ?? '')
      .where('enter_and_retreat_condition', '=', '0')
      .orderBy('id')
      .limit(3)
      .execute();
    const [onTime, late, noExit] = workers.map((worker) => String(worker.id));
    const passes: [string, string, string][] = [
      [onTime, '2026-03-02 07:58:00', 'in'],
      [onTime, '2026-03-02 18:02:00', 'out'],
      [late, '2026-03-02 08:06:00', 'in'],
      [late, '2026-03-02 18:00:00', 'out'],
      [noExit, '2026-03-02 07:50:00', 'in'],
      [onTime, '2026-03-03 08:00:00', 'in'],
    ];
    for (const [workerId, passedTime, direction] of passes) {
      const added = await t.post('/api/labour/attendance/add', { workerId, passedTime, direction }, project);
      expect(added.body.success, added.body.message).toBe(true);
    }

    const run = await runOnce('smartsite.job.AttendanceDailySummaryJob', '2026-03-02');
    expect(run.result, run.message).toBe('success');
    expect(run.message).toMatch(/^2026-03-02考勤汇总：出勤3人，迟到1人，早退0人，缺卡1人，缺勤\d+人$/);

    const daily = await t.get<Page<{ workerId: string; result_dictText: string; lateMinutes: number; workHours: number }>>(
      '/api/labour/attendanceStatistics/list',
      {
        ...project,
        query: { workDate_begin: '2026-03-02', workDate_end: '2026-03-02', pageSize: '500' },
      },
    );
    const byWorker = new Map(daily.body.result.records.map((row) => [row.workerId, row]));
    expect(byWorker.get(onTime)).toMatchObject({ result_dictText: '正常', workHours: 10.1 });
    expect(byWorker.get(late)).toMatchObject({ result_dictText: '迟到', lateMinutes: 6 });
    expect(byWorker.get(noExit)).toMatchObject({ result_dictText: '缺卡' });
    expect([...byWorker.values()].filter((row) => row.result_dictText === '缺勤').length).toBe(daily.body.result.total - 3);

    // Run again for the same day: the rows are replaced, not doubled.
    await runOnce('smartsite.job.AttendanceDailySummaryJob', '2026-03-02');
    const again = await t.get<Page>('/api/labour/attendanceStatistics/list', {
      ...project,
      query: { workDate_begin: '2026-03-02', workDate_end: '2026-03-02' },
    });
    expect(again.body.result.total).toBe(daily.body.result.total);
  });

  it('reads the salary settings in force with their wage items in order', async () => {
    const added = await t.post(
      '/api/sys/salarySetting/add',
      {
        settingName: '2026年工资方案',
        payDay: 10,
        effectiveDate: '2026-01-01',
        status: '1',
        wageItems: [
          { itemName: '日工资', itemType: '1', calcMethod: 'day', amount: 350 },
          { itemName: '社保代扣', itemType: '2', calcMethod: 'month', amount: 420 },
        ],
      },
      admin,
    );
    expect(added.body.success, added.body.message).toBe(true);
    await t.post('/api/sys/salarySetting/add', { settingName: '未来方案', payDay: 20, effectiveDate: '2099-01-01', status: '1' }, admin);
    const settings = await currentSalarySettings(t.db, '0', '2026-06-01');
    expect(settings).toEqual({
      payDay: 10,
      wageItems: [
        { itemName: '日工资', itemType: '1', calcMethod: 'day', amount: 350 },
        { itemName: '社保代扣', itemType: '2', calcMethod: 'month', amount: 420 },
      ],
    });
    const refused = await t.post('/api/sys/salarySetting/add', { settingName: '错误', payDay: 32, effectiveDate: '2026-01-01', status: '1' }, admin);
    expect(refused.body.success).toBe(false);
  });

  it('deletes logs older than the parameter days and keeps the newer ones', async () => {
    const daysAgo = (days: number) => sql`${currentTimestamp(new Date(Date.now() - days * 24 * 60 * 60 * 1000))}::timestamp`;
    for (const [content, days] of [
      ['旧日志', 10],
      ['新日志', 6],
    ] as const) {
      await t.db
        .insertInto('sys_log')
        .values({ id: newId(), log_type: '2', log_content: content, operate_time: daysAgo(days), create_time: daysAgo(days) })
        .execute();
    }
    const run = await runOnce('smartsite.job.LogCleanupJob', '7');
    expect(run.result, run.message).toBe('success');
    expect(run.message).toMatch(/^已删除7天前的系统日志1条、任务执行日志0条$/);
    const left = await t.db.selectFrom('sys_log').select('log_content').where('log_content', 'in', ['旧日志', '新日志']).execute();
    expect(left.map((row) => row.log_content)).toEqual(['新日志']);
  });

  it('refreshes the dictionary cache', async () => {
    expect(await runOnce('smartsite.job.DictCacheRefreshJob', '')).toMatchObject({ result: 'success', message: '字典缓存已刷新' });
  });
});
