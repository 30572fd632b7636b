import { expect, test } from '@playwright/test';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { openAddress, openMenu, shownPage, sidewaysOverflow, signIn } from './support/session';

const SHOTS = '/work/shots/dc';
const PHONE = { width: 375, height: 812 };

test('焊接数据中心: the project manager reads the welding figures of his two projects, and drills into one project', async ({ browser }) => {
  test.slow();
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(page, 'zhangwei');

  // 焊接数据中心 (数据决策中心 › 数据中心): his projects (1 and 2), never project 3.
  await page.locator('[data-module="dataCenter"]').click();
  await expect(page).toHaveURL(/#\/data_center\/index/);
  const pane = await openMenu(page, '数据中心', '焊接数据中心', /#\/dataCenter\/pipelineWelding/);
  const rates = pane.locator('[data-widget="projectRates"]');
  for (const name of PROJECT_NAMES.slice(0, 2)) await expect(rates.locator('.ant-table-row').filter({ hasText: name })).toBeVisible();
  await expect(rates.locator('.ant-table-row').filter({ hasText: PROJECT_NAMES[2] })).toHaveCount(0);
  await expect(pane.locator('[data-widget="welded"]')).toContainText(/\d+/);
  await expect(pane.locator('[data-widget="perProjectMonth"] canvas').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/pipeCompany-01-center.png`, fullPage: true });

  // 项目焊接统计: one row per project with its figures; a click opens that project's 焊接数据.
  await page.locator('.ant-menu-item', { hasText: '项目焊接统计' }).click();
  await expect(page).toHaveURL(/#\/dataCenter\/PWProject/);
  const stats = (await shownPage(page)).locator('[data-widget="projects"]');
  const second = stats.locator('.ant-table-row').filter({ hasText: PROJECT_NAMES[1] });
  await expect(second).toBeVisible();
  await expect(second.locator('td').nth(1)).toHaveText(/^\d+$/);
  await expect(stats.locator('.ant-table-row').filter({ hasText: PROJECT_NAMES[2] })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/pipeCompany-02-projects.png`, fullPage: true });
  await second.click();
  await expect(page).toHaveURL(/#\/pipe\/weldData/);
  await expect(page.locator('.shell-header__project')).toContainText(PROJECT_NAMES[1]);
  await expect(page.locator('.ant-table-row:visible').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/pipeCompany-03-drilldown.png` });

  // On a phone the center fits the width.
  const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signIn(phone, 'zhangwei');
  await openAddress(phone, '/dataCenter/pipelineWelding');
  await expect(phone.locator('[data-widget="projectRates"] .ant-table-row').first()).toBeVisible();
  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: `${SHOTS}/pipeCompany-04-phone.png`, fullPage: true });
});
