import { expect, test, type Page } from '@playwright/test';
import { addProjectManager } from './support/accounts';
import { acceptLoginChoice } from './support/loginChoice';
import { openModuleScreen } from './support/session';

// Demo users share the administrator's password (runtime/server/seed/seedAccounts.ts).
const PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'E2e@Admin2026';
const SHOTS = 'tests/e2e/screenshots';
const NINGBO = '宁波石化二期项目';
const LIANYUNGANG = '连云港炼化一体化项目';
const HUIZHOU = '惠州乙烯装置项目';

async function signIn(page: Page, username: string) {
  await page.goto('/');
  await expect(page).toHaveURL(/#\/user\/login/);
  await page.getByPlaceholder('请输入帐户名').fill(username);
  await page.getByPlaceholder('请输入密码').fill(PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await acceptLoginChoice(page);
  await expect(page).toHaveURL(/#\/workplace/);
}

async function chooseProject(page: Page, name: string) {
  await page.locator('.shell-header__project-picker').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper', { hasText: name }).click();
  await expect(page.locator('.shell-header__project-picker')).toContainText(name);
}

async function openRoster(page: Page) {
  await openModuleScreen(page, 'labour', '花名册');
  await expect(page).toHaveURL(/#\/labour\/worker/);
  await expect(roster(page).locator('.ant-table-row').first()).toBeVisible();
}

/** The roster page shown (劳务首页 stays open in its tab, with tables of its own). */
const roster = (page: Page) => page.locator('.screen-list-page:visible');

/** The menu copy saved at login; logout reloads the page, so a read during that navigation is retried. */
const savedLoginMenu = (page: Page) => page.evaluate(() => window.localStorage.getItem('pro__login_menu')).catch(() => 'navigating');

async function signOut(page: Page) {
  await page.locator('.shell-header__user').click();
  await page.getByText('退出登录').click();
  // Logout reloads the page on the login route; wait for that reload before going anywhere.
  const reloaded = page.waitForEvent('load');
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await reloaded;
  await expect(page).toHaveURL(/#\/user\/login/);
}

const total = (page: Page) => roster(page).locator('.ant-pagination-total-text');
const rowOf = (page: Page, idCode: string) => roster(page).locator('.ant-table-row', { hasText: idCode });

/** Name and ID number of the first roster row, read through the column headers as a person would. */
async function firstWorker(page: Page): Promise<{ name: string; idCode: string }> {
  const headers = await roster(page).locator('.ant-table-thead th').allInnerTexts();
  const cells = roster(page).locator('.ant-table-row').first().locator('td');
  const name = (await cells.nth(headers.findIndex((text) => text.trim() === '姓名')).innerText()).trim();
  const idCode = (await cells.nth(headers.findIndex((text) => text.trim() === '身份证号码')).innerText()).trim();
  return { name, idCode };
}

test('switching the project in the header reloads the roster with that project’s workers', async ({ page }) => {
  await signIn(page, 'admin');
  await chooseProject(page, NINGBO);
  await openRoster(page);

  const worker = await firstWorker(page);
  expect(worker.name).not.toBe('');
  await expect(rowOf(page, worker.idCode)).toContainText(worker.name);
  await expect(total(page)).toHaveText(/^共 \d+ 条$/);
  const ningboTotal = (await total(page).innerText()).trim();
  await page.screenshot({ path: `${SHOTS}/project-switch-01-ningbo.png` });

  // Another project: the list reloads by itself, with another total and without that worker.
  await chooseProject(page, LIANYUNGANG);
  await expect(total(page)).not.toHaveText(ningboTotal);
  await expect(total(page)).toHaveText(/^共 \d+ 条$/);
  await expect(roster(page).locator('.ant-table-row').first()).toBeVisible();
  await expect(rowOf(page, worker.idCode)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/project-switch-02-lianyungang.png` });

  // And back: the worker is there again.
  await chooseProject(page, NINGBO);
  await expect(total(page)).toHaveText(ningboTotal);
  await expect(rowOf(page, worker.idCode)).toContainText(worker.name);
});

test("a project manager (in 张伟's projects and roles) sees only the projects he belongs to", async ({ page }) => {
  // The admin's count for 宁波石化二期项目, to compare with what 张伟 sees.
  await signIn(page, 'admin');
  await chooseProject(page, NINGBO);
  await openRoster(page);
  const ningboTotal = (await total(page).innerText()).trim();
  const manager = `jingli${Date.now() % 1_000_000}`;
  await addProjectManager(page, manager, PASSWORD);
  await signOut(page);
  await expect.poll(() => savedLoginMenu(page)).toBeNull();

  const projectTree = page.waitForResponse((response) => response.url().includes('/sys/sysDepart/queryTreeProjectList'));
  await signIn(page, manager);
  const tree = JSON.stringify((await (await projectTree).json()).result);
  expect(tree).toContain(NINGBO);
  expect(tree).toContain(LIANYUNGANG);
  expect(tree).not.toContain(HUIZHOU);

  // No picker for him: the short name of his first project, and its workers.
  await expect(page.locator('.shell-header__project-picker')).toHaveCount(0);
  await expect(page.locator('.shell-header__project')).toHaveText('宁波二期');
  await openRoster(page);
  await expect(total(page)).toHaveText(ningboTotal);
  await page.screenshot({ path: `${SHOTS}/project-switch-03-manager.png` });

  // His side menu comes from the menu saved at login: the groups of 劳务管理; logout forgets it.
  await expect.poll(() => savedLoginMenu(page)).toContain('花名册');
  await expect(page.locator('.shell-sider .shell-menu')).toContainText('人员管理');
  await expect(page.locator('.shell-sider .shell-menu')).not.toContainText('系统设置');
  await signOut(page);
  await expect.poll(() => savedLoginMenu(page)).toBeNull();
});
