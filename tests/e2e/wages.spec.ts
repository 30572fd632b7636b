import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiSession, personAt } from './support/apiSession';
import { chooseOption, fillField, formModal } from './support/form';
import { addProjectManager } from './support/accounts';
import { ADMIN_PASSWORD, SHOTS, shownPage } from './support/session';

const PROJECT = '宁波石化二期项目';
const PHONE = { width: 375, height: 812 };
const stamp = Date.now() % 100000;
const SHEET_NO = `GZE2E${stamp}`;

const pad = (value: number) => String(value).padStart(2, '0');
/** `YYYY-MM` of the month `back` months before this one. */
const monthBack = (back: number) => {
  const date = new Date();
  date.setDate(1);
  date.setMonth(date.getMonth() - back);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;
};
const THIS_MONTH = monthBack(0);
/** The oldest month of the demo's gate history: the one month no 工资单 was drawn up for yet. */
const OPEN_MONTH = monthBack(3);

/** Opens 劳务管理 → 工资管理 → 工资单 from the launcher and the side menu, as a person does; later visits come back to the tab. */
async function openWages(page: Page): Promise<Locator> {
  if (await page.locator('[data-page="/labour/wages"]').count()) {
    await page.locator('.ant-tabs-tab').filter({ hasText: '工资单' }).first().click();
    return shownPage(page);
  }
  await page.locator('[data-module="labour"]').click();
  await expect(page).not.toHaveURL(/#\/workplace/, { timeout: 15_000 });
  const item = page.locator('.ant-menu').getByText('工资单', { exact: true });
  await expect(async () => {
    if (!(await item.isVisible())) await page.locator('.ant-menu-submenu-title').filter({ hasText: '工资管理' }).click();
    await item.click({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return shownPage(page);
}

const rowOf = (page: Page, text: string): Locator =>
  page.locator('[data-page="/labour/wages"]').locator('.ant-table-row:visible, .list-cards .ant-card:visible').filter({ hasText: text });

/** Looks the test's sheet up by its number in the list's query form, as a person searches a long list. */
async function findSheet(page: Page): Promise<void> {
  const pane = page.locator('[data-page="/labour/wages"]');
  await pane.locator('.screen-query-form .ant-formily-item').filter({ hasText: '工资单号' }).locator('input').fill(SHEET_NO);
  await pane
    .getByRole('button', { name: /查\s*询/ })
    .first()
    .click();
}

/** Takes a flow step from the sheet's row actions; a refusal stays in the dialog, which is then cancelled. */
async function step(page: Page, action: string, fill?: (modal: Locator) => Promise<void>, refusal?: string): Promise<void> {
  await findSheet(page);
  await expect(rowOf(page, SHEET_NO).first()).toBeVisible();
  await rowOf(page, SHEET_NO).getByText(action, { exact: true }).first().click();
  const modal = page.locator('.ant-modal:visible').last();
  await expect(modal).toBeVisible();
  // A click while the dialog still zooms open can be lost: it is clicked once the dialog stands.
  await expect(page.locator('.ant-zoom-appear, .ant-zoom-enter')).toHaveCount(0);
  await fill?.(modal);
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  if (!refusal) {
    await expect(modal).toBeHidden();
    await expect(page.locator('.ant-message')).toContainText('成功');
    return;
  }
  await expect(modal.locator('.flow-step-refusal')).toContainText(refusal);
  await page.screenshot({ path: `${SHOTS}/wages-04-pay-refused.png` });
  await modal.getByRole('button', { name: /取\s*消/ }).click();
  await expect(modal).toBeHidden();
}

const payDate = async (modal: Locator) => {
  const input = modal.locator('.ant-picker input').first();
  await input.click();
  await input.fill(`${monthBack(2)}-15`);
  await input.press('Enter');
};

test('a 劳务员 computes a team’s 工资单 from attendance, the 项目经理 approves it, and it is exported to the bank and paid', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const lisi = await personAt(browser, 'lisi');
  const list = await openWages(lisi);
  await expect(list).toContainText('已发放');
  await expect(list).toContainText('编制');

  // 新增: the team already has this month's sheet, so the server refuses a second one.
  await list
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  await fillField(lisi, '工资单号', SHEET_NO);
  // A team whose sheet of this month the list shows (teams other tests add have none).
  const teamName = (await list.locator('.ant-table-row', { hasText: THIS_MONTH }).first().locator('td').nth(2).innerText()).trim();
  await chooseOption(lisi, '班组', teamName);
  await fillField(lisi, '工资月份', THIS_MONTH);
  await formModal(lisi)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(lisi.getByText('该班组本月已有工资单，不能重复编制').first()).toBeVisible();
  await lisi.screenshot({ path: `${SHOTS}/wages-01-duplicate-refused.png` });

  // The month not drawn up yet: the server fills a row per worker from 考勤统计 × 日薪记录.
  await fillField(lisi, '工资月份', OPEN_MONTH);
  await formModal(lisi)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(lisi.locator('.ant-message')).toContainText('成功');
  await findSheet(lisi);
  const row = rowOf(lisi, SHEET_NO);
  await expect(row).toContainText(teamName);
  await expect(row).toContainText('编制');
  await row.getByText('详情', { exact: true }).first().click();
  const detail = lisi.locator('.ant-modal:visible, .ant-drawer:visible').last();
  await detail.getByRole('tab', { name: '工资明细' }).click();
  // One row per worker with attendance that month, and the 合计 row under them.
  await expect(detail.getByText('合计', { exact: true })).toBeVisible();
  await expect(detail).toContainText('出勤天数');
  await lisi.screenshot({ path: `${SHOTS}/wages-02-computed.png` });
  await lisi.keyboard.press('Escape');

  await step(lisi, '提交审核');
  await expect(rowOf(lisi, SHEET_NO)).toContainText('待审核');

  // A 项目经理 approves it: one of this run's own, in 张伟's projects and roles (another spec changes 张伟's password).
  const manager = `jingligz${stamp}`;
  await addProjectManager(await personAt(browser, 'admin'), manager, ADMIN_PASSWORD);
  const zhangwei = await personAt(browser, manager);
  await openWages(zhangwei);
  await expect(async () => {
    await findSheet(zhangwei);
    await expect(zhangwei.locator('[data-page="/labour/wages"] .ant-table-row').filter({ hasText: SHEET_NO })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await zhangwei.locator('[data-page="/labour/wages"] .ant-table-row').filter({ hasText: SHEET_NO }).getByText('审核通过', { exact: true }).click();
  const approve = zhangwei.locator('.ant-modal:visible').last();
  await approve.locator('textarea').first().fill('已核对考勤和日薪，同意发放');
  await approve.getByRole('button', { name: /确\s*定/ }).click();
  await expect(zhangwei.locator('.ant-message')).toContainText('成功');

  // 李思 downloads the bank's batch-transfer file.
  await openWages(lisi);
  await findSheet(lisi);
  await expect(rowOf(lisi, SHEET_NO)).toContainText('待发放');
  const [download] = await Promise.all([lisi.waitForEvent('download'), rowOf(lisi, SHEET_NO).getByText('银行代发文件', { exact: true }).click()]);
  expect(download.suggestedFilename()).toBe(`${SHEET_NO}-银行代发.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheetRows = workbook.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
  expect(sheetRows[0].slice(1)).toEqual(['序号', '户名', '卡号', '开户行', '金额', '用途']);
  expect(sheetRows.length).toBeGreaterThan(1);
  expect(sheetRows[1][6]).toBe(`${OPEN_MONTH}工资`);

  // 确认发放 is refused while the bank's serial numbers are not recorded.
  await step(lisi, '确认发放', payDate, '没有发放记录');

  // The bank's return: one payment record per worker, with its serial number and voucher.
  const clerk = await apiSession(request, 'lisi', PROJECT);
  const found = await clerk.call<{ records: { id: string }[] }>('get', '/labour/wages/list', { sheetNo: SHEET_NO });
  const sheet = await clerk.call<{ teamId: string; items: Record<string, unknown>[] }>('get', '/labour/wages/queryById', { id: found.result.records[0].id });
  for (const [index, item] of sheet.result.items.entries()) {
    const paid = await clerk.call('post', '/labour/salaryGiving/add', {
      wagesId: found.result.records[0].id,
      workerId: item.workerId,
      teamId: sheet.result.teamId,
      salaryMonth: OPEN_MONTH,
      payDate: `${monthBack(2)}-15`,
      payableAmount: item.payableAmount,
      actualAmount: item.actualAmount,
      grantType: 'bank',
      bankCardNo: item.bankCardNo,
      bankSerialNo: `E2E${stamp}${pad(index)}`,
    });
    expect(paid.success, paid.message).toBe(true);
  }
  await step(lisi, '确认发放', payDate);
  await expect(rowOf(lisi, SHEET_NO)).toContainText('已发放');
  await lisi.screenshot({ path: `${SHOTS}/wages-03-paid.png` });

  // On a phone the list fits the screen.
  // On a phone (the menu is a drawer there) the list is opened by its address.
  const phone = await personAt(browser, 'lisi', PHONE);
  await expect(async () => {
    await phone.evaluate(() => {
      window.location.hash = '/labour/wages';
    });
    await expect(phone.locator('[data-page="/labour/wages"]')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(phone.locator('[data-page="/labour/wages"]')).toContainText('已发放');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: `${SHOTS}/wages-05-phone.png` });
});
