import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

interface PlanRow {
  id: string;
  materialCode?: string;
  materialName: string;
  planQty: number | string;
  unitPrice?: number | string | null;
  amount?: number | string | null;
  orderNum: number;
}
type Plan = Record<string, unknown> & { id: string; items?: PlanRow[] };
interface Page<T> {
  records: T[];
  total: number;
}

const row = (materialCode: string, materialName: string, planQty: number, unitPrice: number, extra: Record<string, unknown> = {}) => ({
  materialCode,
  materialName,
  unit: 't',
  planQty,
  unitPrice,
  ...extra,
});

/** A record as read, without what the server adds for display only (the plan's flow actions). */
const editable = ({ flowActions: _actions, ...plan }: Plan): Plan => plan;

describe.each(backends())('material plans with their detail rows on %s', (backend) => {
  let t: TestApp;
  let manager: CallOptions;
  const itemCount = async (planNo: string) => {
    const plan = await t.db.selectFrom('mat_plan').select('id').where('plan_no', '=', planNo).executeTakeFirst();
    if (!plan) return -1;
    const rows = await t.db.selectFrom('mat_plan_item').select('id').where('plan_id', '=', plan.id).execute();
    return rows.length;
  };

  beforeAll(async () => {
    t = await startTestApp({ backend });
    manager = { token: await t.login('zhangwei'), projectId: await t.departId(PROJECT_NAMES[0]) };
  });
  afterAll(() => t.close());

  it('saves a plan and its rows together, computes the amounts and reads the rows back in order', async () => {
    const plan = {
      planNo: 'T001',
      planName: '测试计划',
      planType: 'month',
      planDate: '2025-05-01',
      items: [{ id: 'tmp_1', ...row('A1', '螺纹钢', 2, 3850.5) }, row('A2', '水泥', 10, 26)],
    };
    const added = await t.post<Plan>('/api/materialmgmt/plan/add', plan, manager);
    expect(added.body).toMatchObject({ success: true });
    const id = added.body.result.id;

    const readMark = t.sql.statements.length;
    const read = await t.get<Plan>('/api/materialmgmt/plan/queryById', { ...manager, query: { id } });
    // Rows are read by their master id and its project: one shard under Citus (docs/scale-out.md).
    expect(t.sql.touching('mat_plan_item', readMark).filter((statement) => statement.startsWith('select'))).toEqual([
      expect.stringMatching(/where "plan_id" = \$1 and "project_id" = \$2/),
    ]);
    const items = read.body.result.items ?? [];
    expect(items.map((item) => [item.materialName, Number(item.amount), item.orderNum])).toEqual([
      ['螺纹钢', 7701, 1],
      ['水泥', 260, 2],
    ]);
    expect(items[0].id).not.toBe('tmp_1');
    expect(items[0].id).toMatch(/^[0-9a-f]{32}$/);

    const list = await t.get<Page<Plan>>('/api/materialmgmt/plan/list', { ...manager, query: { planNo: 'T001' } });
    expect(list.body.result.records[0]).not.toHaveProperty('items');

    const [first, second] = items;
    const editMark = t.sql.statements.length;
    const edited = await t.request('PUT', '/api/materialmgmt/plan/edit', {
      ...manager,
      body: { ...editable(read.body.result), items: [{ ...second, planQty: 20 }, row('A3', '砂石', 5, 100)] },
    });
    expect(edited.body, edited.body.message).toMatchObject({ success: true });
    // The rows' save finds, updates and deletes them within the project, and so does the live table's read after the commit.
    const rowStatements = t.sql.touching('mat_plan_item', editMark);
    // So does every statement on the plan itself: the guards' reads and the update of the header.
    expect(t.sql.withoutProject(editMark, 'mat_plan', 'mat_plan_item')).toEqual([]);
    expect(t.sql.touching('mat_plan', editMark)).toContainEqual(expect.stringMatching(/^update "mat_plan" set .* where "id" = \$\d+ and "project_id" = \$\d+/));
    expect(rowStatements).toContainEqual(expect.stringMatching(/^select \* from "mat_plan_item" where "plan_id" = \$1 and "project_id" = \$2$/));
    const changes = rowStatements.filter((statement) => /^(update|delete)/.test(statement));
    expect(changes.length).toBe(2);
    for (const statement of changes) expect(statement).toContain('"project_id" =');
    const reread = await t.get<Plan>('/api/materialmgmt/plan/queryById', { ...manager, query: { id } });
    const after = reread.body.result.items ?? [];
    expect(after.map((item) => [item.materialName, Number(item.amount)])).toEqual([
      ['水泥', 520],
      ['砂石', 500],
    ]);
    expect(after[0].id).toBe(second.id);
    expect(after.some((item) => item.id === first.id)).toBe(false);

    const deleteMark = t.sql.statements.length;
    await t.request('DELETE', '/api/materialmgmt/plan/delete', { ...manager, query: { id } });
    expect(t.sql.touching('mat_plan_item', deleteMark)).toEqual([
      expect.stringMatching(/^delete from "mat_plan_item" where "plan_id" in \(\$1\) and "project_id" = \$2$/),
    ]);
    // The plan's own delete and the hooks' reads before it go within the project too.
    expect(t.sql.touching('mat_plan', deleteMark)).toContainEqual(
      expect.stringMatching(/^delete from "mat_plan" where "id" in \(\$1\) and "project_id" = \$2$/),
    );
    expect(t.sql.withoutProject(deleteMark, 'mat_plan', 'mat_plan_item')).toEqual([]);
    expect(await t.db.selectFrom('mat_plan_item').select('id').where('plan_id', '=', id).execute()).toEqual([]);
  });

  it('refuses a bad detail row with a message naming row and column and writes nothing', async () => {
    const plan = {
      planNo: 'T002',
      planName: '错误计划',
      planType: 'week',
      planDate: '2025-05-02',
      items: [row('B1', '钢管', 1, 10), row('B2', '法兰', 1, 10, { unitPrice: 10.555 })],
    };
    const refused = await t.post('/api/materialmgmt/plan/add', plan, manager);
    expect(refused.body).toMatchObject({ success: false, message: '材料明细第2行「单价」：请输入正确的格式' });
    expect(await itemCount('T002')).toBe(-1);

    const missing = await t.post('/api/materialmgmt/plan/add', { ...plan, items: [row('B1', '钢管', 1, 10), { materialName: '法兰', planQty: 1 }] }, manager);
    expect(missing.body.message).toBe('材料明细第2行「单位」：请选择单位!');

    const duplicate = await t.post('/api/materialmgmt/plan/add', { ...plan, items: [row('B1', '钢管', 1, 10), row('B1', '法兰', 1, 10)] }, manager);
    expect(duplicate.body.message).toBe('材料明细第1行「材料编码」：材料编码不能重复');

    const unknownUnit = await t.post(
      '/api/materialmgmt/plan/add',
      { ...plan, items: [row('B1', '钢管', 1, 10), row('B2', '法兰', 1, 10, { unit: 'bogus' })] },
      manager,
    );
    expect(unknownUnit.body.message).toBe('材料明细第2行「单位」：单位的值不在可选范围内');
    expect(await itemCount('T002')).toBe(-1);
  });

  it('refuses a 计划数量 of zero or below, so no 合计 is lowered, and writes nothing', async () => {
    const plan = { planNo: 'T005', planName: '负数计划', planType: 'week', planDate: '2025-05-05' };
    for (const planQty of [-5, 0]) {
      const refused = await t.post('/api/materialmgmt/plan/add', { ...plan, items: [row('E1', '钢管', 3, 10), row('E2', '法兰', planQty, 10)] }, manager);
      expect(refused.status).toBe(200);
      expect(refused.body).toMatchObject({ success: false, message: '材料明细第2行「计划数量」：请输入大于0的数' });
    }
    expect(await itemCount('T005')).toBe(-1);
  });

  it('rolls back the master when a detail row fails inside the transaction on edit', async () => {
    const added = await t.post<Plan>(
      '/api/materialmgmt/plan/add',
      { planNo: 'T003', planName: '回滚计划', planType: 'month', planDate: '2025-05-03', items: [row('C1', '钢板', 1, 1)] },
      manager,
    );
    const id = added.body.result.id;
    const refused = await t.request('PUT', '/api/materialmgmt/plan/edit', {
      ...manager,
      body: { id, planName: '改过的名字', items: [row('C1', '钢板', -1, 1)] },
    });
    expect(refused.body).toMatchObject({ success: false, message: '材料明细第1行「计划数量」：请输入大于0的数' });
    const read = await t.get<Plan>('/api/materialmgmt/plan/queryById', { ...manager, query: { id } });
    expect(read.body.result).toMatchObject({ planName: '回滚计划' });
    expect(read.body.result.items?.map((item) => Number(item.planQty))).toEqual([1]);
  });

  it('seeds demo plans with rows for the project, and refuses users without the permission', async () => {
    const list = await t.get<Page<Plan>>('/api/materialmgmt/plan/list', { ...manager, query: { planNo: 'JH202503001' } });
    expect(list.body.result.total).toBe(1);
    const read = await t.get<Plan>('/api/materialmgmt/plan/queryById', { ...manager, query: { id: list.body.result.records[0].id } });
    expect(read.body.result.items).toHaveLength(4);
    expect(read.body.result.items?.[0].materialCode).toBe('GJ-HRB400-16');
    const clerk = { token: await t.login('lisi'), projectId: manager.projectId };
    expect((await t.get('/api/materialmgmt/plan/list', clerk)).status).toBe(403);
  });

  it("saves every demo plan back unchanged: the seed passes the checks a person's edit goes through", async () => {
    const list = await t.get<Page<Plan>>('/api/materialmgmt/plan/list', { ...manager, query: { pageSize: '100' } });
    const demoPlans = list.body.result.records.filter((plan) => String(plan.planNo).startsWith('JH'));
    expect(demoPlans.length).toBeGreaterThan(0);
    for (const plan of demoPlans) {
      // Submitted plans are locked by their flow (`editable`); this is about the seeded values, so open each as a draft first.
      await t.db.updateTable('mat_plan').set({ status: '1' }).where('id', '=', plan.id).execute();
      const read = await t.get<Plan>('/api/materialmgmt/plan/queryById', { ...manager, query: { id: plan.id } });
      const saved = await t.request('PUT', '/api/materialmgmt/plan/edit', { ...manager, body: editable(read.body.result) });
      expect(saved.body, `${String(plan.planNo)} ${saved.body.message}`).toMatchObject({ success: true });
    }
  });

  it('accepts material codes of letters, digits and hyphens only', async () => {
    const plan = { planNo: 'T004', planName: '编码计划', planType: 'week', planDate: '2025-05-04' };
    const refused = await t.post('/api/materialmgmt/plan/add', { ...plan, items: [row('GJ_16', '钢筋', 1, 1)] }, manager);
    expect(refused.body.message).toBe('材料明细第1行「材料编码」：请输入20位以内的英文字符、数字和短横线');
    const added = await t.post('/api/materialmgmt/plan/add', { ...plan, items: [row('GJ-HRB400-16', '钢筋', 1, 1)] }, manager);
    expect(added.body).toMatchObject({ success: true });
  });
});
