import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiSession, personAt } from './support/apiSession';
import { openAddress, SHOTS, shownPage, sidewaysOverflow } from './support/session';

const PROJECT = '宁波石化二期项目';
const PHONE = { width: 375, height: 812 };
const LEDGER = '/materialmgmt/syssrmaterial/RMaterialLedger';
const stamp = Date.now() % 100000;
const CODE = `E2E-GJ-${stamp}`;
const WAREHOUSE = `E2E测试库${stamp}`;

const pad = (value: number) => String(value).padStart(2, '0');
const today = (() => {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
})();

/** A demo account's API session on 宁波石化二期项目, for the records a person would type in through forms. */
const apiAs = (request: APIRequestContext, username: string) => apiSession(request, username, PROJECT);

const open = openAddress;

const rowOf = (page: Page, text: string): Locator =>
  page
    .locator(`[data-page="${new URL(page.url()).hash.slice(1)}"]`)
    .locator('.ant-table-row:visible, .list-cards .ant-card:visible')
    .filter({ hasText: text });

/** Takes a flow step from a record's row actions, with a comment when asked, and waits for the answer. */
async function step(page: Page, text: string, action: string, comment?: string, expectText = '成功'): Promise<void> {
  // A list kept open on its tab shows what it had: 查询 asks again, as a person would.
  if ((await rowOf(page, text).count()) === 0)
    await page
      .locator(`[data-page="${new URL(page.url()).hash.slice(1)}"]`)
      .getByRole('button', { name: /查\s*询/ })
      .first()
      .click();
  await expect(rowOf(page, text).first()).toBeVisible();
  await rowOf(page, text).getByText(action, { exact: true }).first().click();
  const modal = page.locator('.ant-modal:visible').last();
  await expect(modal).toBeVisible();
  if (comment) await modal.locator('textarea').first().fill(comment);
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  if (expectText === '成功') await expect(page.locator('.ant-message')).toContainText(expectText);
  else {
    // A refusal stays in the step's dialog, which is then closed without changing anything.
    await expect(modal.locator('.ant-alert')).toContainText(expectText);
    await page.screenshot({ path: `${SHOTS}/material-ledger-03-shortage.png` });
    await modal.getByRole('button', { name: /取\s*消/ }).click();
  }
  await expect(modal).toBeHidden();
}

/** The ledger row of the test material in the test warehouse: its 期初/入库/出库/期末 quantities as shown. */
async function ledgerFigures(page: Page): Promise<string[]> {
  await page.locator('.ledger-filters').getByLabel('搜索材料名称').fill('E2E螺纹钢');
  await page.locator('.ledger-filters').getByLabel('搜索材料名称').press('Enter');
  const row = page.locator('.ledger-table .ant-table-row').filter({ hasText: CODE });
  await expect(row).toHaveCount(1);
  return Promise.all(['期初数量', '入库数量', '出库数量', '期末数量'].map(async (label) => (await row.getByLabel(label).innerText()).trim()));
}

async function expectLedger(page: Page, expected: [string, string, string, string]): Promise<void> {
  await open(page, LEDGER);
  await expect.poll(() => ledgerFigures(page), { timeout: 20_000 }).toEqual(expected);
}

test('a plan is approved, received, issued, returned, reversed and counted, and 材料台账 follows every step', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const manager = await apiAs(request, 'liuyang');
  const keeper = await apiAs(request, 'chenjing');
  const warehouse = await manager.call<{ id: string }>('post', '/materialmgmt/warehouse/add', {
    warehouseCode: `E2E${stamp}`,
    warehouseName: WAREHOUSE,
    warehouseType: '1',
    status: '1',
  });
  expect(warehouse.success, warehouse.message).toBe(true);
  const warehouseId = warehouse.result.id;
  const supplier = await manager.call<{ id: string }>('post', '/project/basic/supplier/add', { supplierName: `E2E钢材供应商${stamp}`, supplyCategory: '01' });
  expect(supplier.success, supplier.message).toBe(true);
  const supplierId = supplier.result.id;
  const teams = await keeper.call<{ records: { id: string }[] }>('get', '/labour/team/list', { pageSize: '1' });
  const teamId = teams.result.records[0].id;
  const item = (qty: number, price = 4000) => ({
    materialCode: CODE,
    materialName: 'E2E螺纹钢',
    spec: 'HRB400E Φ16',
    unit: 't',
    batchNo: '',
    qty,
    price,
    amount: qty * price,
  });

  // 刘洋 (材料主管) writes a plan and submits it from the list.
  const planNo = `JHE2E${stamp}`;
  const plan = await manager.call<{ id: string }>('post', '/materialmgmt/plan/add', {
    planNo,
    planName: `E2E钢筋计划${stamp}`,
    planType: 'month',
    planDate: today,
    items: [{ materialCode: CODE, materialName: 'E2E螺纹钢', spec: 'HRB400E Φ16', unit: 't', planQty: 20, unitPrice: 4000, needDate: today }],
  });
  expect(plan.success, plan.message).toBe(true);
  const liuyang = await personAt(browser, 'liuyang');
  await open(liuyang, '/materialmgmt/plan');
  await expect(rowOf(liuyang, planNo)).toContainText('草稿');
  await step(liuyang, planNo, '提交');
  await expect(rowOf(liuyang, planNo)).toContainText('待审批');

  // 张伟 (项目经理) finds it under 计划审批, the plan list opened on 待我处理, and approves it.
  const zhangwei = await personAt(browser, 'zhangwei');
  await open(zhangwei, '/materialmgmt/approval');
  await expect(zhangwei.locator('.ant-tabs-tab-active').first()).toContainText('计划审批');
  await expect(zhangwei.locator('.flow-tabs .ant-tabs-tab-active')).toContainText('待我处理');
  await expect(rowOf(zhangwei, planNo)).toBeVisible();
  await zhangwei.screenshot({ path: `${SHOTS}/material-ledger-01-approval.png` });
  await step(zhangwei, planNo, '审批通过', '同意');
  await expect(rowOf(zhangwei, planNo)).toHaveCount(0);

  // 陈静 (仓库管理员) receives 12 t against the plan; 刘洋 approves it from the 入库 list: it posts.
  const receipt = await keeper.call<{ id: string }>('post', '/materialmgmt/inbound/add', {
    billNo: `RKE2E${stamp}`,
    billType: '1',
    warehouseId,
    supplierId,
    planId: plan.result.id,
    bizDate: today,
    items: [item(12)],
  });
  expect(receipt.success, receipt.message).toBe(true);
  expect((await keeper.call('post', '/materialmgmt/inbound/flow/transition', { id: receipt.result.id, action: 'submit' })).success).toBe(true);
  await open(liuyang, '/materialmgmt/inbound');
  await step(liuyang, `RKE2E${stamp}`, '审核过账');
  await expect(rowOf(liuyang, `RKE2E${stamp}`)).toContainText('已过账');
  const received = await manager.call<{ items: { receivedQty: number }[] }>('get', '/materialmgmt/plan/queryById', { id: plan.result.id });
  expect(Number(received.result.items[0].receivedQty)).toBe(12);
  await expectLedger(liuyang, ['0', '12', '0', '12']);
  // The shell scrolls inside its content pane, so the picture is of the ledger scrolled into view (not a full-page capture).
  await liuyang.locator('.ledger-card').scrollIntoViewIfNeeded();
  await liuyang.screenshot({ path: `${SHOTS}/material-ledger-02-ledger.png` });

  // A figure opens 库存流水 filtered to the key, the days and the direction.
  await liuyang.locator('.ledger-table .ant-table-row').filter({ hasText: CODE }).getByLabel('入库数量').click();
  await expect(liuyang).toHaveURL(/#\/materialmgmt\/posting\?.*direction=in/);
  await shownPage(liuyang);
  await expect(rowOf(liuyang, `RKE2E${stamp}`)).toBeVisible();

  /** A bill 陈静 adds and submits and 刘洋 approves, all through the API but the approval (on the list). */
  async function postedBill(kind: 'outbound' | 'return', no: string, body: Record<string, unknown>, expectText = '成功'): Promise<void> {
    const added = await keeper.call<{ id: string }>('post', `/materialmgmt/${kind}/add`, { billNo: no, warehouseId, bizDate: today, teamId, ...body });
    expect(added.success, added.message).toBe(true);
    expect((await keeper.call('post', `/materialmgmt/${kind}/flow/transition`, { id: added.result.id, action: 'submit' })).success).toBe(true);
    await open(liuyang, `/materialmgmt/${kind}`);
    await step(liuyang, no, '审核过账', undefined, expectText);
  }

  // Issue 5 t to a team, then 1 t comes back.
  await postedBill('outbound', `CKE2E${stamp}`, { receiver: '王建国', items: [item(5)] });
  await expectLedger(liuyang, ['0', '12', '5', '7']);
  await postedBill('return', `TKE2E${stamp}`, { reason: '剩余退库', items: [item(1)] });
  await expectLedger(liuyang, ['0', '13', '5', '8']);

  // Issuing 20 t of the 8 left is refused with 库存不足 and changes nothing.
  await postedBill('outbound', `CKE2EX${stamp}`, { receiver: '王建国', items: [item(20)] }, '库存不足');
  await expect(rowOf(liuyang, `CKE2EX${stamp}`)).toContainText('待审核');
  await expectLedger(liuyang, ['0', '13', '5', '8']);

  // A second receipt of 3 t is reversed (红冲): a 红冲单 posts −3.
  const second = await keeper.call<{ id: string }>('post', '/materialmgmt/inbound/add', {
    billNo: `RKE2EB${stamp}`,
    billType: '1',
    supplierId,
    warehouseId,
    bizDate: today,
    items: [item(3)],
  });
  expect(second.success, second.message).toBe(true);
  expect((await keeper.call('post', '/materialmgmt/inbound/flow/transition', { id: second.result.id, action: 'submit' })).success).toBe(true);
  expect((await manager.call('post', '/materialmgmt/inbound/flow/transition', { id: second.result.id, action: 'approve' })).success).toBe(true);
  await expectLedger(liuyang, ['0', '16', '5', '11']);
  await open(liuyang, '/materialmgmt/inbound');
  await step(liuyang, `RKE2EB${stamp}`, '红冲', '重复入库');
  await expect(rowOf(liuyang, `RKE2EB${stamp}-红冲`)).toBeVisible();
  await expectLedger(liuyang, ['0', '13', '5', '8']);

  // A stocktake of the warehouse finds 7.5 t where the book says 8: the difference posts out.
  const check = await keeper.call<{ id: string }>('post', '/materialmgmt/stocktake/add', { checkNo: `PDE2E${stamp}`, warehouseId, checkDate: today });
  expect(check.success, check.message).toBe(true);
  const counted = await keeper.call<Record<string, unknown> & { items: Record<string, unknown>[]; flowActions?: string[] }>(
    'get',
    '/materialmgmt/stocktake/queryById',
    {
      id: check.result.id,
    },
  );
  const { flowActions: _actions, ...stocktake } = counted.result;
  expect(stocktake.items.map((row) => [row.materialCode, Number(row.bookQty)])).toEqual([[CODE, 8]]);
  const saved = await keeper.call('put', '/materialmgmt/stocktake/edit', {
    ...stocktake,
    items: stocktake.items.map((row) => ({ ...row, actualQty: 7.5, diffReason: '损耗' })),
  });
  expect(saved.success, saved.message).toBe(true);
  expect((await keeper.call('post', '/materialmgmt/stocktake/flow/transition', { id: check.result.id, action: 'submit' })).success).toBe(true);
  expect((await manager.call('post', '/materialmgmt/stocktake/flow/transition', { id: check.result.id, action: 'approve' })).success).toBe(true);
  await expectLedger(liuyang, ['0', '13', '5.5', '7.5']);
});

test('物资首页 widgets sit above 材料台账 and render from the demo history; the flow pages fit a phone', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await personAt(browser, 'liuyang');
  // The launcher opens 物资管理 on its target: 材料台账 with the 物资首页 widgets above it.
  await page.locator('[data-module="material"]').click();
  await expect(page).toHaveURL(new RegExp(`#${LEDGER}`));
  await shownPage(page);
  await expect(page.locator('.ledger-dashboard .dashboard-widget')).toHaveCount(10);
  await expect(page.locator('.ledger-dashboard .dashboard-kpi').first()).toBeVisible();
  await expect(page.locator('.ledger-table .ant-table-row').first()).toBeVisible();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${SHOTS}/material-ledger-04-home.png` });
  const home = await open(page, '/materialmgmt/index');
  await expect(home.locator('.dashboard-widget')).toHaveCount(10);
  // Plan fulfilment reads the approved plans' detail rows: each material's planned and received quantities.
  const fulfilment = home.locator('[data-widget="planFulfilment"]');
  await expect(fulfilment.locator('.ant-table-row').first()).toBeVisible();
  await expect(fulfilment.locator('thead')).toContainText('已到货数量');
  await fulfilment.locator('.ant-table-row').first().click();
  await expect(page).toHaveURL(/#\/materialmgmt\/plan\?status=3&planDate_begin=/);
  await expect((await shownPage(page)).locator('.ant-table-row').first()).toContainText('已审批');
  const risks = await open(page, '/materialmgmt/riskWarning');
  await expect(risks.locator('.ant-table-row').first()).toContainText('待处理');
  await page.screenshot({ path: `${SHOTS}/material-ledger-05-risk.png` });

  // The same ledger page serves 供应商台账 (keys 供应商 and 材料编码), from the demo's receipts.
  const suppliers = await open(page, '/materialmgmt/supplier');
  await expect(suppliers.locator('.ledger-table .ant-table-row').first()).toBeVisible();
  await suppliers.locator('.ledger-filters').getByText('本年', { exact: true }).click();
  await expect(suppliers.locator('.ledger-table thead')).toContainText('供应商');
  await page.screenshot({ path: `${SHOTS}/material-ledger-07-suppliers.png` });

  const phone = await personAt(browser, 'zhangwei', PHONE);
  for (const [path, name] of [
    ['/materialmgmt/approval', 'approval'],
    ['/materialmgmt/plan', 'plan'],
    ['/materialmgmt/riskWarning', 'risk'],
    [LEDGER, 'ledger'],
  ]) {
    await open(phone, path);
    await phone.waitForTimeout(800);
    if (path !== LEDGER) expect(await sidewaysOverflow(phone), path).toBeLessThanOrEqual(0);
    await phone.screenshot({ path: `${SHOTS}/material-ledger-06-phone-${name}.png` });
  }
});
