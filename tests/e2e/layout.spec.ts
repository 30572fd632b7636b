import { expect, test, type Page } from '@playwright/test';
import { openMenu, SHOTS, shownPage, signIn } from './support/session';

const tabBar = (page: Page) => page.locator('.shell-tab-bar');
const tab = (page: Page, title: string) => tabBar(page).locator('.ant-tabs-tab', { hasText: title });
const tabTitles = (page: Page) => tabBar(page).locator('.ant-tabs-tab').allInnerTexts();
const sideMenu = (page: Page) => page.locator('.shell-sider .shell-menu');

/** Clicks through the side menu (a page, or a group then its page) and waits for the page's tab. */
async function openFromMenu(page: Page, titles: [string] | [string, string], url: RegExp) {
  if (titles.length === 2) await openMenu(page, titles[0], titles[1], url);
  else await sideMenu(page).getByText(titles[0], { exact: true }).click();
  await expect(page).toHaveURL(url);
  await expect(tab(page, titles[titles.length - 1])).toHaveClass(/ant-tabs-tab-active/);
  await shownPage(page);
}

async function tabAction(page: Page, title: string, action: string) {
  const item = page.locator('.ant-dropdown:visible .ant-dropdown-menu-item', { hasText: action });
  // A second right-click while the menu is still opening would close it again: click only when it is not open.
  // A click while the menu still moves can land beside it and close it: then it is opened and clicked again.
  await expect(async () => {
    if (!(await item.isVisible())) await tab(page, title).locator('span', { hasText: title }).click({ button: 'right' });
    // Long enough for the menu's opening animation on a loaded machine, so the retry is not that second right-click.
    await expect(item).toBeVisible({ timeout: 10_000 });
    await item.click({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.locator('.ant-dropdown:visible')).toHaveCount(0);
}

test('the tab bar opens a tab per page and its right-click menu closes the others', async ({ page }) => {
  await signIn(page);
  await page.locator('[data-module="system"]').click();
  await expect(page).toHaveURL(/#\/isystem\/depart/);
  // A person sees 部门管理 before moving on (a page left while it is still loading never gets its tab).
  await expect(tab(page, '部门管理')).toHaveClass(/ant-tabs-tab-active/);
  await shownPage(page);
  await openFromMenu(page, ['用户管理'], /#\/isystem\/user/);
  await openFromMenu(page, ['角色管理'], /#\/isystem\/role/);
  await openFromMenu(page, ['数据', '数据字典'], /#\/isystem\/dict/);
  await expect.poll(() => tabTitles(page)).toEqual(['首页', '部门管理', '用户管理', '角色管理', '数据字典']);
  await expect(page).toHaveTitle('数据字典 - 智慧工地综合管理平台');
  await expect(page.locator('.shell-breadcrumb')).toContainText('系统设置');
  await expect(page.locator('.shell-breadcrumb')).toContainText('数据字典');
  await expect(sideMenu(page).locator('.ant-menu-item-selected')).toHaveText('数据字典');

  // 首页 cannot be closed.
  await tab(page, '首页').locator('.ant-tabs-tab-remove').click();
  await expect(page.locator('.ant-message')).toContainText('首页不能关闭!');
  await page.screenshot({ path: `${SHOTS}/layout-01-tabs.png` });

  // 关闭左侧 keeps 首页, the chosen tab and those on its right; the chosen tab becomes active.
  await tabAction(page, '用户管理', '关闭左侧');
  await expect.poll(() => tabTitles(page)).toEqual(['首页', '用户管理', '角色管理', '数据字典']);
  await expect(page).toHaveURL(/#\/isystem\/user/);
  const closedNames = await page.evaluate(() => window.localStorage.getItem('pro__cached_included_routes'));
  expect(closedNames).not.toContain('isystem-depart');

  await tabAction(page, '角色管理', '关闭右侧');
  await expect.poll(() => tabTitles(page)).toEqual(['首页', '用户管理', '角色管理']);

  await tabAction(page, '角色管理', '关闭其他');
  await expect.poll(() => tabTitles(page)).toEqual(['首页', '角色管理']);
  await expect(page).toHaveURL(/#\/isystem\/role/);

  // 刷新 reloads the page of the tab, which stays open.
  await tabAction(page, '角色管理', '刷新');
  await expect(page.locator('.ant-table')).toBeVisible();

  // Closing the active tab activates its neighbour.
  await tab(page, '角色管理').locator('.ant-tabs-tab-remove').click();
  await expect(page).toHaveURL(/#\/workplace/);
  await expect.poll(() => tabTitles(page)).toEqual(['首页']);
  await expect(page).toHaveTitle('智慧工地综合管理平台');
  await page.screenshot({ path: `${SHOTS}/layout-02-tabs-closed.png` });
});

test('settings of 系统设置 apply at once and survive a reload', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: '系统设置' }).click();
  const drawer = page.locator('.settings-drawer');
  await expect(drawer.locator('.ant-drawer-title')).toHaveText('系统设置');
  await drawer.getByRole('button', { name: '薄暮' }).click();
  await expect(page.locator('.ant-message')).toContainText('正在编译主题！');
  await drawer.getByText('顶部栏导航').click();
  await expect(page.locator('.shell-header .ant-menu-horizontal')).toBeVisible();
  await expect(page.locator('.shell-sider')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/layout-03-settings.png` });

  await page.reload();
  await expect(page.locator('.shell-header .ant-menu-horizontal')).toBeVisible();
  await expect(page.locator('.shell-sider')).toHaveCount(0);
  await page.locator('[data-module="system"]').click();
  await expect(page).toHaveURL(/#\/isystem\/depart/);
  const addButton = page.locator('.ant-btn-primary').first();
  await expect(addButton).toHaveCSS('background-color', 'rgb(245, 34, 45)');
  await page.screenshot({ path: `${SHOTS}/layout-04-topmenu-after-reload.png` });
});

test('the menu search opens the screen chosen', async ({ page }) => {
  await signIn(page);
  await page.locator('.shell-header__search').click();
  await page.keyboard.type('字典');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '数据字典' }).click();
  await expect(page).toHaveURL(/#\/isystem\/dict/);
  await expect(tab(page, '数据字典')).toHaveClass(/ant-tabs-tab-active/);
  await expect(page.locator('.ant-table')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/layout-05-search.png` });
});

test('an administrator clears the dictionary cache', async ({ page }) => {
  await signIn(page);
  await page.locator('.shell-header__user').hover();
  await page.locator('.ant-dropdown-menu-item', { hasText: '清理缓存' }).click();
  await expect(page.locator('.ant-message')).toContainText('刷新缓存完成！');
  await page.screenshot({ path: `${SHOTS}/layout-06-clear-cache.png` });
});

test('on a phone the side menu is a drawer that closes when an entry is chosen, and there are no tabs', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page);
  await expect(page.locator('.shell-sider')).toHaveCount(0);
  // The top bar keeps its icons and drops the name, so it never pushes the page sideways.
  await expect(page.locator('.shell-header__user-name')).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(tabBar(page)).toHaveCount(0);
  await page.locator('.shell-header__trigger').click();
  const drawer = page.locator('.shell-drawer');
  await expect(drawer).toBeVisible();
  expect((await drawer.boundingBox())?.width).toBeCloseTo(200, 1);
  await page.waitForTimeout(500); // let the drawer finish sliding in for the screenshot
  await page.screenshot({ path: `${SHOTS}/layout-07-mobile-drawer.png` });
  await drawer.getByText('系统设置', { exact: true }).click();
  await drawer.getByText('组织与权限', { exact: true }).click();
  await drawer.getByText('部门管理', { exact: true }).click();
  await expect(page).toHaveURL(/#\/isystem\/depart/);
  await expect(drawer).toBeHidden();
  await expect(tabBar(page)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/layout-08-mobile-page.png` });
});
