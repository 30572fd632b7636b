import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

interface Problem {
  id: string;
  status: string;
  raiserId: string;
  resolution: string | null;
}

const API = '/api/workresearch/problem';
const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

describe.each(backends())('工作问题 on %s: 待处理 → 处理中 → 待确认 → 已解决 / 已关闭, each step by its person', (backend) => {
  let t: TestApp;
  /** zhoujie (施工员) raises; xuhai (班组长) handles; hexin (技术员) is neither. */
  const as: Record<'raiser' | 'handler' | 'other', CallOptions> = {} as never;
  let handlerId: string;
  const step = (caller: CallOptions, id: string, action: string, values?: Record<string, unknown>, comment?: string) =>
    t.post<Problem>(`${API}/flow/transition`, { id, action, values, comment }, caller);
  const read = async (id: string) => (await t.get<Problem>(`${API}/queryById`, { ...as.raiser, query: { id } })).body.result;

  beforeAll(async () => {
    t = await startTestApp({ backend });
    const projectId = await t.departId(PROJECT_NAMES[0]);
    as.raiser = { token: await t.login('zhoujie'), projectId };
    as.handler = { token: await t.login('xuhai'), projectId };
    as.other = { token: await t.login('hexin'), projectId };
    handlerId = String((await sql<{ id: string }>`select id from sys_user where username = 'xuhai'`.execute(t.db)).rows[0].id);
  }, 300_000);
  afterAll(() => t?.close());

  const problemOf = (title: string) => ({
    title,
    category: '1',
    severity: '2',
    area: '2#装置区',
    description: '框架梁模板支撑立杆间距约 1.5m',
    handlerId,
    dueDate: day(3),
  });
  async function raised(title: string): Promise<Problem> {
    const added = await t.post<Problem>(`${API}/add`, problemOf(title), as.raiser);
    expect(added.body.success, added.body.message).toBe(true);
    return read(added.body.result.id);
  }

  it('goes through accept, resolve, reopen, resolve and confirm, refusing whoever is not the step’s person and a resolve without its result', async () => {
    // The state is the flow's: a raiser cannot file a problem as already solved.
    expect(await t.post(`${API}/add`, { ...problemOf('API-已解决'), status: '4' }, as.raiser)).toMatchObject({
      body: { success: false, message: '状态等流程字段只能通过流程操作修改：状态' },
    });
    const problem = await raised('API-模板支撑立杆间距超标');
    expect(problem.status).toBe('1');

    expect(await step(as.other, problem.id, 'accept')).toMatchObject({ status: 400, body: { message: '您不是该记录的处理人，不能执行「受理」' } });
    expect(await step(as.raiser, problem.id, 'accept')).toMatchObject({ status: 400, body: { message: '您不是该记录的处理人，不能执行「受理」' } });
    expect(await step(as.handler, problem.id, 'resolve', { resolution: '已整改', resolveDate: day(0) })).toMatchObject({
      status: 400,
      body: { message: '当前状态（待处理）不能执行「提交解决」' },
    });
    expect((await step(as.handler, problem.id, 'accept')).body.success).toBe(true);

    expect(await step(as.handler, problem.id, 'resolve', { resolveDate: day(0) })).toMatchObject({ status: 400, body: { message: '请填写处理结果' } });
    expect(await step(as.handler, problem.id, 'resolve', { resolution: '已整改', resolveDate: day(2) })).toMatchObject({
      status: 400,
      body: { message: '解决日期不能晚于今天' },
    });
    expect(await step(as.raiser, problem.id, 'resolve', { resolution: '已整改', resolveDate: day(0) })).toMatchObject({
      status: 400,
      body: { message: '您不是该记录的处理人，不能执行「提交解决」' },
    });
    expect((await read(problem.id)).status).toBe('2');
    expect((await step(as.handler, problem.id, 'resolve', { resolution: '立杆已加密至 1.2m', resolveDate: day(0) })).body.success).toBe(true);

    expect(await step(as.handler, problem.id, 'confirm')).toMatchObject({ status: 400, body: { message: '您不是该记录的提出人，不能执行「确认解决」' } });
    expect(await step(as.raiser, problem.id, 'reopen')).toMatchObject({ status: 400, body: { message: '请填写意见' } });
    expect((await step(as.raiser, problem.id, 'reopen', {}, '北侧两跨仍未加密')).body.success).toBe(true);
    expect((await read(problem.id)).status).toBe('2');
    expect((await step(as.handler, problem.id, 'resolve', { resolution: '北侧两跨已加密', resolveDate: day(0) })).body.success).toBe(true);
    expect((await step(as.raiser, problem.id, 'confirm')).body.success).toBe(true);
    expect(await read(problem.id)).toMatchObject({ status: '4', resolution: '北侧两跨已加密' });

    const history = await t.get<{ action: string; comment: string | null }[]>(`${API}/flow/history`, { ...as.raiser, query: { id: problem.id } });
    expect(history.body.result.map((row) => row.action)).toEqual(['create', 'accept', 'resolve', 'reopen', 'resolve', 'confirm']);
    expect(history.body.result[3].comment).toBe('北侧两跨仍未加密');
    // Each step tells the next person: the handler hears of the reopening, the raiser of each resolution.
    const noticesOf = async (caller: CallOptions) =>
      (await t.get<{ sysMsgList: { titile: string }[] }>('/api/sys/annountCement/listByUser', { token: caller.token })).body.result.sysMsgList;
    expect((await noticesOf(as.handler)).some((notice) => notice.titile.startsWith('【工作问题】'))).toBe(true);
    expect((await noticesOf(as.raiser)).some((notice) => notice.titile.startsWith('【工作问题】'))).toBe(true);
  });

  it('lets only the raiser close an open problem, with a reason; a closed one takes no step and no edit', async () => {
    const problem = await raised('API-吊装区域未设警戒');
    expect(await step(as.handler, problem.id, 'close', {}, '不处理')).toMatchObject({
      status: 400,
      body: { message: '您不是该记录的提出人，不能执行「关闭」' },
    });
    expect(await step(as.raiser, problem.id, 'close')).toMatchObject({ status: 400, body: { message: '请填写意见' } });
    expect((await step(as.raiser, problem.id, 'close', {}, '重复提出')).body.success).toBe(true);
    expect(await step(as.handler, problem.id, 'accept')).toMatchObject({ status: 400, body: { message: '当前状态（已关闭）不能执行「受理」' } });
    expect(await t.post(`${API}/edit`, { id: problem.id, title: '改标题' }, as.raiser)).toMatchObject({
      body: { success: false, message: '当前状态（已关闭）的记录不能修改' },
    });
  });

  it('seeds every project with problems in every state', async () => {
    const rows = await sql<{
      project_id: string;
      status: string;
    }>`select distinct project_id, status from cm_work_problem where title not like 'API-%'`.execute(t.db);
    const projects = new Set(rows.rows.map((row) => row.project_id));
    expect(projects.size).toBe(PROJECT_NAMES.length);
    for (const project of projects)
      expect(
        rows.rows
          .filter((row) => row.project_id === project)
          .map((row) => row.status)
          .sort(),
      ).toEqual(['1', '2', '3', '4', '5']);
  });
});
