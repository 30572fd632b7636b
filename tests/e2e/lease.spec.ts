import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { dayAhead } from './support/days';
import { apiSession, openFromMenu } from './support/apiSession';
import { chooseOption, fillField, formItem, formModal, openAddForm, typeDate } from './support/form';
import { ADMIN_PASSWORD, openAddress, openModuleScreen, SHOTS, shownPage, sidewaysOverflow, signIn } from './support/session';

const PHONE = { width: 375, height: 812 };
const TASKS = '/workresearch/lease/task';
const PROJECT = '宁波石化二期项目';
/** The machine the task is dispatched to (billed per 台班) and the one in repair that is refused. */
const DEVICE = '卡特320挖掘机';
const IN_REPAIR = '混凝土泵车';
/** The machine the demo leaves on site without work for a month. */
const IDLE = '柳工装载机';

/** The task's row (or card on a phone) in the list shown now. */
const taskOf = (page: Page, taskNo: string): Locator => page.locator('.ant-table-row:visible, .list-cards .ant-card:visible').filter({ hasText: taskNo });

async function personIn(browser: Browser, username: string, viewport = { width: 1440, height: 900 }): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signIn(page, username, ADMIN_PASSWORD);
  return page;
}

/** Opens a step of the task from its row actions: the step's modal. */
async function openStep(page: Page, taskNo: string, action: string): Promise<Locator> {
  // A phone's card shows the actions as buttons, which antd spaces out when two characters long (完 成).
  await taskOf(page, taskNo)
    .getByText(new RegExp(`^${[...action].join('\\s*')}$`))
    .click();
  const modal = page.locator('.ant-modal', { hasText: action }).last();
  await expect(modal).toBeVisible();
  return modal;
}

async function confirmStep(page: Page, modal: Locator): Promise<void> {
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-message')).toContainText('成功');
  await expect(modal).toBeHidden();
}

test('租赁任务: 班组长 applies, 调度员 dispatches (a machine in repair refused), the 班组长 starts and completes on a phone, the cost is computed, and 租赁统计 drills into it', async ({
  browser,
  request,
}, testInfo) => {
  // Past the seeded tasks (they end two weeks from today); a retry plans a later span, as the first attempt may have dispatched the machine.
  const start = dayAhead(16 + testInfo.retry * 3);
  const end = dayAhead(17 + testInfo.retry * 3);
  const taskNo = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const dispatcherApi = await apiSession(request, 'zhoujie', PROJECT);
  const devices = await dispatcherApi.call<{ records: { deviceName: string; driverId_dictText: string; rentPrice: number }[] }>(
    'get',
    '/workresearch/lease/device/list',
    {
      deviceName: DEVICE,
    },
  );
  const device = devices.result.records[0];

  // 徐海 (班组长) applies for an excavator for his team.
  const leader = await personIn(browser, 'xuhai');
  await openModuleScreen(leader, 'construction', '租赁任务');
  await openAddForm(leader);
  await fillField(leader, '任务编号', taskNo);
  await chooseOption(leader, '需用设备类型', '挖掘机');
  await fillField(leader, '作业部位', '管廊A段');
  await chooseOption(leader, '班组长', '徐海');
  await typeDate(formModal(leader), '计划开始', start);
  await typeDate(formModal(leader), '计划结束', end);
  await chooseOption(leader, '调度员', '周杰');
  await formItem(leader, '作业内容').locator('textarea').fill('管沟开挖，深度2.5米');
  await leader.screenshot({ path: `${SHOTS}/lease-01-apply.png` });
  await formModal(leader)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(formModal(leader)).toBeHidden();
  await expect(taskOf(leader, taskNo)).toContainText('待派单');

  // 周杰 (调度员) dispatches: the machine in repair is refused with the server's reason, the excavator is taken.
  const dispatcher = await personIn(browser, 'zhoujie');
  await openModuleScreen(dispatcher, 'construction', '租赁任务');
  let modal = await openStep(dispatcher, taskNo, '派单');
  await chooseOption(dispatcher, '设备', IN_REPAIR);
  await chooseOption(dispatcher, '操作手', device.driverId_dictText);
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  // The step stays open with the server's reason in it, so the dispatcher picks another machine.
  await expect(modal.locator('.ant-alert-message')).toHaveText('所选设备不在场（已退场或维修中），不能派单');
  await dispatcher.screenshot({ path: `${SHOTS}/lease-02-dispatch-refused.png` });
  await chooseOption(dispatcher, '设备', DEVICE);
  await confirmStep(dispatcher, modal);
  await expect(taskOf(dispatcher, taskNo)).toContainText('已派单');

  // 徐海 on site, on his phone: starts the work, then completes it with the hours and 台班.
  const phone = await personIn(browser, 'xuhai', PHONE);
  await openAddress(phone, TASKS);
  modal = await openStep(phone, taskNo, '开始作业');
  await typeDate(modal, '实际开始', start);
  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  await confirmStep(phone, modal);
  await expect(taskOf(phone, taskNo)).toContainText('进行中');
  modal = await openStep(phone, taskNo, '完成');
  await typeDate(modal, '实际结束', end);
  await modal.locator('.ant-formily-item').filter({ hasText: '工作小时' }).locator('input').fill('16');
  await modal.locator('.ant-formily-item').filter({ hasText: '计费数量' }).locator('input').fill('2');
  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: `${SHOTS}/lease-03-complete-phone.png` });
  await confirmStep(phone, modal);
  const cost = (2 * device.rentPrice).toLocaleString('en-US');
  await expect(taskOf(phone, taskNo)).toContainText('已完成');
  await expect(taskOf(phone, taskNo)).toContainText(cost);
  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: `${SHOTS}/lease-04-completed-phone.png` });

  // 租赁统计: the excavator's row counts the task; clicking it opens its completed tasks.
  const report = await openFromMenu(dispatcher, 'construction', '设备租赁', '租赁统计');
  const row = report.locator('[data-widget="deviceUse"] .ant-table-row').filter({ hasText: DEVICE });
  await expect(row).toBeVisible();
  await dispatcher.waitForTimeout(800); // the charts' entry animation
  await dispatcher.screenshot({ path: `${SHOTS}/lease-05-report.png`, fullPage: true });
  await row.click();
  await expect(dispatcher).toHaveURL(/#\/workresearch\/lease\/task\?.*deviceId=/);
  const list = await shownPage(dispatcher);
  await expect(list.locator('.ant-table-row').filter({ hasText: taskNo })).toContainText(cost);
  for (const text of await list.locator('.ant-table-row').allInnerTexts()) expect(text).toContain(DEVICE);

  // 本月's idle devices: the loader on site without work for a month; its row opens 设备 on that machine.
  const again = await openFromMenu(dispatcher, 'construction', '设备租赁', '租赁统计');
  await again.getByText('本月', { exact: true }).click();
  const idle = again.locator('[data-widget="idleDevices"] .ant-table-row').filter({ hasText: IDLE });
  await expect(idle).toBeVisible();
  // Its utilisation this month: days on site, no day of work, 0%.
  const utilisation = again.locator('[data-widget="utilisationByDevice"] .ant-table-row').filter({ hasText: IDLE });
  await expect(utilisation.locator('td').last()).toHaveText('0%');
  await again.locator('[data-widget="utilisationByDevice"]').screenshot({ path: `${SHOTS}/lease-06-utilisation.png` });
  await idle.click();
  await expect(dispatcher).toHaveURL(/#\/workresearch\/lease\/device\?status=1&deviceNo=/);
  const idleList = (await shownPage(dispatcher)).locator('.ant-table-row');
  await expect(idleList).toHaveCount(1);
  await expect(idleList.first()).toContainText(IDLE);
});

test('操作手: certificates expiring or expired are tagged and found by 到期情况', async ({ browser }) => {
  const page = await personIn(browser, 'zhoujie');
  await openModuleScreen(page, 'construction', '操作手');
  const list = await shownPage(page);
  await expect(list.locator('.ant-table-row').filter({ hasText: '已过期' }).first()).toBeVisible();
  await expect(
    list
      .locator('.ant-table-row')
      .filter({ hasText: /\d+天后到期/ })
      .first(),
  ).toBeVisible();
  await list.locator('.ant-formily-item').filter({ hasText: '证书有效期至' }).locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '即将到期' }).click();
  await list.getByRole('button', { name: /查\s*询/ }).click();
  await expect(list.locator('.ant-table-row').filter({ hasText: '已过期' })).toHaveCount(0);
  for (const text of await list.locator('.ant-table-row').allInnerTexts()) expect(text).toMatch(/\d+天后到期|今天到期/);
  await page.screenshot({ path: `${SHOTS}/lease-06-operators.png` });
});
