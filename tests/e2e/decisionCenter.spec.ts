import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { openAddress, openMenu, shownPage, sidewaysOverflow, signIn } from './support/session';

const SHOTS = '/tmp/hA';
const DESK = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };
const TABS = [
  ['construction', '施工'],
  ['material', '物资'],
  ['labour', '人员'],
  ['quality', '质量'],
  ['safety', '安全'],
] as const;

/** Charts grow into place for about a second: a screenshot for a person to look at waits for them. */
const CHART_ANIMATION_MS = 1500;

const kpiValue = (pane: Locator, widget: string) => pane.locator(`[data-widget="${widget}"] .ant-statistic-content-value`);

async function openDataPage(page: Page, group: string, title: string, path: RegExp, shot: string): Promise<Locator> {
  const pane = await openMenu(page, group, title, path);
  await expect(pane.locator('.ant-skeleton')).toHaveCount(0, { timeout: 30_000 });
  await page.waitForTimeout(CHART_ANIMATION_MS);
  await page.screenshot({ path: `${SHOTS}-${shot}.png`, fullPage: true });
  return pane;
}

test('数据决策中心: a company person compares projects, exports a chart and drills company → project → list', async ({ browser }) => {
  test.slow();
  const page = await (await browser.newContext({ viewport: DESK, acceptDownloads: true })).newPage();
  // 张伟 runs projects 1 and 2: every company page shows both, never project 3.
  await signIn(page, 'zhangwei');
  await page.locator('[data-module="dataCenter"]').click();
  await expect(page).toHaveURL(/#\/data_center\/index/);
  const center = await shownPage(page);
  await expect(kpiValue(center, 'onSite')).toHaveText(/^[1-9]\d*$/);
  await expect(center.locator('[data-widget="onSiteByProject"] canvas').first()).toBeVisible();
  const welds = center.locator('[data-widget="weldsByProject"] .ant-table-row');
  for (const name of PROJECT_NAMES.slice(0, 2)) await expect(welds.filter({ hasText: name })).toBeVisible();
  await expect(welds.filter({ hasText: PROJECT_NAMES[2] })).toHaveCount(0);
  await expect(center.locator('.ant-skeleton')).toHaveCount(0, { timeout: 30_000 });
  await page.waitForTimeout(CHART_ANIMATION_MS);
  await page.screenshot({ path: `${SHOTS}-01-data-center.png`, fullPage: true });

  // The project filter narrows every widget to the chosen project.
  await center.locator('.dashboard-projects').click();
  await center.locator('.ant-select-item-option').filter({ hasText: PROJECT_NAMES[1] }).click();
  await page.keyboard.press('Escape');
  await expect(welds).toHaveCount(1);
  await expect(welds.first()).toContainText(PROJECT_NAMES[1]);
  await center.locator('.dashboard-projects .ant-select-selection-item-remove').click();
  await expect(welds).toHaveCount(2);

  // The other company pages, each with real figures.
  const labour = await openDataPage(page, '数据中心', '劳务数据中心', /#\/dataCenter\/labour$/, '02-labour');
  await expect(labour.locator('[data-widget="wagesByProject"] .ant-table-row')).toHaveCount(2);
  const byCompany = await openDataPage(page, '数据中心', '参建单位劳务统计', /#\/dataCenter\/labourCompay$/, '03-labour-company');
  await expect(byCompany.locator('[data-widget="companyTable"] .ant-table-row').first()).toBeVisible();
  const bigone = await openDataPage(page, '数据中心', '公司一张图', /#\/dataCenter\/bigone$/, '04-bigone');
  await expect(bigone.locator('[data-widget="safety"] .ant-table-row')).toHaveCount(2);

  // 决策中心: one tab per field of work; the tab shown is in the address.
  const decision = await openMenu(page, '决策中心', '决策中心', /#\/decisioncenter$/);
  await expect(decision.getByRole('tab', { name: '施工', selected: true })).toBeVisible();
  // The first tab is shown already: it is chosen again after the others, 安全 last.
  for (const [key, title] of [...TABS.slice(1, 4), TABS[0], TABS[4]]) {
    await decision.getByRole('tab', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`#/decisioncenter\\?tab=${key}$`));
    await expect(decision.locator('.ant-tabs-tabpane-active [data-widget]').first()).toBeVisible();
    await expect(decision.locator('.ant-tabs-tabpane-active .ant-skeleton')).toHaveCount(0, { timeout: 30_000 });
    await page.waitForTimeout(CHART_ANIMATION_MS);
    await page.screenshot({ path: `${SHOTS}-05-decision-${key}.png`, fullPage: true });
  }

  // The ranking of open hidden dangers exported to Excel: the same projects and figures as on screen.
  const ranking = decision.locator('[data-widget="dangersOpen"]');
  const names = await ranking.locator('.dashboard-ranking-name').allTextContents();
  const values = await ranking.locator('.dashboard-ranking-value').allTextContents();
  expect([...names].sort()).toEqual(PROJECT_NAMES.slice(0, 2).sort());
  const [download] = await Promise.all([page.waitForEvent('download'), ranking.getByRole('button', { name: /导出Excel/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^各项目未关闭隐患_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  expect(rows[1]).toEqual(['项目', '未关闭隐患']);
  const shown = new Map(names.map((name, index) => [name, values[index]]));
  expect(new Map(rows.slice(2).map(([name, count]) => [String(name), `${String(count)}条`]))).toEqual(shown);

  // Company → project: the second project's bar opens its 安全首页, the header switched to it.
  const second = shown.get(PROJECT_NAMES[1])!.replace('条', '');
  await ranking.locator('li button').filter({ hasText: PROJECT_NAMES[1] }).click();
  await expect(page).toHaveURL(/#\/safety\/index$/);
  await expect(page.locator('.shell-header__project')).toContainText(PROJECT_NAMES[1]);
  const home = await shownPage(page);
  await expect(kpiValue(home, 'open')).toHaveText(second);
  await page.screenshot({ path: `${SHOTS}-06-project-home.png`, fullPage: true });
  // Project → list: the KPI opens the open hidden dangers of that project, as many as the company page said.
  await home.locator('[data-widget="open"]').click();
  await expect(page).toHaveURL(/#\/safety\/inspection\?status=1%2C2%2C4%2C5$/);
  const list = await shownPage(page);
  await expect(list.locator('.ant-pagination-total-text')).toHaveText(`共 ${second} 条`);
  await page.screenshot({ path: `${SHOTS}-07-list.png` });

  // On a phone the pages fit the width.
  const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signIn(phone, 'zhangwei');
  for (const [path, widget] of [
    ['/data_center/index', 'weldsByProject'],
    ['/decisioncenter?tab=safety', 'dangersRectified'],
  ] as const) {
    const pane = await openAddress(phone, path);
    await expect(pane.locator(`[data-widget="${widget}"] .ant-table-row`).first()).toBeVisible();
    expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
    await phone.waitForTimeout(CHART_ANIMATION_MS);
    await phone.screenshot({ path: `${SHOTS}-08-phone-${widget}.png`, fullPage: true });
  }
});
