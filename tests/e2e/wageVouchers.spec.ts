import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiSession, openFromMenu, personAt } from './support/apiSession';
import { SHOTS, sidewaysOverflow } from './support/session';

const PHONE = { width: 375, height: 812 };
const PROJECT = '宁波石化二期项目';
/** The demo paid the wages of the two months before this one: the year of last month has them. */
const lastMonth = new Date();
lastMonth.setDate(1);
lastMonth.setMonth(lastMonth.getMonth() - 1);
const YEAR = lastMonth.getFullYear();

/** Chooses a year in the sheet's year picker, as a person clicks it in the picker's panel. */
async function pickYear(page: Page, year: number): Promise<void> {
  await page.locator('.sheet-filters .ant-picker').click();
  const panel = page.locator('.ant-picker-dropdown:visible');
  await panel.locator('.ant-picker-cell-inner').getByText(String(year), { exact: true }).click();
  await expect(panel).toBeHidden();
  await expect(page.locator('.sheet-filters .ant-picker input')).toHaveValue(String(year));
}

test('a 劳务员 opens 工资凭证齐全表, picks the year and sees each worker’s months with √ or 缺 and 齐全/不齐全, then exports it', async ({
  browser,
  request,
}) => {
  // A payment of the demo whose voucher is still to be uploaded (a few are), prepared rather than looked for by scrolling.
  const clerk = await apiSession(request, 'lisi', PROJECT);
  type Payment = { voucher?: string | null; workerId_dictText: string; teamId: string; teamId_dictText: string; salaryMonth: string };
  const payments = await clerk.call<{ records: Payment[] }>('get', '/labour/salaryGiving/list', { pageSize: '500', salaryMonth_begin: `${YEAR}-01` });
  const unvouched = payments.result.records.find((payment) => !payment.voucher && payment.salaryMonth.startsWith(String(YEAR)))!;
  expect(unvouched).toBeDefined();

  const page = await personAt(browser, 'lisi');
  await openFromMenu(page, 'labour', '工资管理', '工资凭证齐全表');
  const table = page.locator('.sheet-table');
  await expect(table.locator('thead')).toContainText('12月');
  await expect(table.locator('thead')).toContainText('状态');

  // Two years back the demo paid nothing; the year of last month has every worker's payments.
  await pickYear(page, YEAR - 2);
  await expect(table).toContainText('当年没有记录');
  await pickYear(page, YEAR);
  const rows = table.locator('.ant-table-row');
  await expect(rows.first()).toBeVisible();

  const complete = rows.filter({ hasNotText: '缺' }).first();
  await expect(complete.locator('.sheet-mark').first()).toHaveText('√');
  await expect(complete.locator('.sheet-total').last()).toHaveText('齐全');
  await expect(page.locator('.sheet-legend')).toContainText('已发放，未上传凭证');
  await page.screenshot({ path: `${SHOTS}/wageVouchers-01-year.png` });

  // The team of a worker whose voucher is missing: 缺 in that month, and 不齐全.
  await page.locator('.sheet-filters .ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: unvouched.teamId_dictText }).first().click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  const missing = rows.filter({ hasText: unvouched.workerId_dictText });
  // The grid renders only the rows in its window (a virtual table): a large team's worker is scrolled to, as a person does.
  await table.locator('.ant-table-tbody-virtual-holder').hover();
  await expect(async () => {
    if (!(await missing.isVisible())) await page.mouse.wheel(0, 200);
    await expect(missing).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 30_000 });
  // Cells: 姓名, 班组, then 1月 … 12月. Other months may lack vouchers too (wages.spec pays this month without one).
  const month = Number(unvouched.salaryMonth.slice(5, 7));
  await expect(missing.locator('.ant-table-cell').nth(1 + month)).toHaveText('缺');
  await expect(missing.locator('.sheet-total').last()).toHaveText('不齐全');
  await expect(rows.filter({ hasNotText: unvouched.teamId_dictText })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/wageVouchers-02-team.png` });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /导出Excel/ }).click()]);
  expect(download.suggestedFilename()).toBe(`工资凭证齐全表_${YEAR}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const header = (workbook.worksheets[0].getRow(2).values as unknown[]).slice(1);
  expect(header).toEqual([
    '姓名',
    '班组',
    '1月',
    '2月',
    '3月',
    '4月',
    '5月',
    '6月',
    '7月',
    '8月',
    '9月',
    '10月',
    '11月',
    '12月',
    '发放月数',
    '凭证月数',
    '状态',
  ]);

  // On a phone the page fits the screen; the grid scrolls inside its own box.
  const phone = await personAt(browser, 'lisi', PHONE);
  await expect(async () => {
    await phone.evaluate(() => (window.location.hash = '/labour/wageVouchers'));
    await expect(phone.locator('.sheet-table .ant-table-row').first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: `${SHOTS}/wageVouchers-03-phone.png` });
  // Only the names stay put: the months and 状态 scroll past them inside the grid, so the ticks are in reach on a phone too.
  const first = phone.locator('.sheet-table .ant-table-row').first();
  const status = phone.locator('.sheet-table thead th').filter({ hasText: '状态' });
  await expect(first.locator('.sheet-mark').first()).not.toBeInViewport();
  await first.hover();
  const swipeUntil = (shown: Locator) =>
    expect(async () => {
      await phone.mouse.wheel(120, 0);
      await expect(shown).toBeInViewport({ ratio: 1, timeout: 500 });
    }).toPass({ timeout: 15_000 });
  await swipeUntil(first.locator('.sheet-mark').first());
  await phone.screenshot({ path: `${SHOTS}/wageVouchers-04-phone-months.png` });
  await swipeUntil(status);
  await expect(first.locator('.sheet-total').last()).toBeInViewport();
  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: `${SHOTS}/wageVouchers-05-phone-status.png` });
});
