import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowCounts, FlowHistoryEntry } from '../../runtime/core/flow/flow.types';
import { noticeRecipients } from '../../runtime/server/flow/flowNotices';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { grantedUser } from './grantedUsers';
import { backends, startTestApp, type Answer, type CallOptions, type TestApp } from './harness';
import { until } from './poll';

interface Issue {
  id: string;
  status: string;
  version: number;
  initiatorId: string | null;
  rectifyDescribe: string | null;
  rectifyPhotos: string | null;
  flowActions: string[];
}
interface Page<T> {
  records: T[];
  total: number;
}
interface Notice {
  titile: string;
  msgContent: string;
  openPage: string | null;
}

const API = '/api/safety/inspection';
const INSPECTION_PERMISSIONS = ['safety:inspection:list', 'safety:inspection:add', 'safety:inspection:edit'];
const photo = 'safety/2026/rectified.jpg';

describe.each(backends())('flows on %s (安全巡检, shared flow rectification)', (backend) => {
  let t: TestApp;
  let projectId: string;
  let admin: CallOptions;
  /** Callers in project 1 by name: each signed in with the project header. */
  const as: Record<'inspector' | 'rectifier' | 'reviewer' | 'outsider' | 'manager', CallOptions> = {} as never;
  const ids: Record<string, string> = {};
  let areaCount = 0;

  const userIdOf = async (username: string) =>
    String((await t.db.selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id);

  /** A new issue raised by the inspector against the rectifier and reviewer; answers the saved record. */
  async function raise(extra: Record<string, unknown> = {}): Promise<Issue & { areaName: string }> {
    areaCount += 1;
    const areaName = `${backend}-区域${areaCount}`;
    const body = {
      areaName,
      safetyDescribe: '临边防护缺失',
      problemGrade: '1',
      safetyDeadline: '2099-01-01',
      rectifyId: ids.rectifier,
      reviewId: ids.reviewer,
      ...extra,
    };
    const added = await t.post<Issue>(`${API}/add`, body, as.inspector);
    expect(added.body.success, added.body.message).toBe(true);
    return { ...(await read(added.body.result.id, as.inspector)), areaName };
  }

  const read = async (id: string, caller: CallOptions) => (await t.get<Issue>(`${API}/queryById`, { ...caller, query: { id } })).body.result;
  const step = (caller: CallOptions, body: Record<string, unknown>) => t.post<Issue>(`${API}/flow/transition`, body, caller);
  const history = async (id: string, caller: CallOptions = as.inspector) =>
    (await t.get<FlowHistoryEntry[]>(`${API}/flow/history`, { ...caller, query: { id } })).body.result;
  const noticesOf = async (caller: CallOptions) =>
    (await t.get<{ sysMsgList: Notice[] }>('/api/sys/annountCement/listByUser', { token: caller.token })).body.result.sysMsgList;

  /** Expects a refusal with HTTP `status` and exactly `message`, and the record untouched (state, version, history). */
  async function expectRefused(answer: Promise<Answer<unknown>>, status: number, message: string, issue?: Issue): Promise<void> {
    const before = issue ? [await read(issue.id, as.inspector), (await history(issue.id)).length] : null;
    const { status: actual, body } = await answer;
    expect({ status: actual, success: body.success, message: body.message }).toEqual({ status, success: false, message });
    if (issue && before) {
      const after = await read(issue.id, as.inspector);
      expect([after.status, after.version, after.rectifyDescribe, (await history(issue.id)).length]).toEqual([
        (before[0] as Issue).status,
        (before[0] as Issue).version,
        (before[0] as Issue).rectifyDescribe,
        before[1],
      ]);
    }
  }

  beforeAll(async () => {
    t = await startTestApp({ backend });
    const adminToken = await t.login('admin');
    projectId = await t.departId(PROJECT_NAMES[0]);
    admin = { token: adminToken, projectId };
    for (const name of ['inspector', 'rectifier', 'reviewer', 'outsider'] as const) {
      const account = await grantedUser(t, adminToken, `flow_${name}`, { permissions: INSPECTION_PERMISSIONS, projects: [projectId] });
      as[name] = { token: account.token, projectId };
      ids[name] = await userIdOf(`flow_${name}`);
    }
    // 张伟 is a 项目经理 (role project_manager) of project 1: an actor of 关闭 by role.
    as.manager = { token: await t.login('zhangwei'), projectId };
    ids.manager = await userIdOf('zhangwei');
  });
  afterAll(() => t.close());

  it('starts a new issue in the initial state with its initiator, a 发起 history row and a notice to the 整改人 that opens it', async () => {
    const issue = await raise();
    expect(issue).toMatchObject({ status: '1', initiatorId: ids.inspector });
    expect(await history(issue.id)).toEqual([
      expect.objectContaining({
        action: 'create',
        actionTitle: '发起',
        fromState: null,
        toState: '1',
        toTitle: '待整改',
        actorId: ids.inspector,
        actorName: '测试flow_inspector',
        comment: null,
        values: {},
      }),
    ]);
    const notice = (await noticesOf(as.rectifier)).find((candidate) => candidate.titile === `【安全巡检】待您处理：${issue.areaName}`);
    expect(notice).toMatchObject({ openPage: `/safety/inspection?open=${issue.id}` });
    expect(notice?.msgContent).toContain('提交整改');
    expect((await noticesOf(as.inspector)).some((candidate) => candidate.titile.includes(issue.areaName))).toBe(false);
  });

  it('lists on each record exactly the transitions its caller may take now (no administrator bypass)', async () => {
    const issue = await raise();
    const actionsOf = async (caller: CallOptions) => {
      const page = await t.get<Page<Issue>>(`${API}/list`, { ...caller, query: { areaName: issue.areaName } });
      expect(page.body.success, page.body.message).toBe(true);
      return page.body.result.records[0].flowActions;
    };
    expect(await actionsOf(as.rectifier)).toEqual(['rectify']);
    expect(await actionsOf(as.inspector)).toEqual(['close']);
    expect(await actionsOf(as.manager)).toEqual(['close']);
    expect(await actionsOf(as.reviewer)).toEqual([]);
    expect(await actionsOf(as.outsider)).toEqual([]);
    expect(await actionsOf(admin)).toEqual([]);
    expect((await read(issue.id, as.rectifier)).flowActions).toEqual(['rectify']);
  });

  it('refuses add and edit that set the state, a step field or the initiator, and lets edit change other fields', async () => {
    const base = { safetyDescribe: '配电箱未上锁', problemGrade: '1', safetyDeadline: '2099-01-01', rectifyId: ids.rectifier, reviewId: ids.reviewer };
    await expectRefused(t.post(`${API}/add`, { ...base, status: '3' }, as.inspector), 400, '状态等流程字段只能通过流程操作修改：状态');
    await expectRefused(t.post(`${API}/add`, { ...base, rectifyDescribe: '已整改' }, as.inspector), 400, '状态等流程字段只能通过流程操作修改：整改描述');
    await expectRefused(t.post(`${API}/add`, { ...base, initiatorId: ids.reviewer }, as.inspector), 400, '状态等流程字段只能通过流程操作修改：发起人');

    const issue = await raise();
    const edit = (values: Record<string, unknown>) => t.request('PUT', `${API}/edit`, { ...as.inspector, body: { id: issue.id, ...values } });
    await expectRefused(edit({ status: '3' }), 400, '状态等流程字段只能通过流程操作修改：状态', issue);
    await expectRefused(edit({ rectifyPhotos: photo }), 400, '状态等流程字段只能通过流程操作修改：整改照片', issue);
    await expectRefused(edit({ initiatorId: ids.outsider }), 400, '状态等流程字段只能通过流程操作修改：发起人', issue);
    const edited = await edit({ safetyDescribe: '配电箱未上锁（已复核）', status: '1' });
    expect(edited.body.success, edited.body.message).toBe(true);
    expect(await read(issue.id, as.inspector)).toMatchObject({ status: '1', initiatorId: ids.inspector });
  });

  it('refuses a transition that is unknown, from another state, by a non-actor, or without its step fields or comment, changing nothing', async () => {
    const issue = await raise();
    const rectify = { id: issue.id, action: 'rectify', values: { rectifyDescribe: '已加装防护栏杆', rectifyPhotos: photo } };
    await expectRefused(step(as.rectifier, { id: issue.id, action: 'approve' }), 400, '未知的流程操作', issue);
    await expectRefused(step(as.outsider, rectify), 400, '您不是该记录的整改人，不能执行「提交整改」', issue);
    await expectRefused(step(as.reviewer, rectify), 400, '您不是该记录的整改人，不能执行「提交整改」', issue);
    await expectRefused(step(admin, rectify), 400, '您不是该记录的整改人，不能执行「提交整改」', issue);
    await expectRefused(step(as.reviewer, { id: issue.id, action: 'pass' }), 400, '当前状态（待整改）不能执行「复查通过」', issue);
    await expectRefused(step(as.rectifier, { ...rectify, values: { rectifyPhotos: photo } }), 400, '请填写整改描述', issue);
    await expectRefused(step(as.rectifier, { ...rectify, values: { rectifyDescribe: '已加装防护栏杆' } }), 400, '请填写整改照片', issue);
    await expectRefused(step(as.rectifier, { ...rectify, values: { ...rectify.values, rectifyDescribe: 'x'.repeat(501) } }), 400, '最大长度500位字符', issue);
    await expectRefused(
      step(as.rectifier, { ...rectify, values: { ...rectify.values, safetyDescribe: '改写问题' } }),
      400,
      '「提交整改」不能填写问题描述',
      issue,
    );
    await expectRefused(step(as.rectifier, { ...rectify, values: { ...rectify.values, status: '3' } }), 400, '「提交整改」不能填写状态', issue);
    await expectRefused(
      step(as.outsider, { id: issue.id, action: 'close', comment: '不需要整改' }),
      400,
      '只有项目经理或该记录的发起人可以执行「关闭」',
      issue,
    );
    await expectRefused(step(as.manager, { id: issue.id, action: 'close' }), 400, '请填写意见', issue);
    await expectRefused(step(as.manager, { id: issue.id, action: 'close', comment: '   ' }), 400, '请填写意见', issue);
    await expectRefused(step(as.rectifier, { ...rectify, version: issue.version + 1 }), 409, '记录已被他人处理，请刷新后重试', issue);
    // Another project's caller does not see the record at all.
    await expectRefused(
      step({ ...as.manager, projectId: await t.departId(PROJECT_NAMES[1]) }, { id: issue.id, action: 'close', comment: '关闭' }),
      400,
      '未找到对应数据',
      issue,
    );
  });

  it('walks rectify → reject → rectify → pass, keeping each step, comment and value in the history, oldest first, and telling the next actor', async () => {
    const issue = await raise();
    const first = await step(as.rectifier, {
      id: issue.id,
      action: 'rectify',
      version: issue.version,
      values: { rectifyDescribe: '已加装防护栏杆', rectifyPhotos: photo },
    });
    expect(first.body.success, first.body.message).toBe(true);
    expect(first.body.result).toMatchObject({ status: '2', rectifyDescribe: '已加装防护栏杆', rectifyPhotos: photo, flowActions: [] });
    expect(first.body.result.version).toBe(issue.version + 1);
    const toReviewer = (await noticesOf(as.reviewer)).find((notice) => notice.titile === `【安全巡检】提交整改：${issue.areaName}`);
    expect(toReviewer).toMatchObject({ openPage: `/safety/inspection?open=${issue.id}` });
    expect((await read(issue.id, as.reviewer)).flowActions).toEqual(['pass', 'reject']);

    const rejected = await step(as.reviewer, { id: issue.id, action: 'reject', comment: '防护栏杆高度不足1.2米' });
    expect(rejected.body.result).toMatchObject({ status: '4', flowActions: [] });
    const toRectifier = (await noticesOf(as.rectifier)).find((notice) => notice.titile === `【安全巡检】复查不通过：${issue.areaName}`);
    expect(toRectifier?.msgContent).toContain('意见：防护栏杆高度不足1.2米');
    expect((await read(issue.id, as.rectifier)).flowActions).toEqual(['rectify']);

    await step(as.rectifier, {
      id: issue.id,
      action: 'rectify',
      values: { rectifyDescribe: '栏杆加高至1.2米', rectifyPhotos: `${photo},${photo}`, rectifyTime: '2026-03-02 10:00:00' },
    });
    const passed = await step(as.reviewer, { id: issue.id, action: 'pass', comment: '' });
    expect(passed.body.result).toMatchObject({ status: '3', flowActions: [] });
    expect((await noticesOf(as.inspector)).some((notice) => notice.titile === `【安全巡检】复查通过：${issue.areaName}`)).toBe(true);

    const steps = await history(issue.id, as.reviewer);
    expect(steps.map((entry) => [entry.action, entry.fromState, entry.toState, entry.actorId, entry.comment])).toEqual([
      ['create', null, '1', ids.inspector, null],
      ['rectify', '1', '2', ids.rectifier, null],
      ['reject', '2', '4', ids.reviewer, '防护栏杆高度不足1.2米'],
      ['rectify', '4', '2', ids.rectifier, null],
      ['pass', '2', '3', ids.reviewer, null],
    ]);
    expect(steps[3]).toMatchObject({
      actionTitle: '提交整改',
      fromTitle: '复查未通过',
      toTitle: '待复查',
      actorName: '测试flow_rectifier',
      values: { rectifyDescribe: '栏杆加高至1.2米', rectifyPhotos: `${photo},${photo}`, rectifyTime: '2026-03-02 10:00:00' },
    });
    expect(steps[2].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await expectRefused(step(as.reviewer, { id: issue.id, action: 'reject', comment: '再看看' }), 400, '当前状态（复查通过）不能执行「复查不通过」', issue);
  });

  it('lets the project manager (by role) and the initiator (by field) close an open issue', async () => {
    const byManager = await raise();
    const closed = await step(as.manager, { id: byManager.id, action: 'close', comment: '重复上报' });
    expect(closed.body.result).toMatchObject({ status: '3' });
    const byInitiator = await raise();
    expect((await step(as.inspector, { id: byInitiator.id, action: 'close', comment: '误报' })).body.result).toMatchObject({ status: '3' });
  });

  it('lets exactly one of two concurrent transitions of one record succeed; the other gets 409', async () => {
    const issue = await raise();
    const body = { id: issue.id, action: 'rectify', version: issue.version, values: { rectifyDescribe: '已整改', rectifyPhotos: photo } };
    const answers = await Promise.all([step(as.rectifier, body), step(as.rectifier, { ...body, values: { ...body.values, rectifyDescribe: '同时提交' } })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe('记录已被他人处理，请刷新后重试');
    const rectifications = (await history(issue.id)).filter((entry) => entry.action === 'rectify');
    expect(rectifications).toHaveLength(1);
    expect((await read(issue.id, as.inspector)).rectifyDescribe).toBe(rectifications[0].values.rectifyDescribe);

    // Without a version the state condition alone decides: a second 提交整改 from 待复查 is refused too.
    const other = await raise();
    const unversioned = { id: other.id, action: 'rectify', values: { rectifyDescribe: '已整改', rectifyPhotos: photo } };
    const both = await Promise.all([step(as.rectifier, unversioned), step(as.rectifier, unversioned)]);
    expect(both.filter((answer) => answer.body.success)).toHaveLength(1);
    expect((await history(other.id)).filter((entry) => entry.action === 'rectify')).toHaveLength(1);
  });

  it('filters the list by flowTab todo and mine and counts per tab and per state under the list filters', async () => {
    const describe = `${backend}-计数-${Date.now()}`;
    const waiting = await raise({ safetyDescribe: describe });
    const reviewing = await raise({ safetyDescribe: describe });
    await step(as.rectifier, { id: reviewing.id, action: 'rectify', values: { rectifyDescribe: '已整改', rectifyPhotos: photo } });
    const byOther = await raise({ safetyDescribe: describe, rectifyId: ids.outsider });
    const query = { safetyDescribe: describe };
    const listed = async (caller: CallOptions, flowTab?: string) =>
      (await t.get<Page<Issue>>(`${API}/list`, { ...caller, query: { ...query, ...(flowTab ? { flowTab } : {}) } })).body.result.records
        .map((record) => record.id)
        .sort();
    expect(await listed(as.rectifier, 'todo')).toEqual([waiting.id]);
    expect(await listed(as.reviewer, 'todo')).toEqual([reviewing.id]);
    expect(await listed(as.outsider, 'todo')).toEqual([byOther.id]);
    expect(await listed(as.inspector, 'mine')).toEqual([waiting.id, reviewing.id, byOther.id].sort());
    expect(await listed(as.rectifier, 'mine')).toEqual([]);
    expect(await listed(as.rectifier)).toHaveLength(3);

    const counts = async (caller: CallOptions, extra: Record<string, string> = {}) =>
      (await t.get<FlowCounts>(`${API}/flow/counts`, { ...caller, query: { ...query, ...extra } })).body.result;
    expect(await counts(as.rectifier)).toEqual({ todo: 1, mine: 0, all: 3, states: { '1': 2, '2': 1, '3': 0, '4': 0, '5': 0 } });
    expect(await counts(as.inspector, { flowTab: 'todo', status: '2' })).toEqual({
      todo: 2,
      mine: 3,
      all: 3,
      states: { '1': 2, '2': 1, '3': 0, '4': 0, '5': 0 },
    });
    expect(await counts(as.manager)).toMatchObject({ todo: 2, mine: 0, all: 3 });

    const bad = await t.get(`${API}/list`, { ...as.rectifier, query: { flowTab: 'everything' } });
    expect([bad.status, bad.body.message]).toEqual([400, '不支持的流程页签：everything']);
  });

  it('answers the flow routes only to callers who may list the screen', async () => {
    const issue = await raise();
    const stranger = await grantedUser(t, admin.token!, 'flow_stranger', { permissions: ['labour:worker:list'], projects: [projectId] });
    const caller = { token: stranger.token, projectId };
    expect((await t.get(`${API}/flow/counts`, caller)).status).toBe(403);
    expect((await t.get(`${API}/flow/history`, { ...caller, query: { id: issue.id } })).status).toBe(403);
    expect((await step(caller, { id: issue.id, action: 'close', comment: 'x' })).status).toBe(403);
    expect((await t.get(`${API}/flow/counts`, { projectId })).status).toBe(401);
    const otherProject = await t.get(`${API}/flow/history`, { ...as.manager, projectId: await t.departId(PROJECT_NAMES[1]), query: { id: issue.id } });
    expect(otherProject.body).toMatchObject({ success: false, message: '未找到对应数据' });
  });

  it('notifies a role only in the record’s project', async () => {
    const record = { id: 'r1', rectifyId: ids.rectifier };
    const inProject = await noticeRecipients(t.db, [{ role: 'project_manager' }, { field: 'rectifyId' }], record, { tenantId: null, projectId }, null);
    expect(inProject.sort()).toEqual([ids.manager, ids.rectifier].sort());
    const elsewhere = await noticeRecipients(
      t.db,
      [{ role: 'project_manager' }],
      record,
      { tenantId: null, projectId: await t.departId(PROJECT_NAMES[2]) },
      null,
    );
    expect(elsewhere).not.toContain(ids.manager);
    expect(await noticeRecipients(t.db, [{ field: 'rectifyId' }], record, { tenantId: null, projectId }, ids.rectifier)).toEqual([]);
  });

  it('moves past-deadline issues to 超期未整改 with the overdue job, writes 系统 history and notifies the 整改人 and the initiator once', async () => {
    const late = await raise({ safetyDeadline: '2026-01-05' });
    const current = await raise({ safetyDeadline: '2099-01-01' });
    const reviewing = await raise({ safetyDeadline: '2026-01-05' });
    await step(as.rectifier, { id: reviewing.id, action: 'rectify', values: { rectifyDescribe: '已整改', rectifyPhotos: photo } });

    const job = await t.post<{ id: string }>(
      '/api/sys/quartzJob/add',
      { jobClassName: 'smartsite.job.FlowOverdueJob', cronExpression: '0 0 1 * * ?', parameter: '', status: '-1' },
      { token: admin.token },
    );
    expect(job.body.success, job.body.message).toBe(true);
    const runOnce = async () => {
      const before = (
        await t.get<Page<{ result: string; message: string }>>('/api/sys/quartzJobLog/list', { token: admin.token, query: { jobId: job.body.result.id } })
      ).body.result.total;
      expect((await t.post(`/api/sys/quartzJob/execute?id=${job.body.result.id}`, {}, { token: admin.token })).body.success).toBe(true);
      const page = await until(
        () =>
          t
            .get<Page<{ result: string; message: string }>>('/api/sys/quartzJobLog/list', { token: admin.token, query: { jobId: job.body.result.id } })
            .then((answer) => answer.body.result),
        (log) => log.total > before,
      );
      return page.records[0];
    };
    const run = await runOnce();
    expect(run.result, run.message).toBe('success');
    expect(run.message).toMatch(/^超期\d+条，已通知\d+人$/);

    expect((await read(late.id, as.inspector)).status).toBe('5');
    expect((await read(current.id, as.inspector)).status).toBe('1');
    expect((await read(reviewing.id, as.inspector)).status).toBe('2');
    expect((await history(late.id)).at(-1)).toMatchObject({
      action: 'overdue',
      actionTitle: '超期',
      fromState: '1',
      toState: '5',
      toTitle: '超期未整改',
      actorId: null,
      actorName: '系统',
    });
    for (const caller of [as.rectifier, as.inspector]) {
      const notice = (await noticesOf(caller)).filter((candidate) => candidate.titile === `【安全巡检】超期未整改：${late.areaName}`);
      expect(notice).toHaveLength(1);
      expect(notice[0]).toMatchObject({ openPage: `/safety/inspection?open=${late.id}` });
      expect(notice[0].msgContent).toContain('整改期限：2026-01-05');
    }
    // The overdue issue can still be rectified, and a second run moves nothing again.
    expect((await read(late.id, as.rectifier)).flowActions).toEqual(['rectify']);
    expect((await runOnce()).message).toBe('超期0条，已通知0人');
    expect((await history(late.id)).filter((entry) => entry.action === 'overdue')).toHaveLength(1);
  });
});
