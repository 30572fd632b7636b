import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { acceptLoginChoice } from './loginChoice';

/** The password the e2e server gives admin and the demo accounts (playwright.config.ts). */
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'E2e@Admin2026';
export const SHOTS = 'tests/e2e/screenshots';

/** Signs in on the login page as a person does (the first department and tenant when asked) and waits for the workplace. */
export async function signIn(page: Page, username = 'admin', password = ADMIN_PASSWORD): Promise<void> {
  await page.goto('/');
  await expect(page).toHaveURL(/#\/user\/login/);
  await page.getByPlaceholder('请输入帐户名').fill(username);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await acceptLoginChoice(page);
  await expect(page).toHaveURL(/#\/workplace/);
}

/**
 * Waits until the page of the current URL is the one shown, and answers its pane. Navigation
 * renders in a React transition: the URL changes at once, but the previous page stays on screen
 * until the next one is ready, so a locator resolved in between would hold the old page's element.
 */
export async function shownPage(page: Page): Promise<Locator> {
  const pane = page.locator(`[data-page="${new URL(page.url()).hash.slice(1)}"]`);
  await expect(pane).toBeVisible();
  return pane;
}

/**
 * Chooses a project in the administrator's header picker and waits until the header shows it. On a
 * loaded machine a click can land while the dropdown is still opening and be lost: then it is chosen again.
 */
export async function chooseProject(page: Page, name: string): Promise<void> {
  const picker = page.locator('.shell-header__project-picker');
  await expect(async () => {
    await picker.click();
    await page.locator('.ant-select-tree-node-content-wrapper', { hasText: name }).click({ timeout: 5_000 });
    await expect(picker).toContainText(name, { timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
}

/** Signed in as admin with 宁波石化二期项目 chosen, opens a screen of a module from the launcher and the side menu. */
export async function openScreenAsAdmin(page: Page, moduleKey: string, title: string): Promise<void> {
  await signIn(page);
  await chooseProject(page, '宁波石化二期项目');
  await openModuleScreen(page, moduleKey, title);
}

/**
 * From the launcher, opens a module and then one of its screens by the header's menu search, as a
 * person who knows the page's name does: the module opens its own first page, and the group that
 * holds the screen may be closed (a closed group's items are not even rendered).
 */
export async function openModuleScreen(page: Page, moduleKey: string, title: string): Promise<void> {
  await page.locator(`[data-module="${moduleKey}"]`).click();
  await expect(page).not.toHaveURL(/#\/workplace/, { timeout: 15_000 });
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: title }).first();
  await expect(async () => {
    if (!(await option.isVisible())) {
      await page.locator('.shell-header__search').click();
      await page.locator('.shell-header__search input').fill(title);
    }
    await option.click({ timeout: 2_000 });
    // The tab bar's active tab comes first; a flow list has quick tabs of its own below it.
    await expect(page.locator('.ant-tabs-tab-active').first()).toContainText(title, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await shownPage(page);
}

/** A browser context of its own (another device), signed in as `username` and on the workplace. */
export async function signedInPage(browser: Browser, username: string, password = ADMIN_PASSWORD, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext(viewport ? { viewport } : {})).newPage();
  await signIn(page, username, password);
  return page;
}

/**
 * Opens an item of the header's user menu (it opens on hover; a click during its animation is retried).
 * `opens`, what the item shows (a dialog), is awaited in the retry too: a click that lands while the menu
 * still slides in can pass without reaching the item.
 */
export async function openUserMenu(page: Page, item: string, opens?: Locator): Promise<void> {
  await expect(async () => {
    await page.locator('.shell-header__user').hover();
    await page.locator('.ant-dropdown-menu-item', { hasText: item }).click({ timeout: 3_000 });
    if (opens) await expect(opens).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** Signs out through the user menu and its confirm, waiting for the reload that logout does. */
export async function signOut(page: Page): Promise<void> {
  // The user menu opens on hover; a click landing while it still opens is lost, so the confirm is awaited and the menu used again.
  await expect(async () => {
    await page.locator('.shell-header__user').hover();
    await page.locator('.ant-dropdown-menu-item', { hasText: '退出登录' }).click({ timeout: 5_000 });
    await expect(page.locator('.ant-modal-confirm')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
  // Logout reloads the page. A click landing while the confirm still zooms in is lost too: 确定 is
  // clicked again for as long as the confirm stays and the reload has not come.
  let reloaded = false;
  page.once('load', () => (reloaded = true));
  const confirm = page.locator('.ant-modal-confirm');
  await expect(async () => {
    if (!reloaded && (await confirm.isVisible())) await confirm.getByRole('button', { name: /确\s*定/ }).click({ timeout: 3_000 });
    expect(reloaded).toBe(true);
  }).toPass({ timeout: 45_000 });
  await expect(page).toHaveURL(/#\/user\/login/);
}

/**
 * Opens a route as a typed address, a bookmark or a message's link would (the app routes by the
 * hash); returns the page shown. Just after signing in the app may still be settling on 工作台 and
 * take the address back: then it is typed again.
 */
export async function openAddress(page: Page, path: string): Promise<Locator> {
  await expect(async () => {
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, path);
    await expect(page.locator(`[data-page="${path}"]`)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  return shownPage(page);
}

/**
 * Opens a side-menu item inside a menu group, as a person does, and answers the page it shows. A
 * group opens with an animation and may still be closing from a click a moment before: retried.
 */
export async function openMenu(page: Page, group: string, title: string, path: RegExp): Promise<Locator> {
  const groupTitle = page.locator('.ant-menu-submenu-title').filter({ has: page.getByText(group, { exact: true }) });
  const item = page
    .locator('.ant-menu-item')
    .filter({ has: page.getByText(title, { exact: true }) })
    .first();
  // The URL is part of the retry: a click on the item while the menu re-renders (a permission reload) can be lost.
  await expect(async () => {
    if (!(await item.isVisible())) await groupTitle.click();
    await item.click({ timeout: 2_000 });
    await expect(page).toHaveURL(path, { timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
  return shownPage(page);
}

/** A record's row, or its card on a phone, in a page or a pane. */
export const recordOf = (scope: Page | Locator, text: string): Locator =>
  scope.locator('.ant-table-row:visible, .list-cards .ant-card:visible').filter({ hasText: text });

/** How far the page scrolls sideways (0 when it fits the screen: a phone layout must not scroll sideways). */
export const sidewaysOverflow = (page: Page): Promise<number> => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The signed-in session's token, user id and project, as the web app keeps them (to call the real API as that person's app would). */
export async function storedSession(page: Page): Promise<{ token: string; userId: string; projectId: string }> {
  return page.evaluate(() => {
    const read = (key: string, field: string) => new RegExp(`"${field}":"([^"]+)"`).exec(window.localStorage.getItem(key) ?? '')?.[1] ?? '';
    return { token: read('pro__session', 'token'), userId: read('pro__session', 'id'), projectId: read('pro__project', 'projectId') };
  });
}
