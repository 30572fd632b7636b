import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, SHOTS } from './support/session';

const PROJECT = '宁波石化二期项目';
const KEEPER = 'chenjing';
const MANAGER = 'liuyang';
/** Codes of this run only, so the stock they reach is exactly what this test received. */
const stamp = String(Date.now() % 1_000_000);
const REBAR = `E2E${stamp}A`;
const CEMENT = `E2E${stamp}B`;
const PLAN_NO = `JH${stamp}`;
const WAREHOUSE = `扫码收货库${stamp}`;
const SUPPLIER = `宁波钢联物资有限公司${stamp}`;

interface Envelope<T> {
  success: boolean;
  message: string;
  result: T;
}

/** A signed-in API caller of the platform (the setup a manager would otherwise do in the platform's screens). */
async function platformCaller(request: APIRequestContext, username: string) {
  const login = (await (await request.post('/api/sys/login', { data: { username, password: ADMIN_PASSWORD } })).json()) as Envelope<{ token: string }>;
  expect(login.success, login.message).toBe(true);
  const tree = (await (await request.get('/api/sys/sysDepart/queryTreeProjectList', { headers: { 'X-Access-Token': login.result.token } })).json()) as Envelope<
    { value: string; title: string; type: string; children?: unknown[] }[]
  >;
  const projects = new Map<string, string>();
  const walk = (nodes: { value: string; title: string; type: string; children?: unknown[] }[]) =>
    nodes.forEach((node) => (node.type === 'project' ? projects.set(node.title, node.value) : walk((node.children ?? []) as typeof nodes)));
  walk(tree.result);
  const headers = { 'X-Access-Token': login.result.token, projectId: projects.get(PROJECT) ?? '' };
  expect(headers.projectId, `${username} is in ${PROJECT}`).toBeTruthy();
  return {
    async call<T>(method: 'get' | 'post', url: string, body?: object): Promise<T> {
      const response =
        method === 'get'
          ? await request.get(`/api${url}`, { headers, params: body as Record<string, string> })
          : await request.post(`/api${url}`, { headers, data: body });
      const answer = (await response.json()) as Envelope<T>;
      expect(answer.success, `${url}: ${answer.message}`).toBe(true);
      return answer.result;
    },
  };
}

/** An approved plan holding this run's two materials, a warehouse and a supplier, made by the material manager in the platform. */
async function prepare(request: APIRequestContext): Promise<void> {
  const manager = await platformCaller(request, MANAGER);
  await manager.call('post', '/materialmgmt/warehouse/add', {
    warehouseCode: `CK${stamp}`,
    warehouseName: WAREHOUSE,
    warehouseType: '1',
    status: '1',
  });
  await manager.call('post', '/project/basic/supplier/add', { supplierName: SUPPLIER, supplyCategory: '01' });
  const plan = await manager.call<{ id: string }>('post', '/materialmgmt/plan/add', {
    planNo: PLAN_NO,
    planName: '主体结构钢筋水泥采购计划',
    planType: 'month',
    planDate: new Date().toISOString().slice(0, 10),
    items: [
      { materialCode: REBAR, materialName: '螺纹钢', spec: 'HRB400 Φ20', unit: 't', planQty: 50, unitPrice: 4200 },
      { materialCode: CEMENT, materialName: '普通硅酸盐水泥', spec: 'P.O 42.5', unit: 't', planQty: 100, unitPrice: 480 },
    ],
  });
  await manager.call('post', '/materialmgmt/plan/flow/transition', { id: plan.id, action: 'submit' });
  await manager.call('post', '/materialmgmt/plan/flow/transition', { id: plan.id, action: 'approve' });
}

async function materialSignIn(page: Page, username: string): Promise<void> {
  await page.goto('/#/material/login');
  await page.getByPlaceholder('请输入帐户名').fill(username);
  await page.getByPlaceholder('请输入密码').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/#\/material\/management/);
}

/** Chooses an option of a labelled antd select of the page header or a form (retried: a click in the opening animation is lost). */
async function choose(page: Page, select: ReturnType<Page['locator']>, option: string): Promise<void> {
  await expect(async () => {
    await select.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click({ timeout: 5_000 });
    await expect(select).toContainText(option, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

async function chooseWarehouse(page: Page): Promise<void> {
  await expect(page.locator('.mm-header__select').first()).toContainText(PROJECT);
  await choose(page, page.locator('.mm-header__select').nth(1), WAREHOUSE);
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test.describe.configure({ mode: 'serial' });

test('a keeper receives against an approved plan by scanning codes, a manager approves, the stock shows it', async ({ browser, request }) => {
  test.setTimeout(180_000);
  await prepare(request);

  const keeperContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const keeper = await keeperContext.newPage();
  await materialSignIn(keeper, KEEPER);
  await chooseWarehouse(keeper);
  await keeper.getByRole('tab', { name: '收货' }).click();
  await choose(keeper, keeper.locator('.mm-form .ant-select').nth(1), SUPPLIER);
  // Once the plan is chosen the code box takes the focus: the keeper starts scanning at once.
  await choose(keeper, keeper.locator('.mm-form .ant-select').first(), PLAN_NO);

  // A scanner types the code and Enter; the box keeps the focus for the next one.
  const scan = keeper.getByLabel('材料编码');
  await expect(scan).toBeFocused();
  for (const code of [REBAR, REBAR.toLowerCase(), CEMENT, REBAR]) {
    await scan.pressSequentially(code);
    await scan.press('Enter');
  }
  await expect(scan).toBeFocused();
  await scan.pressSequentially('NOPE-404');
  await scan.press('Enter');
  await expect(keeper.locator('.ant-message')).toContainText('计划「主体结构钢筋水泥采购计划」中没有编码为 NOPE-404 的材料');
  const rows = keeper.locator('.mm-lines .ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(2);
  await expect(keeper.getByLabel('螺纹钢数量')).toHaveValue('3');
  await keeper.getByLabel('普通硅酸盐水泥数量').fill('12.5');
  await keeper.getByPlaceholder('本批到货的批次号').fill(`P${stamp}`);
  await keeper.screenshot({ path: `${SHOTS}/material-01-receive.png` });
  await keeper.getByRole('button', { name: /提\s*交/ }).click();
  await expect(keeper.locator('.ant-message')).toContainText(/入库单 RK\d{14} 已提交审核/);
  const billNo = /RK\d{14}/.exec((await keeper.locator('.ant-message').innerText()) ?? '')?.[0] ?? '';
  await expect(rows).toHaveCount(0);
  // The keeper may not approve: the bill is not waiting for them.
  await keeper.getByRole('tab', { name: '待我审核' }).click();
  await expect(keeper.locator('.mm-review')).not.toContainText(billNo);
  await keeperContext.close();

  const managerContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const manager = await managerContext.newPage();
  await materialSignIn(manager, MANAGER);
  await expect(manager.locator('.mm-header__select').first()).toContainText(PROJECT);
  await manager.getByRole('tab', { name: '待我审核' }).click();
  const bill = manager.locator('.mm-review tr', { hasText: billNo });
  await expect(bill).toContainText('采购入库');
  await expect(bill).toContainText(WAREHOUSE);
  // The state as the bill flow names it (schemas/flows/stockBill.json), not its code.
  await expect(bill.locator('.ant-tag')).toHaveText('待审核');
  await bill.locator('.ant-table-row-expand-icon').click();
  await expect(manager.locator('.mm-review')).toContainText('普通硅酸盐水泥');
  await manager.screenshot({ path: `${SHOTS}/material-02-review.png` });
  await bill.getByRole('button', { name: /通\s*过/ }).click();
  await manager
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(manager.locator('.ant-message')).toContainText(`${billNo} 已审核通过`);
  await expect(manager.locator('.mm-review')).not.toContainText(billNo);

  await manager.getByRole('tab', { name: '库存' }).click();
  await manager.getByLabel('搜索库存').fill(`E2E${stamp}`);
  await manager.getByLabel('搜索库存').press('Enter');
  const stock = manager.locator('.mm-stock .ant-table-tbody');
  await expect(stock.locator('tr', { hasText: REBAR })).toContainText('3');
  await expect(stock.locator('tr', { hasText: CEMENT })).toContainText('12.5');
  await expect(stock.locator('tr', { hasText: REBAR })).toContainText(`P${stamp}`);
  await manager.screenshot({ path: `${SHOTS}/material-03-stock.png` });
  await managerContext.close();
});

test('an issue beyond the stock is refused at approval with the server message as it is', async ({ browser }) => {
  test.setTimeout(120_000);
  const keeperContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const keeper = await keeperContext.newPage();
  await materialSignIn(keeper, KEEPER);
  await chooseWarehouse(keeper);
  await keeper.getByRole('tab', { name: '发料' }).click();
  // The receipt pane stays in the page, hidden: everything is looked up in the issue pane.
  const pane = keeper.locator('.ant-tabs-tabpane-active');
  await choose(keeper, pane.locator('.mm-form .ant-select').first(), '混凝土班组');
  await pane.getByPlaceholder('领料人姓名').fill('王建国');
  const scan = pane.getByLabel('材料编码');
  await scan.pressSequentially(REBAR);
  await scan.press('Enter');
  await expect(pane.locator('.mm-lines')).toContainText(`P${stamp}`);
  await pane.getByLabel('螺纹钢数量').fill('5');
  await keeper.screenshot({ path: `${SHOTS}/material-05-issue.png` });
  await pane.getByRole('button', { name: /提\s*交/ }).click();
  await expect(keeper.locator('.ant-message')).toContainText(/出库单 CK\d{14} 已提交审核/);
  const billNo = /CK\d{14}/.exec(await keeper.locator('.ant-message').innerText())?.[0] ?? '';
  await keeperContext.close();

  const managerContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const manager = await managerContext.newPage();
  await materialSignIn(manager, MANAGER);
  await manager.getByRole('tab', { name: '待我审核' }).click();
  await manager
    .locator('.mm-review__kind')
    .getByText(/出库单/)
    .click();
  const bill = manager.locator('.mm-review tr', { hasText: billNo });
  await bill.getByRole('button', { name: /通\s*过/ }).click();
  await manager
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(manager.locator('.ant-notification')).toContainText(`库存不足：螺纹钢（${REBAR}）在${WAREHOUSE}可用 3`);
  await expect(bill).toBeVisible();
  // The picture once the notice has slid in and the confirm has faded.
  await manager.waitForTimeout(600);
  await manager.screenshot({ path: `${SHOTS}/material-06-refused.png` });
  await managerContext.close();
});

test('the warehouse page fits a phone (375×812) without sideways scroll', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await materialSignIn(page, MANAGER);
  await expect(page.locator('.mm-header__select').first()).toContainText(PROJECT);
  for (const tab of ['收货', '发料', '库存', '待我审核']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    expect(await noSidewaysScroll(page), tab).toBe(true);
  }
  // Once the tab's ink bar has slid under it.
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/material-07-phone-review.png`, fullPage: true });
  await page.getByRole('tab', { name: '收货' }).click();
  await page.screenshot({ path: `${SHOTS}/material-04-phone.png`, fullPage: true });
  await context.close();
});
