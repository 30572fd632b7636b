import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

interface Milestone {
  id: string;
  milestoneName: string;
  planStart: string;
  planEnd: string;
  actualEnd: string | null;
  progress: number;
  predecessors: string | null;
  version: number;
}

const API = '/api/workresearch/milestone';

describe.each(backends())('里程碑设置 on %s: dependencies, dates and progress are the server’s rules', (backend) => {
  let t: TestApp;
  let foreman: CallOptions;
  let designId: string;
  let responsibleId: string;
  const read = async (id: string) => (await t.get<Milestone>(`${API}/queryById`, { ...foreman, query: { id } })).body.result;
  const add = (values: Record<string, unknown>) =>
    t.post<Milestone>(`${API}/add`, { designId, responsibleId, progress: 0, planStart: '2031-03-01', planEnd: '2031-03-10', ...values }, foreman);
  const edit = (id: string, values: Record<string, unknown>) => t.post<Milestone>(`${API}/edit`, { id, ...values }, foreman);
  const added = async (values: Record<string, unknown>) => {
    const answer = await add(values);
    expect(answer.body.success, answer.body.message).toBe(true);
    return answer.body.result;
  };

  beforeAll(async () => {
    t = await startTestApp({ backend });
    const projectId = await t.departId(PROJECT_NAMES[0]);
    foreman = { token: await t.login('zhoujie'), projectId };
    const designs = await t.get<{ records: { id: string; responsibleId: string }[] }>('/api/workresearch/design/list', foreman);
    expect(designs.body.result.records.length).toBeGreaterThan(0);
    [{ id: designId, responsibleId }] = designs.body.result.records;
  }, 300_000);
  afterAll(() => t?.close());

  it('refuses a planned end before the planned start, and progress outside 0–100', async () => {
    expect(await add({ milestoneName: 'API-倒置', planStart: '2031-03-10', planEnd: '2031-03-01' })).toMatchObject({
      body: { success: false, message: '计划完成不能早于计划开始' },
    });
    expect(await add({ milestoneName: 'API-超百', progress: 120 })).toMatchObject({ body: { success: false, message: expect.stringContaining('完成百分比') } });
    expect(await add({ milestoneName: 'API-负数', progress: -5 })).toMatchObject({ body: { success: false, message: expect.stringContaining('完成百分比') } });
    expect(await add({ milestoneName: 'API-完成无日期', progress: 100 })).toMatchObject({
      body: { success: false, message: expect.stringContaining('实际完成') },
    });
  });

  it('counts a milestone with an actual end as 100 % done', async () => {
    const done = await added({ milestoneName: 'API-已完成', progress: 40, actualStart: '2031-03-01', actualEnd: '2031-03-09' });
    expect((await read(done.id)).progress).toBe(100);
  });

  it('refuses a planned start before a predecessor’s planned end, both from the successor and from the predecessor', async () => {
    const first = await added({ milestoneName: 'API-桩基', planStart: '2031-04-01', planEnd: '2031-04-20' });
    const early = await add({ milestoneName: 'API-承台', planStart: '2031-04-15', planEnd: '2031-04-30', predecessors: first.id });
    expect(early).toMatchObject({ body: { success: false, message: '计划开始（2031-04-15）不能早于前置里程碑「API-桩基」的计划完成（2031-04-20）' } });
    const second = await added({ milestoneName: 'API-承台', planStart: '2031-04-21', planEnd: '2031-04-30', predecessors: first.id });
    // Moving the predecessor's end past its successor's start (a Gantt drag) is refused too, and nothing changes.
    expect(await edit(first.id, { planStart: '2031-04-05', planEnd: '2031-04-24' })).toMatchObject({
      body: { success: false, message: '计划完成（2031-04-24）不能晚于后续「API-承台」的计划开始（2031-04-21）' },
    });
    expect(await read(first.id)).toMatchObject({ planStart: '2031-04-01', planEnd: '2031-04-20' });
    // A move that keeps the order is saved.
    expect((await edit(second.id, { planStart: '2031-04-25', planEnd: '2031-05-04' })).body.success).toBe(true);
    expect(await read(second.id)).toMatchObject({ planStart: '2031-04-25', planEnd: '2031-05-04' });
  });

  it('refuses a cycle of predecessors and a milestone that precedes itself', async () => {
    const a = await added({ milestoneName: 'API-甲', planStart: '2031-06-01', planEnd: '2031-06-05' });
    const b = await added({ milestoneName: 'API-乙', planStart: '2031-06-06', planEnd: '2031-06-10', predecessors: a.id });
    const c = await added({ milestoneName: 'API-丙', planStart: '2031-06-11', planEnd: '2031-06-15', predecessors: b.id });
    expect(await edit(a.id, { predecessors: c.id })).toMatchObject({
      body: { success: false, message: '前置里程碑形成循环：「API-甲」 → 「API-丙」 → 「API-乙」 → 「API-甲」' },
    });
    expect(await edit(a.id, { predecessors: a.id })).toMatchObject({ body: { success: false, message: '前置里程碑不能包含本条记录' } });
    expect((await read(a.id)).predecessors ?? null).toBeNull();
  });
});
