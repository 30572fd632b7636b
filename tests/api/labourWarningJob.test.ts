import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTimestamp } from '../../runtime/server/db/clock';
import { newId } from '../../runtime/server/db/ids';
import { detailScreenOf } from '../../runtime/core/screen/detailScreen';
import { detailFields } from '../../runtime/core/screen/screenModel';
import type { ApiRecord } from '../../runtime/server/crud/recordMapper';
import { addDays } from '../../runtime/server/labour/credit/documentDates';
import { insertScreenRecords, screenOf } from '../../runtime/server/seed/screenRows';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { until } from './poll';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

interface Page<T> {
  records: T[];
  total: number;
}
interface Warning {
  id: string;
  warnType: string;
  level: string;
  detail: string;
  dueDate: string | null;
  status: string;
}

describe.each(backends())('劳务预警 job on %s', (backend) => {
  let t: TestApp;
  let admin: CallOptions;
  let clerk: CallOptions;
  let projectId: string;
  const today = currentTimestamp().slice(0, 10);
  const dotted = (day: string) => day.replace(/-/g, '.');
  /** 刘桂兰: a woman of 55 on site, her ID card and welding certificate about to expire, no gate pass, and on the blacklist. */
  const troubled = newId();
  /** The same troubles, but she has left the site: no warning. */
  const departed = newId();
  const idCode = '41052219710314122X';

  async function runJob(parameter = ''): Promise<{ status: string; message: string }> {
    const added = await t.post<{ id: string }>(
      '/api/sys/quartzJob/add',
      { jobClassName: 'smartsite.job.LabourWarningJob', cronExpression: '0 10 6 * * ?', parameter, status: '-1' },
      admin,
    );
    expect(added.body.success, added.body.message).toBe(true);
    expect((await t.post(`/api/sys/quartzJob/execute?id=${added.body.result.id}`, {}, admin)).body.success).toBe(true);
    const page = await until(
      () => t.get<Page<{ status: string; message: string }>>('/api/sys/quartzJobLog/list', { ...admin, query: { jobId: added.body.result.id } }),
      (answer) => answer.body.result.total > 0,
    );
    return page.body.result.records[0];
  }

  async function warnings(workerId = troubled): Promise<Warning[]> {
    const page = await t.get<Page<Warning>>('/api/labour/warning/list', { ...clerk, query: { workerId, pageSize: '100', column: 'warnType', order: 'asc' } });
    expect(page.body.success, page.body.message).toBe(true);
    return page.body.result.records;
  }

  const insert = (screenId: string, records: { id?: string; fields: ApiRecord }[], scoped = true) =>
    insertScreenRecords(
      t.db,
      screenId.includes('/')
        ? detailScreenOf(screenOf(t.app.screens, screenId.split('/')[0]), detailFields(screenOf(t.app.screens, screenId.split('/')[0]))[0])
        : screenOf(t.app.screens, screenId),
      records.map((record) => ({ id: record.id ?? newId(), fields: record.fields, createTime: `${today} 08:00:00`, ...(scoped ? { projectId } : {}) })),
    );

  beforeAll(async () => {
    t = await startTestApp({ backend });
    admin = { token: await t.login('admin') };
    projectId = await t.departId(PROJECT_NAMES[0]);
    clerk = { token: await t.login('lisi'), projectId };
    const person = (status: string, suffix: string) => ({
      empName: `刘桂兰${suffix}`,
      idCode: suffix ? `${idCode.slice(0, 14)}133X` : idCode,
      empPhon: '13912345678',
      empSex: '2',
      dateOfBirth: '1971-03-14',
      idValiddate: `${dotted(addDays(today, -3650 + 10))}-${dotted(addDays(today, 10))}`,
      jobName: '010',
      startTime: addDays(today, -40),
      enterAndRetreatCondition: status,
    });
    await insert('labour.worker', [
      { id: troubled, fields: person('0', '') },
      { id: departed, fields: person('1', '乙') },
    ]);
    const trainingId = newId();
    await insert('labour.training', [{ id: trainingId, fields: { trainName: '焊工复审培训', trainType: '4', trainDate: addDays(today, -60), passScore: 80 } }]);
    await insert('labour.training/attendees', [
      { fields: { trainingId, workerId: troubled, score: 90, passed: '1', certNo: 'T-HG-0001', certValidTo: addDays(today, 5), orderNum: 1 } },
      { fields: { trainingId, workerId: departed, score: 90, passed: '1', certNo: 'T-HG-0002', certValidTo: addDays(today, 5), orderNum: 2 } },
    ]);
    await insertScreenRecords(t.db, screenOf(t.app.screens, 'labour.blacklist'), [
      {
        id: newId(),
        createTime: `${today} 08:00:00`,
        fields: { empName: '刘桂兰', idCode, cause: '恶意讨薪、煽动停工', source: '1', blackTime: addDays(today, -2), status: '1' },
      },
    ]);
  });
  afterAll(() => t.close());

  it('raises one warning per cause for a worker on site and rings the 劳务员', async () => {
    expect((await runJob()).message).toMatch(/^新增劳务预警\d+条，已通知\d+人$/);
    const raised = await warnings();
    expect(raised.map((warning) => [warning.warnType, warning.level, warning.status])).toEqual([
      ['1', 'M', '1'],
      ['2', 'M', '1'],
      ['3', 'H', '1'],
      ['4', 'M', '1'],
      ['5', 'H', '1'],
    ]);
    expect(raised.map((warning) => warning.detail)).toEqual([
      `刘桂兰的证书 T-HG-0001（焊工复审培训）将于 ${addDays(today, 5)} 到期`,
      `刘桂兰的身份证将于 ${addDays(today, 10)} 到期，请及时更新证件信息`,
      expect.stringMatching(/^刘桂兰（女）现年 5\d 岁，超过女性用工年龄上限 50 岁$/),
      '刘桂兰在场但已连续 7 天以上没有考勤记录（没有通行记录），请核实是否已离场',
      `刘桂兰（${idCode}）已列入黑名单（原因：恶意讨薪、煽动停工），仍在场，请立即处理`,
    ]);
    expect(raised[0].dueDate).toBe(addDays(today, 5));
    expect(await warnings(departed)).toEqual([]);
    const bell = await t.get<{ sysMsgList: { titile: string }[] }>('/api/sys/annountCement/listByUser', clerk);
    expect(bell.body.result.sysMsgList.some((notice) => notice.titile.startsWith('【预警信息】新的劳务预警'))).toBe(true);
  });

  it('does not raise an open warning again on the next run', async () => {
    await runJob();
    expect((await warnings()).length).toBe(5);
  });

  it('has the 劳务员 handle a warning with a comment; the site rule in the parameter decides whether it comes back', async () => {
    const age = (await warnings()).find((warning) => warning.warnType === '3')!;
    const bare = await t.post('/api/labour/warning/flow/transition', { id: age.id, action: 'handle' }, clerk);
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe('请填写意见');
    const foreman = await t.post(
      '/api/labour/warning/flow/transition',
      { id: age.id, action: 'handle', comment: '已核实' },
      { token: await t.login('zhoujie'), projectId },
    );
    expect(foreman.status).toBeGreaterThanOrEqual(400);
    expect(foreman.status).toBeLessThan(500);
    const handled = await t.post('/api/labour/warning/flow/transition', { id: age.id, action: 'handle', comment: '已安排体检，调离高处作业岗位' }, clerk);
    expect(handled.body.success, handled.body.message).toBe(true);

    await runJob('{"femaleMaxAge":60}');
    expect((await warnings()).filter((warning) => warning.warnType === '3').map((warning) => warning.status)).toEqual(['2']);
    await runJob();
    expect(
      (await warnings())
        .filter((warning) => warning.warnType === '3')
        .map((warning) => warning.status)
        .sort(),
    ).toEqual(['1', '2']);
  });

  it('fails a run with a parameter it does not understand, saying which', async () => {
    const run = await runJob('{"maxAge":55}');
    expect(run.message).toBe('未知的参数「maxAge」，可用：expiryDays、maleMaxAge、femaleMaxAge、absentDays');
  });
});
