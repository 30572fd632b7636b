import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../runtime/server/db/ids';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { until } from './poll';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

interface Page<T = Record<string, unknown>> {
  records: T[];
  total: number;
}
interface Rating {
  id: string;
  issueCount: number;
  gradeDeduct: number;
  overdueDeduct: number;
  repeatDeduct: number;
  adjustScore: number;
  adjustReason: string | null;
  totalScore: number;
  starLevel: string;
  version: number;
}
interface ReadStatistics {
  total: number;
  readCount: number;
  unreadCount: number;
  page: { records: { username: string; readFlag: string }[] };
}

/** A month before every demo project, so only what a test puts there is rated. */
const MONTH = '2024-03';

describe.each(backends())('安全管理 on %s', (backend) => {
  let t: TestApp;
  let admin: CallOptions;
  let officer: CallOptions;
  let project1: string;
  let companyId: string;

  const userId = async (username: string) =>
    String((await t.db.selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id);
  const dangerIds = async () =>
    (await t.db.selectFrom('prj_danger').select(['id', 'hidden_name']).where('project_id', '=', project1).orderBy('hidden_name').limit(2).execute()).map(
      (row) => String(row.id),
    );

  async function runJob(parameter: string): Promise<string> {
    const added = await t.post<{ id: string }>(
      '/api/sys/quartzJob/add',
      { jobClassName: 'smartsite.job.SafetyStarRatingJob', cronExpression: '0 0 2 1 * ?', parameter, status: '-1' },
      admin,
    );
    expect(added.body.success, added.body.message).toBe(true);
    const id = added.body.result.id;
    expect((await t.post(`/api/sys/quartzJob/execute?id=${id}`, {}, admin)).body.success).toBe(true);
    const logs = await until(
      () =>
        t.get<Page<{ result: string; message: string }>>('/api/sys/quartzJobLog/list', { ...admin, query: { jobId: id } }).then((answer) => answer.body.result),
      (page) => page.total > 0,
    );
    expect(logs.records[0].result, logs.records[0].message).toBe('success');
    return logs.records[0].message;
  }

  const rating = async () =>
    (await t.get<Page<Rating>>('/api/safety/starRating/list', { ...officer, query: { ratingMonth: MONTH, constructionId: companyId } })).body.result.records;

  beforeAll(async () => {
    t = await startTestApp({ backend });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    project1 = await t.departId(PROJECT_NAMES[0]);
    admin = { token: await t.login('admin') };
    officer = { token: await t.login('zhaoqiang'), projectId: project1 };
    const enterprise = await t.post(
      '/api/project/basic/company/add',
      { companyName: '南通测试脚手架劳务有限公司', creditCode: '91320600MA1XYW1234', companyType: '3' },
      admin,
    );
    expect(enterprise.body.success, enterprise.body.message).toBe(true);
    const enterpriseId = (await t.db.selectFrom('proj_company').select('id').where('company_name', '=', '南通测试脚手架劳务有限公司').executeTakeFirstOrThrow())
      .id;
    const company = await t.post<{ id: string }>(
      '/api/labour/company/add',
      { companyId: enterpriseId, mobilePhone: '13912340000', entryDate: '2024-01-02', status: '1' },
      { ...admin, projectId: project1 },
    );
    expect(company.body.success, company.body.message).toBe(true);
    companyId = (await t.db.selectFrom('lab_company').select('id').where('construction_name', '=', '南通测试脚手架劳务有限公司').executeTakeFirstOrThrow())
      .id as string;
    const [typeA, typeB] = await dangerIds();
    // 一般 and 较大 of one 隐患类型 (a repeat), and a 重大 one still overdue.
    const issues = [
      { grade: '1', type: typeA, status: '3', day: '2024-03-04' },
      { grade: '2', type: typeA, status: '3', day: '2024-03-12' },
      { grade: '3', type: typeB, status: '5', day: '2024-03-20' },
    ];
    await t.db
      .insertInto('saf_inspection')
      .values(
        issues.map((issue) => ({
          id: newId(),
          project_id: project1,
          tenant_id: '0',
          construction_id: companyId,
          hidden_type: issue.type,
          problem_grade: issue.grade,
          status: issue.status,
          safety_describe: '测试隐患',
          safety_deadline: issue.day,
          initiator_time: `${issue.day} 10:00:00`,
          create_by: 'admin',
          create_time: `${issue.day} 10:00:00`,
        })),
      )
      .execute();
  }, 120_000);
  afterAll(() => t.close());

  it('rates a 分包单位 from the 评分规则: per grade, per overdue issue and per repeat of a 隐患类型', async () => {
    expect(await runJob(MONTH)).toMatch(/^2024-03评定\d+家$/);
    const [first] = await rating();
    // Demo rules: 一般 2 + 较大 5 + 重大 10; one overdue 3; one repeat 2 → 100 − 22 = 78, 三星.
    expect(first).toMatchObject({ issueCount: 3, gradeDeduct: 17, overdueDeduct: 3, repeatDeduct: 2, adjustScore: 0, totalScore: 78, starLevel: '3' });
  });

  it('refuses a 调整分 without 调整原因 in Chinese, and keeps a reasoned adjustment when the job runs again', async () => {
    const [before] = await rating();
    const refused = await t.post('/api/safety/starRating/edit', { id: before.id, adjustScore: 5, version: before.version }, officer);
    // A refused save is the platform's envelope (JeecgBoot): HTTP 200, success false, code 500, the field's message.
    expect(refused.body).toMatchObject({ success: false, code: 500, message: '调整分不为0时，请填写调整原因' });
    expect((await rating())[0]).toMatchObject({ adjustScore: 0, totalScore: 78 });

    const saved = await t.post(
      '/api/safety/starRating/edit',
      { id: before.id, adjustScore: 5, adjustReason: '主动排查并上报隐患', version: before.version },
      officer,
    );
    expect(saved.body.success, saved.body.message).toBe(true);
    expect((await rating())[0]).toMatchObject({ adjustScore: 5, totalScore: 83, starLevel: '4' });

    // A rule change and a new run recompute the parts and keep the adjustment.
    await t.db.updateTable('saf_score_rule').set({ deduct_score: 4 }).where('project_id', '=', project1).where('rule_type', '=', '2').execute();
    await runJob(MONTH);
    expect((await rating())[0]).toMatchObject({ overdueDeduct: 4, adjustScore: 5, adjustReason: '主动排查并上报隐患', totalScore: 82, starLevel: '4' });
  });

  it('sends a released 安全通知 to its recipients and shows who read it', async () => {
    const zhoujie = { token: await t.login('zhoujie') };
    const receivers = [await userId('zhoujie'), await userId('wujun')].join(',');
    const added = await t.post<{ id: string }>(
      '/api/safety/notice/add',
      {
        title: '关于脚手架专项检查的通知',
        content: '<p>请于周五前完成自查<script>alert(1)</script></p>',
        receiverIds: receivers,
        receiveCompanies: companyId,
        sendStatus: '1',
      },
      officer,
    );
    expect(added.body.success, added.body.message).toBe(true);
    const [notice] = (
      await t.get<Page<{ id: string; sender: string; sendTime: string; announcementId: string }>>('/api/safety/notice/list', {
        ...officer,
        query: { title: '关于脚手架专项检查的通知' },
      })
    ).body.result.records;
    expect(notice.sender).toBe('赵强');
    expect(notice.sendTime).toBeTruthy();

    const bell = await t.get<{ anntMsgList: { id: string; titile: string }[] }>('/api/sys/annountCement/listByUser', zhoujie);
    const inBell = JSON.stringify(bell.body.result);
    expect(inBell).toContain('关于脚手架专项检查的通知');
    expect(inBell).not.toContain('<script>');

    const stats = async () => (await t.get<ReadStatistics>('/api/safety/notice/readStatistics', { ...officer, query: { id: notice.id } })).body.result;
    expect(await stats()).toMatchObject({ total: 2, readCount: 0, unreadCount: 2 });
    expect((await t.post('/api/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: notice.announcementId }, zhoujie)).body.success).toBe(true);
    const after = await stats();
    expect(after).toMatchObject({ total: 2, readCount: 1, unreadCount: 1 });
    expect(after.page.records.find((record) => record.username === 'zhoujie')?.readFlag).toBe('1');

    // Released is final, and the read receipts are the officer's: a foreman may not see them.
    const withdrawn = await t.post('/api/safety/notice/edit', { id: notice.id, sendStatus: '0' }, officer);
    expect(withdrawn.body.message).toBe('通知已发布，不能改为未发布');
    expect((await t.get('/api/safety/notice/readStatistics', { ...zhoujie, projectId: project1, query: { id: notice.id } })).status).toBe(403);
  });

  it("offers the project's 危险源 and 参建单位 as the inspection's 隐患类型 and 责任分包单位, with their names in the list", async () => {
    const page = (await t.get<Page>('/api/safety/inspection/list', { ...officer, query: { pageSize: '50' } })).body.result;
    expect(page.total).toBeGreaterThan(0);
    const dangerNames = new Set(
      (await t.db.selectFrom('prj_danger').select('hidden_name').where('project_id', '=', project1).execute()).map((row) => row.hidden_name),
    );
    const companyNames = new Set(
      (await t.db.selectFrom('lab_company').select('construction_name').where('project_id', '=', project1).execute()).map((row) => row.construction_name),
    );
    for (const record of page.records) {
      expect(dangerNames.has(record.hiddenType_dictText)).toBe(true);
      expect(companyNames.has(record.constructionId_dictText)).toBe(true);
    }
    // A 危险源 of another project is not a choice here.
    const project2 = await t.departId(PROJECT_NAMES[1]);
    const foreign = await t.db.selectFrom('prj_danger').select('id').where('project_id', '=', project2).executeTakeFirstOrThrow();
    const items = await t.get<{ value: string }[]>(`/api/sys/dict/getDictItems/${encodeURIComponent('prj_danger,hidden_name,id')}`, officer);
    expect(items.body.success, items.body.message).toBe(true);
    expect(items.body.result.length).toBe(dangerNames.size);
    expect(items.body.result.some((item) => item.value === foreign.id)).toBe(false);
  });
});
