import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowHistoryEntry } from '../../runtime/core/flow/flow.types';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type Answer, type CallOptions, type TestApp } from './harness';

interface Plan {
  id: string;
  planName: string;
  status: string;
  version: number;
  initiatorId: string | null;
  flowActions: string[];
  items?: { materialCode: string; planQty: number | string; receivedQty: number | string | null }[];
}

const API = '/api/materialmgmt/plan';

describe.each(backends())('材料计划 flow on %s: 草稿 → 待审批 → 已审批 / 退回', (backend) => {
  let t: TestApp;
  /** liuyang (材料主管) writes plans; zhangwei (项目经理) approves; chenjing (仓库管理员) only reads them. */
  const as: Record<'author' | 'manager' | 'keeper' | 'quality' | 'admin', CallOptions> = {} as never;
  let count = 0;

  const read = async (id: string) => (await t.get<Plan>(`${API}/queryById`, { ...as.author, query: { id } })).body.result;
  const step = (caller: CallOptions, body: Record<string, unknown>) => t.post<Plan>(`${API}/flow/transition`, body, caller);
  const history = async (id: string) => (await t.get<FlowHistoryEntry[]>(`${API}/flow/history`, { ...as.author, query: { id } })).body.result;

  async function draft(): Promise<Plan> {
    count += 1;
    const body = {
      planNo: `LC${backend.slice(0, 2)}${count}`,
      planName: `流程测试计划${count}`,
      planType: 'month',
      planDate: '2026-05-01',
      items: [{ materialCode: 'GJ-HRB400-16', materialName: '螺纹钢', unit: 't', planQty: 12, unitPrice: 3850, needDate: '2026-05-20' }],
    };
    const added = await t.post<Plan>(`${API}/add`, body, as.author);
    expect(added.body.success, added.body.message).toBe(true);
    return read(added.body.result.id);
  }

  /** A refusal with exactly `message`, and the plan untouched (state, version, history). */
  async function expectRefused(answer: Promise<Answer<unknown>>, status: number, message: string, plan: Plan): Promise<void> {
    const before = [await read(plan.id), (await history(plan.id)).length] as const;
    const { status: actual, body } = await answer;
    expect({ status: actual, success: body.success, message: body.message }).toEqual({ status, success: false, message });
    const after = await read(plan.id);
    expect([after.status, after.version, (await history(plan.id)).length]).toEqual([before[0].status, before[0].version, before[1]]);
  }

  beforeAll(async () => {
    t = await startTestApp({ backend });
    const projectId = await t.departId(PROJECT_NAMES[0]);
    for (const [who, username] of [
      ['author', 'liuyang'],
      ['manager', 'zhangwei'],
      ['keeper', 'chenjing'],
      ['quality', 'sunli'],
      ['admin', 'admin'],
    ] as const)
      as[who] = { token: await t.login(username), projectId };
  });
  afterAll(() => t.close());

  it('starts a new plan as 草稿 with its author as initiator and received quantities at zero', async () => {
    const plan = await draft();
    expect(plan.status).toBe('1');
    const author = await t.db.selectFrom('sys_user').select('id').where('username', '=', 'liuyang').executeTakeFirstOrThrow();
    expect(plan.initiatorId).toBe(String(author.id));
    expect(plan.flowActions).toEqual(['submit']);
    expect(plan.items?.map((item) => Number(item.receivedQty ?? 0))).toEqual([0]);
  });

  it('submits, and the project manager or the 材料主管 approves', async () => {
    const first = await draft();
    expect((await step(as.author, { id: first.id, action: 'submit' })).body.success).toBe(true);
    expect((await read(first.id)).status).toBe('2');
    expect((await step(as.manager, { id: first.id, action: 'approve', comment: '同意' })).body.success).toBe(true);
    expect((await read(first.id)).status).toBe('3');
    expect((await history(first.id)).map((entry) => [entry.action, entry.toState])).toEqual([
      ['create', '1'],
      ['submit', '2'],
      ['approve', '3'],
    ]);

    // The 材料主管 approves too, even a plan of their own (the role is what counts).
    const second = await draft();
    await step(as.author, { id: second.id, action: 'submit' });
    expect((await step(as.author, { id: second.id, action: 'approve' })).body.success).toBe(true);
    expect((await read(second.id)).status).toBe('3');
  });

  it('refuses the wrong role, the wrong state, a rejection without comment and a status set by hand, changing nothing', async () => {
    const plan = await draft();
    await expectRefused(step(as.manager, { id: plan.id, action: 'approve' }), 400, '当前状态（草稿）不能执行「审批通过」', plan);
    await expectRefused(step(as.manager, { id: plan.id, action: 'submit' }), 400, '您不是该记录的编制人，不能执行「提交」', plan);
    await expectRefused(
      t.request('PUT', `${API}/edit`, { ...as.author, body: { id: plan.id, version: plan.version, status: '3' } }),
      400,
      '状态等流程字段只能通过流程操作修改：状态',
      plan,
    );
    await step(as.author, { id: plan.id, action: 'submit' });
    const submitted = await read(plan.id);
    await expectRefused(step(as.keeper, { id: plan.id, action: 'approve' }), 400, '只有项目经理或材料主管可以执行「审批通过」', submitted);
    await expectRefused(step(as.admin, { id: plan.id, action: 'approve' }), 400, '只有项目经理或材料主管可以执行「审批通过」', submitted);
    expect((await step(as.quality, { id: plan.id, action: 'approve' })).status).toBe(403);
    await expectRefused(step(as.manager, { id: plan.id, action: 'reject' }), 400, '请填写意见', submitted);
    await expectRefused(step(as.manager, { id: plan.id, action: 'reject', comment: '   ' }), 400, '请填写意见', submitted);
  });

  it('locks a plan once submitted: editing or deleting it is refused until it comes back 退回', async () => {
    const plan = await draft();
    await step(as.author, { id: plan.id, action: 'submit' });
    const submitted = await read(plan.id);
    const edit = (version: number) => t.request('PUT', `${API}/edit`, { ...as.author, body: { id: plan.id, version, planName: '提交后改名' } });
    await expectRefused(edit(submitted.version), 400, '当前状态（待审批）的记录不能修改', submitted);
    await expectRefused(t.request('DELETE', `${API}/delete`, { ...as.author, query: { id: plan.id } }), 400, '当前状态（待审批）的记录不能删除', submitted);
    await step(as.manager, { id: plan.id, action: 'approve' });
    const approved = await read(plan.id);
    await expectRefused(edit(approved.version), 400, '当前状态（已审批）的记录不能修改', approved);
    await expectRefused(
      t.request('DELETE', `${API}/deleteBatch`, { ...as.author, query: { ids: plan.id } }),
      400,
      '当前状态（已审批）的记录不能删除',
      approved,
    );
    expect((await read(plan.id)).planName).toBe(plan.planName);
  });

  it('sends a rejected plan back to its author, who may change and submit it again', async () => {
    const plan = await draft();
    await step(as.author, { id: plan.id, action: 'submit' });
    expect((await step(as.manager, { id: plan.id, action: 'reject', comment: '数量偏大，请核实' })).body.success).toBe(true);
    const rejected = await read(plan.id);
    expect([rejected.status, rejected.flowActions]).toEqual(['4', ['submit']]);
    const edited = await t.request('PUT', `${API}/edit`, { ...as.author, body: { id: plan.id, version: rejected.version, planName: '核减后的计划' } });
    expect(edited.body.success, edited.body.message).toBe(true);
    expect((await step(as.author, { id: plan.id, action: 'submit' })).body.success).toBe(true);
    expect((await read(plan.id)).status).toBe('2');
    expect((await history(plan.id)).map((entry) => entry.comment ?? '')).toContain('数量偏大，请核实');
  });
});
