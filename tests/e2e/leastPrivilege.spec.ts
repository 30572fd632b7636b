import { expect, test, type Page } from '@playwright/test';
import { openModuleScreen, SHOTS, signIn, signOut } from './support/session';

/** The dictionaries kept in the browser (runtime/web/stores/dictStore.ts); logout reloads, so a read during that navigation is retried. */
const dictCache = (page: Page) => page.evaluate(() => window.localStorage.getItem('pro__dict_cache')).catch(() => 'navigating');

test('the read-only user sees only her modules, reads without write buttons, and logout forgets the dictionaries', async ({ page }) => {
  await signIn(page, 'wangfang');

  // The launcher: the modules of her menu (数据决策中心 with her project's figures) and the two 暂未开放 ones, no 系统设置.
  const cards = page.locator('.workplace__grid [data-module]');
  await expect(cards).toHaveCount(12);
  expect(await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-module')))).toEqual([
    'labour',
    'material',
    'construction',
    'safety',
    'technology',
    'quality',
    'smartProject',
    'specialDevice',
    'pipe',
    'digitalDelivery',
    'project',
    'dataCenter',
  ]);
  await expect(page.locator('[data-module="specialDevice"]')).toContainText('暂未开放');
  await page.screenshot({ path: `${SHOTS}/least-privilege-01-launcher.png` });

  // Her roster: rows with their dictionary texts, and no button that writes.
  await openModuleScreen(page, 'labour', '花名册');
  await expect(page).toHaveURL(/#\/labour\/worker/);
  await expect(page.locator('.screen-list-page:visible .ant-table-row').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /新\s*增/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /导\s*入/ })).toHaveCount(0);
  await expect(page.locator('.shell-sider .shell-menu')).not.toContainText('系统设置');
  await expect.poll(() => dictCache(page)).toContain('items');

  await signOut(page);
  await expect.poll(() => dictCache(page)).toBeNull();
});
