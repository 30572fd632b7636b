import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../runtime/server/db/ids';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';
import { until } from './poll';

type Report = Record<string, unknown> & { id: string; status: string; initiatorId: string; flowActions: string[] };
interface Page<T> {
  records: T[];
  total: number;
}

describe.each(backends())('质量管理 on %s', (backend) => {
  let t: TestApp;
  let officer: CallOptions;
  let manager: CallOptions;
  let projectId: string;

  beforeAll(async () => {
    t = await startTestApp({ backend });
    projectId = await t.departId(PROJECT_NAMES[0]);
    officer = { token: await t.login('sunli'), projectId };
    manager = { token: await t.login('zhangwei'), projectId };
  });
  afterAll(() => t.close());

  it('seeds every quality screen of a demo project, with computed targets and answered surveys', async () => {
    for (const api of ['inspection', 'material', 'monthlyReport', 'survey', 'file', 'target', 'notice']) {
      const page = await t.get<Page<Record<string, unknown>>>(`/api/quality/${api}/list`, officer);
      expect(page.body.result.total, api).toBeGreaterThan(0);
    }
    const targets = (await t.get<Page<{ actualValue: unknown; achieved: unknown }>>('/api/quality/target/list', officer)).body.result.records;
    expect(targets.filter((target) => target.actualValue !== null && target.achieved !== null).length).toBeGreaterThan(0);
    const [survey] = (await t.get<Page<{ id: string }>>('/api/quality/survey/list', officer)).body.result.records;
    const results = await t.get<{ total: number }>('/api/quality/survey/surveyResults', { ...officer, query: { id: survey.id } });
    expect(results.body.result.total).toBeGreaterThanOrEqual(10);
    // Released 质量通知 reach their recipients' bells like any announcement, read receipts included.
    const notices = (await t.get<Page<{ sendStatus: string; announcementId: string | null }>>('/api/quality/notice/list', officer)).body.result.records;
    const released = notices.filter((notice) => notice.sendStatus === '1');
    expect(released.length).toBeGreaterThan(0);
    expect(released.every((notice) => Boolean(notice.announcementId))).toBe(true);
    const reports = (await t.get<Page<{ status: string }>>('/api/quality/monthlyReport/list', { ...manager, query: { flowTab: 'todo' } })).body.result.records;
    expect(reports.map((report) => report.status)).toEqual(['2']);
  });

  describe('质量月报: 草稿 → 已提交 → 已审核 / 退回', () => {
    const act = (who: CallOptions, id: string, action: string, extra: Record<string, unknown> = {}) =>
      t.post<Report>('/api/quality/monthlyReport/flow/transition', { id, action, ...extra }, who);
    let report: Report;

    it('starts every report as a 草稿 of its author and refuses a state chosen by hand', async () => {
      const forged = await t.post('/api/quality/monthlyReport/add', { reportMonth: '2026-05', title: '5月质量月报', status: '3' }, officer);
      expect(forged.status).toBe(400);
      expect(forged.body.message).toBe('状态等流程字段只能通过流程操作修改：状态');
      const added = await t.post<Report>(
        '/api/quality/monthlyReport/add',
        { reportMonth: '2026-05', title: '5月质量月报', overview: '本月质量总体受控', problems: '钢筋保护层偏差' },
        officer,
      );
      expect(added.body).toMatchObject({ success: true });
      report = (await t.get<Report>('/api/quality/monthlyReport/queryById', { ...officer, query: { id: added.body.result.id } })).body.result;
      const sunli = await t.db.selectFrom('sys_user').select('id').where('username', '=', 'sunli').executeTakeFirstOrThrow();
      expect(report).toMatchObject({ status: '1', initiatorId: sunli.id });
    });

    it('lets only the author submit, and only a 项目经理 review a submitted report', async () => {
      const byManager = await act(manager, report.id, 'submit');
      expect(byManager.status).toBe(400);
      expect(byManager.body.message).toBe('您不是该记录的编制人，不能执行「提交」');
      const early = await act(manager, report.id, 'approve');
      expect(early.body.message).toBe('当前状态（草稿）不能执行「审核通过」');

      expect((await act(officer, report.id, 'submit')).body.result).toMatchObject({ status: '2' });
      const selfApproved = await act(officer, report.id, 'approve');
      expect(selfApproved.status).toBe(400);
      expect(selfApproved.body.message).toBe('只有项目经理可以执行「审核通过」');
      const again = await act(officer, report.id, 'submit');
      expect(again.body.message).toBe('当前状态（已提交）不能执行「提交」');
    });

    it('needs a comment to send a report back, and takes it again from 退回', async () => {
      const silent = await act(manager, report.id, 'reject');
      expect(silent.status).toBe(400);
      expect(silent.body.message).toBe('请填写意见');
      expect((await act(manager, report.id, 'reject', { comment: '请补充整改情况' })).body.result).toMatchObject({ status: '4' });
      const edited = await t.post('/api/quality/monthlyReport/edit', { id: report.id, status: '3' }, officer);
      expect(edited.body.message).toBe('状态等流程字段只能通过流程操作修改：状态');
      expect((await act(officer, report.id, 'submit')).body.result).toMatchObject({ status: '2' });
      expect((await act(manager, report.id, 'approve')).body.result).toMatchObject({ status: '3', flowActions: [] });

      const history = await t.get<{ action: string; toState: string; comment: string | null; actorName: string }[]>('/api/quality/monthlyReport/flow/history', {
        ...officer,
        query: { id: report.id },
      });
      expect(history.body.result.map((step) => [step.action, step.toState])).toEqual([
        ['create', '1'],
        ['submit', '2'],
        ['reject', '4'],
        ['submit', '2'],
        ['approve', '3'],
      ]);
      expect(history.body.result[2]).toMatchObject({ comment: '请补充整改情况' });
    });
  });

  describe('质量目标: 实际值 from 质量巡检', () => {
    const WINDOW = { beginDate: '2031-03-01', endDate: '2031-03-31' };
    /** An inspection of the window's project raised at `time` in `status`, with states it passed through. */
    async function inspection(time: string, status: string, passedThrough: string[] = []) {
      const id = newId();
      await t.db
        .insertInto('qua_inspection')
        .values({ id, tenant_id: '1', project_id: projectId, status, initiator_time: time, safety_describe: `目标测试${status}`, create_time: time })
        .execute();
      for (const state of passedThrough)
        await t.db
          .insertInto('sys_flow_history')
          .values({
            id: newId(),
            project_id: projectId,
            screen_id: 'quality.inspection',
            record_id: id,
            action: 'x',
            to_state: state,
            actor_name: '测试',
            create_time: time,
          })
          .execute();
    }

    it('computes each indicator over the project issues raised in the period, and whether the target is met', async () => {
      await inspection('2031-03-02 09:00:00', '3');
      await inspection('2031-03-10 09:00:00', '3', ['2', '4', '2']);
      await inspection('2031-03-20 09:00:00', '2', ['5']);
      await inspection('2031-03-31 18:00:00', '5');
      await inspection('2031-04-01 08:00:00', '5');
      const targets = { rectifyRate: 80, firstPassRate: 50, issueLimit: 5, overdueLimit: 1 };
      for (const [indicator, targetValue] of Object.entries(targets)) {
        const added = await t.post('/api/quality/target/add', { period: 'month', ...WINDOW, indicator, targetValue, actualValue: 999, achieved: '1' }, officer);
        expect(added.body, added.body.message).toMatchObject({ success: true });
      }

      const admin = { token: await t.login('admin') };
      const job = await t.post<{ id: string }>(
        '/api/sys/quartzJob/add',
        { jobClassName: 'smartsite.job.QualityTargetJob', cronExpression: '0 0 1 * * ?', status: '-1' },
        admin,
      );
      expect((await t.post(`/api/sys/quartzJob/execute?id=${job.body.result.id}`, {}, admin)).body.success).toBe(true);
      const read = () =>
        t
          .get<Page<{ indicator: string; actualValue: number | string | null; achieved: string | null }>>('/api/quality/target/list', {
            ...officer,
            query: { beginDate: WINDOW.beginDate, pageSize: '50' },
          })
          .then((answer) => answer.body.result.records);
      const rows = await until(read, (records) => records.length === 4 && records.every((row) => Number(row.actualValue) !== 999));
      const byIndicator = Object.fromEntries(rows.map((row) => [row.indicator, [Number(row.actualValue), row.achieved]]));
      expect(byIndicator).toEqual({ rectifyRate: [50, '0'], firstPassRate: [50, '1'], issueLimit: [4, '1'], overdueLimit: [2, '0'] });
    });
  });
});
