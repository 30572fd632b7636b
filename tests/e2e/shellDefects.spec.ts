import { expect, test, type Page } from '@playwright/test';
import { formModal } from './support/form';
import { openAddress, openUserMenu, SHOTS, shownPage, signIn } from './support/session';

const tabBar = (page: Page) => page.locator('.shell-tab-bar');
const tab = (page: Page, title: string) => tabBar(page).locator('.ant-tabs-tab', { hasText: title });
const sider = (page: Page) => page.locator('.shell-sider');
const settingsDrawer = (page: Page) => page.locator('.settings-drawer');

/** Opens 系统设置 → a page of the side menu, and waits for it to be the one shown. */
async function openSystemPage(page: Page, title: string, url: RegExp) {
  await page.locator('[data-module="system"]').click();
  await expect(page).toHaveURL(/#\/isystem\/depart/);
  await sider(page).getByText(title, { exact: true }).click();
  await expect(page).toHaveURL(url);
  return shownPage(page);
}

test('系统设置: a theme colour reaches the links, 多页签模式 goes off and on, and the logo leads back to the workplace', async ({ page }) => {
  await signIn(page);
  const users = await openSystemPage(page, '用户管理', /#\/isystem\/user/);
  await expect(users.locator('.ant-table-row').first()).toBeVisible();

  await page.getByRole('button', { name: '系统设置' }).click();
  await settingsDrawer(page).getByRole('button', { name: '酱紫' }).click();
  await expect(page.locator('.ant-message')).toContainText('正在编译主题！');
  // The row actions (编辑 …) are links: they take the chosen colour, not antd's default blue.
  await expect(users.locator('.ant-table-row a').first()).toHaveCSS('color', 'rgb(114, 46, 209)');

  // 多页签模式 off: the tab bar goes, the current page stays on screen (no error page).
  const multipage = settingsDrawer(page).locator('[data-setting="multipage"]');
  await multipage.click();
  await expect(tabBar(page)).toHaveCount(0);
  await expect((await shownPage(page)).locator('.ant-table-row').first()).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  // And on again: the tab bar is back with the current page as its tab.
  await multipage.click();
  await expect(tab(page, '用户管理')).toHaveClass(/ant-tabs-tab-active/);
  await expect((await shownPage(page)).locator('.ant-table-row').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/shell-01-settings.png` });
  await settingsDrawer(page).locator('.ant-drawer-close').click();
  await expect(settingsDrawer(page)).toBeHidden();

  await sider(page).locator('.shell-sider__logo').click();
  await expect(page).toHaveURL(/#\/workplace\?back=1$/);
  await expect(page.locator('[data-module="system"]')).toBeVisible();
});

test('an open 新增 dialog leaves with its page on back and on a typed URL, and comes back with its tab', async ({ page }) => {
  await signIn(page);
  const users = await openSystemPage(page, '用户管理', /#\/isystem\/user/);
  await users.getByRole('button', { name: /新\s*增/ }).click();
  await expect(formModal(page)).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/#\/isystem\/depart/);
  await shownPage(page);
  await expect(page.locator('.ant-modal:visible')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/shell-02-dialog-after-back.png` });

  // The page kept its dialog: choosing its tab again shows it as it was left.
  await tab(page, '用户管理').click();
  await expect(formModal(page)).toBeVisible();

  await page.evaluate(() => {
    window.location.hash = '#/isystem/role';
  });
  await expect(tab(page, '角色管理')).toHaveClass(/ant-tabs-tab-active/);
  await shownPage(page);
  await expect(page.locator('.ant-modal:visible')).toHaveCount(0);
});

test('the error pages and /imosSdk.html answer pages of their own', async ({ page, request }) => {
  for (const [status, sentence] of [
    ['403', '抱歉，您无权访问该页面。'],
    ['404', '抱歉，您访问的页面不存在。'],
    ['500', '抱歉，服务器出错了。'],
  ]) {
    await page.goto(`/#/${status}`);
    await expect(page).toHaveURL(new RegExp(`#/${status}$`));
    await expect(page.locator('.ant-result-title')).toHaveText(status);
    await expect(page.locator('.ant-result-subtitle')).toHaveText(sentence);
    await expect(page).toHaveTitle(`${status} - 智慧工地综合管理平台`);
    await page.screenshot({ path: `${SHOTS}/shell-03-error-${status}.png` });
  }

  const sdk = await request.get('/imosSdk.html');
  expect(sdk.status()).toBe(200);
  expect(sdk.headers()['content-type']).toContain('text/html');
  await page.goto('/imosSdk.html');
  await expect(page.getByRole('heading', { name: '视频插件' })).toBeVisible();

  // Signed in, an error page is still its own page, not the 404.
  await signIn(page);
  await page.goto('/#/403');
  await expect(page.locator('.ant-result-subtitle')).toHaveText('抱歉，您无权访问该页面。');
  await page.getByRole('button', { name: '返回工作台' }).click();
  await expect(page).toHaveURL(/#\/workplace\?back=1$/);
});

test('below 1088px the side menu folds to 80px but stays a side menu with tabs', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await signIn(page);
  await expect(sider(page)).toBeVisible();
  await expect.poll(async () => (await sider(page).boundingBox())?.width).toBe(80);
  await expect(page.locator('.shell-drawer')).toHaveCount(0);
  await expect(tabBar(page)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/shell-04-narrow-sider.png` });

  // The toggle still opens it there; a wide window brings back the stored choice (open).
  await page.locator('.shell-header__trigger').click();
  await expect.poll(async () => (await sider(page).boundingBox())?.width).toBe(208);
  await page.locator('.shell-header__trigger').click();
  await expect.poll(async () => (await sider(page).boundingBox())?.width).toBe(80);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect.poll(async () => (await sider(page).boundingBox())?.width).toBe(208);
  await page.setViewportSize({ width: 1087, height: 800 });
  await expect.poll(async () => (await sider(page).boundingBox())?.width).toBe(80);
});

test('a page left while its code is still loading keeps its tab, and opens from it; a drill-down keeps its query', async ({ page }) => {
  await signIn(page);
  // The dashboard renderer's chunk is held back until the user has already gone elsewhere.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/DashboardPage-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await openUserMenu(page, '分析页');
  await expect(page).toHaveURL(/#\/dashboard\/analysis$/);
  await openAddress(page, '/isystem/role');
  await expect(tab(page, '角色管理')).toHaveClass(/ant-tabs-tab-active/);
  await expect(tab(page, '分析页')).toBeVisible();

  release();
  await tab(page, '分析页').click();
  await expect(page).toHaveURL(/#\/dashboard\/analysis$/);
  const analysis = await shownPage(page);
  await expect(analysis.locator('[data-widget="safetyToRectify"]')).toBeVisible();
  await page.mouse.move(700, 700); // the user menu, opened on hover, closes
  await expect(page.locator('.ant-dropdown-menu:visible')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/shell-05-tab-of-page-left-loading.png` });

  // A list opened with a query reads its own tab's query as it mounts (the tab is opened before the router's state moves on).
  const users = await openAddress(page, '/isystem/user?phone=13900000009');
  await expect(users.locator('.list-filter-alert')).toContainText('13900000009');
});
