import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

type Row = Record<string, unknown> & { id: string };
interface Page<T> {
  records: T[];
  total: number;
}

describe.each(backends())('项目设置 on %s', (backend) => {
  let t: TestApp;
  let projects: string[];
  /** 张伟 (项目经理 of the first two projects), 李思 (劳务员, first project), 王芳 (只读, third project), 何欣 (技术员), 高明 (技术负责人). */
  const as = {} as Record<'manager' | 'clerk' | 'viewer' | 'technician' | 'lead', CallOptions>;
  const ids = {} as Record<'manager' | 'viewer' | 'lead' | 'technician', string>;
  const userId = async (username: string) =>
    String((await t.db.selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id);
  const card = async (projectId: string) =>
    (await t.db.selectFrom('sys_depart').select(['depart_name', 'progress', 'project_code']).where('id', '=', projectId).executeTakeFirstOrThrow()) as Record<
      string,
      unknown
    >;
  const put = <T>(url: string, body: unknown, options: CallOptions) => t.request<T>('PUT', url, { ...options, body });

  beforeAll(async () => {
    t = await startTestApp({ backend });
    projects = await Promise.all(PROJECT_NAMES.map((name) => t.departId(name)));
    as.manager = { token: await t.login('zhangwei'), projectId: projects[0] };
    as.clerk = { token: await t.login('lisi'), projectId: projects[0] };
    as.viewer = { token: await t.login('wangfang'), projectId: projects[2] };
    as.technician = { token: await t.login('hexin'), projectId: projects[0] };
    as.lead = { token: await t.login('gaoming'), projectId: projects[0] };
    ids.manager = await userId('zhangwei');
    ids.viewer = await userId('wangfang');
    ids.lead = await userId('gaoming');
    ids.technician = await userId('hexin');
  });
  afterAll(() => t.close());

  describe('项目信息: the current project’s own sys_depart row as a card', () => {
    it('lists exactly the current project, with its owner, contractor, plan and map from the seed', async () => {
      const { body } = await t.get<Page<Row>>('/api/project/info/list', as.clerk);
      expect(body.result.total).toBe(1);
      expect(body.result.records[0]).toMatchObject({
        id: projects[0],
        departName: PROJECT_NAMES[0],
        shortName: '宁波二期',
        developerId_dictText: '宁波石化开发有限公司',
        contractorId_dictText: '华泰化学工程建设有限公司',
        mapImage: 'demo/project/site-map-1.png',
      });
      expect(Number(body.result.records[0].progress)).toBeGreaterThanOrEqual(0);
    });

    it('lets the project manager edit the card of the current project', async () => {
      const edited = await put('/api/project/info/edit', { id: projects[0], departName: PROJECT_NAMES[0], shortName: '宁波二期', progress: 55 }, as.manager);
      expect(edited.body, edited.body.message).toMatchObject({ success: true });
      expect(Number((await card(projects[0])).progress)).toBe(55);
    });

    it('refuses a non-member, another project’s row, a reader, bad input and adding or deleting a project, changing nothing', async () => {
      const before = await Promise.all(projects.map(card));
      const edit = { departName: '改名', shortName: '改名', progress: 90 };
      const foreign = await put('/api/project/info/edit', { ...edit, id: projects[2] }, { ...as.manager, projectId: projects[2] });
      expect({ status: foreign.status, message: foreign.body.message }).toEqual({ status: 400, message: '无权访问该项目' });
      const otherRow = await put('/api/project/info/edit', { ...edit, id: projects[1] }, as.manager);
      expect(otherRow.body.success).toBe(false);
      const reader = await put('/api/project/info/edit', { ...edit, id: projects[2] }, as.viewer);
      expect(reader.status).toBe(403);
      const bad = await put('/api/project/info/edit', { ...edit, id: projects[0], progress: 150 }, as.manager);
      expect(bad.body).toMatchObject({ success: false, message: '形象进度(%)不能大于100' });
      expect((await t.post('/api/project/info/add', edit, as.manager)).status).toBe(404);
      expect((await t.request('DELETE', '/api/project/info/delete', { ...as.manager, query: { id: projects[0] } })).status).toBe(404);
      expect(await Promise.all(projects.map(card))).toEqual(before);
    });
  });

  describe('项目成员: membership is the project access the permission system reads', () => {
    it('grants a new member the project at once and takes it away when removed', async () => {
      const tree = async () => JSON.stringify((await t.get('/api/sys/sysDepart/queryTreeProjectList', { token: as.viewer.token })).body.result);
      const seen = { token: as.viewer.token, projectId: projects[0] };
      expect((await t.get('/api/project/member/list', seen)).status).toBe(400);
      const added = await t.post<Row>('/api/project/member/add', { userId: ids.viewer, projectRole: 'viewer', joinDate: '2026-03-01' }, as.manager);
      expect(added.body, added.body.message).toMatchObject({ success: true });
      expect(await tree()).toContain(PROJECT_NAMES[0]);
      const { body } = await t.get<Page<Row>>('/api/project/member/list', { ...seen, query: { pageSize: '100' } });
      expect(body.result.records.find((member) => member.userId === ids.viewer)).toMatchObject({ projectRole_dictText: '只读' });
      const again = await t.post('/api/project/member/add', { userId: ids.viewer, projectRole: 'viewer' }, as.manager);
      expect(again.body).toMatchObject({ success: false, message: '该用户已是本项目成员' });
      const id = body.result.records.find((member) => member.userId === ids.viewer)!.id;
      const removed = await t.request('DELETE', '/api/project/member/delete', { ...as.manager, query: { id } });
      expect(removed.body, removed.body.message).toMatchObject({ success: true });
      expect(await tree()).not.toContain(PROJECT_NAMES[0]);
      expect((await t.get('/api/project/member/list', seen)).status).toBe(400);
    });

    it('lets only the project manager add members, and refuses an unknown role', async () => {
      expect((await t.post('/api/project/member/add', { userId: ids.viewer, projectRole: 'viewer' }, as.clerk)).status).toBe(403);
      const unknown = await t.post('/api/project/member/add', { userId: ids.viewer, projectRole: 'no_such_role' }, as.manager);
      expect(unknown.body).toMatchObject({ success: false, message: expect.stringContaining('项目角色') });
      expect(await t.db.selectFrom('proj_member').select('id').where('user_id', '=', ids.viewer).where('project_id', '=', projects[0]).execute()).toEqual([]);
    });
  });

  describe('审批配置: the approver a flow step assigns', () => {
    const approvalOf = async (item: string) =>
      (await t.get<Page<Row>>('/api/project/approvalConfig/list', { ...as.manager, query: { approvalItem: item } })).body.result.records[0];
    const change = (changeNo: string) => ({
      changeNo,
      title: '管廊支架加密',
      reason: '3',
      content: '支架间距由6m调整为4m',
      amountImpact: 18800,
      reviewerId: ids.technician,
      approverId: ids.manager,
    });
    const submitted = async (changeNo: string) => {
      const added = await t.post<Row>('/api/technology/change/add', change(changeNo), as.technician);
      expect(added.body, added.body.message).toMatchObject({ success: true });
      const done = await t.post<Row>('/api/technology/change/flow/transition', { id: added.body.result.id, action: 'submit' }, as.technician);
      expect(done.body, done.body.message).toMatchObject({ success: true });
      return done.body.result;
    };

    it('refuses an approver who is not a member of the project', async () => {
      const config = await approvalOf('change_review');
      const refused = await put('/api/project/approvalConfig/edit', { ...config, approverId: ids.viewer }, as.manager);
      expect(refused.body).toMatchObject({ success: false, message: '审批人必须是本项目成员，请先在【项目成员】中添加' });
      expect((await approvalOf('change_review')).approverId).toBe(ids.lead);
    });

    it('submits a design change to the configured reviewer, whoever the record named, and follows a change of the configuration', async () => {
      const first = await submitted('API-PS-001');
      expect(first).toMatchObject({ status: '2', reviewerId: ids.lead });
      const config = await approvalOf('change_review');
      const changed = await put('/api/project/approvalConfig/edit', { ...config, approverId: ids.manager }, as.manager);
      expect(changed.body, changed.body.message).toMatchObject({ success: true });
      const second = await submitted('API-PS-002');
      expect(second).toMatchObject({ status: '2', reviewerId: ids.manager });
      const byLead = await t.post('/api/technology/change/flow/transition', { id: second.id, action: 'review' }, as.lead);
      expect(byLead.body).toMatchObject({ success: false, message: '您不是该记录的审核人（技术负责人），不能执行「审核通过」' });
    });

    it('keeps the record’s reviewer when the project configured none, and will not remove a member who still approves', async () => {
      const member = (
        await t.db.selectFrom('proj_member').select('id').where('user_id', '=', ids.lead).where('project_id', '=', projects[0]).executeTakeFirstOrThrow()
      ).id;
      const kept = await t.request('DELETE', '/api/project/member/delete', { ...as.manager, query: { id: String(member) } });
      expect(kept.body).toMatchObject({ success: false, message: '该成员是【审批配置】中的审批人，请先更换审批人：技术交底审核' });
      await t.request('DELETE', '/api/project/approvalConfig/delete', { ...as.manager, query: { id: (await approvalOf('change_review')).id } });
      expect(await submitted('API-PS-003')).toMatchObject({ status: '2', reviewerId: ids.technician });
    });
  });
});
