import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WidgetResult } from '../../runtime/core/dashboard/dashboard.types';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type TestApp } from './harness';

/** 物资首页's widget over the detail rows of approved material plans. */
const WIDGET = '/api/dashboard/material.home/widget/planFulfilment';
/** A March long before the demo data, so the period holds only this test's plans. */
const MARCH = { periodBegin: '2001-03-01', periodEnd: '2001-03-31' };
const APPROVED = '3';

const item = (materialName: string, planQty: number) => ({ materialName, unit: 't', planQty });

describe.each(backends())('a dashboard widget over detail rows on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  let projectA: string;
  let projectB: string;

  /** Adds a plan through the API, then puts it in `status` (a flow state) directly. */
  const plan = async (projectId: string, planNo: string, planDate: string, status: string, items: ReturnType<typeof item>[], received: number[] = []) => {
    const { body } = await t.post<string>(
      '/api/materialmgmt/plan/add',
      { planNo, planName: `看板测试${planNo}`, planType: 'month', planDate, items },
      { token: admin, projectId },
    );
    expect(body.success, body.message).toBe(true);
    const { id } = await t.db.selectFrom('mat_plan').select('id').where('plan_no', '=', planNo).executeTakeFirstOrThrow();
    await t.db.updateTable('mat_plan').set({ status }).where('id', '=', id).execute();
    const rows = await t.db.selectFrom('mat_plan_item').select('id').where('plan_id', '=', id).orderBy('order_num').execute();
    for (const [index, qty] of received.entries())
      await t.db.updateTable('mat_plan_item').set({ received_qty: qty }).where('id', '=', rows[index].id).execute();
  };

  beforeAll(async () => {
    t = await startTestApp({ backend });
    admin = await t.login('admin');
    projectA = await t.departId(PROJECT_NAMES[0]);
    projectB = await t.departId(PROJECT_NAMES[1]);
    await plan(projectA, 'KBA1', '2001-03-05', APPROVED, [item('看板螺纹钢', 30), item('看板水泥', 10)], [12, 10]);
    await plan(projectA, 'KBA2', '2001-03-20', APPROVED, [item('看板螺纹钢', 20)], [20]);
    // Not approved, out of the period, or in another project: not counted.
    await plan(projectA, 'KBA3', '2001-03-21', '1', [item('看板螺纹钢', 500)]);
    await plan(projectA, 'KBA4', '2001-04-02', APPROVED, [item('看板螺纹钢', 700)]);
    await plan(projectB, 'KBB1', '2001-03-06', APPROVED, [item('看板螺纹钢', 900)]);
  });
  afterAll(() => t.close());

  it("sums the rows of the current project's approved plans in the period, grouped by the rows' material", async () => {
    const { status, body } = await t.get<WidgetResult>(WIDGET, { token: admin, projectId: projectA, query: MARCH });
    expect(status).toBe(200);
    expect(body.result.rows).toEqual([
      { dims: ['看板螺纹钢', 't'], dimTexts: ['看板螺纹钢', '吨'], values: [50, 32, 2] },
      { dims: ['看板水泥', 't'], dimTexts: ['看板水泥', '吨'], values: [10, 10, 1] },
    ]);
    // Nothing received yet: the rows' 已到货数量 is empty, and so is its sum.
    const inB = await t.get<WidgetResult>(WIDGET, { token: admin, projectId: projectB, query: MARCH });
    expect(inB.body.result.rows).toEqual([{ dims: ['看板螺纹钢', 't'], dimTexts: ['看板螺纹钢', '吨'], values: [900, null, 1] }]);
  });

  it('answers 403 to a user who may not list material plans', async () => {
    const lisi = await t.login('lisi');
    const { status } = await t.get(WIDGET, { token: lisi, projectId: projectA, query: MARCH });
    expect(status).toBe(403);
  });
});
