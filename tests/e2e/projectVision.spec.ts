import { expect, test, type Locator, type Page } from '@playwright/test';
import { addProjectManager } from './support/accounts';
import { chooseOption, fillField, formModal, openAddForm, saveForm, typeDate } from './support/form';
import { openModuleScreen, recordOf, signedInPage, signIn } from './support/session';

const WALL = { width: 1920, height: 1080 };
const SHOTS = '/tmp';

const kpi = (wall: Page, widget: string) => wall.locator(`[data-widget="${widget}"] .ant-statistic-content-value`);
const figure = async (wall: Page, widget: string) => Number((await kpi(wall, widget).innerText()).replace(/,/g, ''));
const playedSeconds = (video: Locator) => video.evaluate((element) => (element as HTMLVideoElement).currentTime);

/** How far the window scrolls either way (0 and 0 when the canvas fits it). */
const overflow = (page: Page) =>
  page.evaluate(() => ({
    sideways: document.documentElement.scrollWidth - window.innerWidth,
    down: document.documentElement.scrollHeight - window.innerHeight,
  }));

test('a project manager puts 项目大屏 on the wall: live demo figures, video, a new hidden danger shows up without reload, the pages cycle, it fits any window', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const username = `wall${stamp}`;
  const password = `Wall#${stamp}A1`;
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin);
  await addProjectManager(admin, username, password, '大屏项目经理');

  // Without signing in the address leads to the sign-in page.
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto('/#/projectVision');
  await expect(stranger).toHaveURL(/#\/user\/login/);

  // The wall: 数据决策中心 from the launcher, then 项目大屏 in its menu.
  // The manager's first project (宁波石化二期项目, 宁波二期 in the header) is the current one.
  const wall = await signedInPage(browser, username, password, WALL);
  await expect(wall.getByText(/当前项目：宁波/)).toBeVisible();
  await wall.locator('[data-module="dataCenter"]').click();
  const group = wall.locator('.ant-menu-submenu-title').filter({ has: wall.getByText('数据中心', { exact: true }) });
  const item = wall.locator('.ant-menu-item').filter({ has: wall.getByText('项目大屏', { exact: true }) });
  await expect(async () => {
    if (!(await item.isVisible())) await group.click();
    await item.click({ timeout: 2_000 });
    await expect(wall).toHaveURL(/#\/projectVision$/, { timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
  // Outside the shell: no side menu, no tabs; the title names the project.
  await expect(wall.locator('.big-screen-page')).toBeVisible();
  await expect(wall.locator('.shell-tab-bar, .shell-sider')).toHaveCount(0);
  await expect(wall.locator('.big-screen-page__header h1')).toHaveText(/^宁波.* · 项目大屏$/);
  await expect(wall.locator('.big-screen-page__clock')).toHaveText(/\d{2}:\d{2}:\d{2}/);

  // Every panel shows the demo project's figures.
  for (const widget of ['progress', 'onSite', 'pm25', 'noise', 'openDangers', 'openQuality']) await expect(kpi(wall, widget)).toHaveText(/^[\d,.]+$/);
  expect(await figure(wall, 'openDangers')).toBeGreaterThan(0);
  expect(await figure(wall, 'openQuality')).toBeGreaterThan(0);
  // 今日在场人数 counts today's gate entries: before the morning shift (the suite may run at any hour) it is 0.
  for (const widget of ['schedule', 'dust', 'byTrade', 'material', 'qualityByType'])
    await expect(wall.locator(`[data-widget="${widget}"] canvas`).first()).toBeVisible();
  await expect(wall.locator('[data-widget="latestDangers"] .dashboard-records-rows li').first()).toBeVisible();

  // A camera plays.
  const video = wall.locator('[data-widget="cameras"] video').first();
  await expect(video).toBeVisible();
  await expect.poll(() => playedSeconds(video), { timeout: 30_000 }).toBeGreaterThan(0.5);
  const played = await playedSeconds(video);
  await expect.poll(() => playedSeconds(video), { timeout: 15_000 }).toBeGreaterThan(played + 0.5);
  await wall.waitForTimeout(800); // the charts' entry animation
  await wall.screenshot({ path: `${SHOTS}/hB-projectVision-1920.png` });

  // Paused, the wall stays on this page while the manager works at a desk.
  await wall.getByRole('button', { name: /暂停轮播/ }).click();
  await expect(wall.getByRole('button', { name: /继续轮播/ })).toBeVisible();

  // At a desk, the same manager raises a hidden danger through 安全巡检's form.
  await wall.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const open = await figure(wall, 'openDangers');
  const describe = `塔吊基础积水${stamp}`;
  const desk = await signedInPage(browser, username, password);
  await openModuleScreen(desk, 'safety', '安全巡检');
  await openAddForm(desk);
  await fillField(desk, '检查区域', '2号塔吊基础');
  await chooseOption(desk, '问题级别', '一般');
  await fillField(desk, '问题描述', describe);
  await typeDate(formModal(desk), '整改期限', '2030-12-31');
  await chooseOption(desk, '整改人', '周杰');
  await saveForm(desk, /添加成功/);
  await expect(recordOf(desk, describe)).toContainText('待整改');

  // The wall counts it and lists it first, without being reloaded.
  await expect(kpi(wall, 'openDangers')).toHaveText(String(open + 1), { timeout: 20_000 });
  await expect(wall.locator('[data-widget="latestDangers"] .dashboard-records-rows').first().locator('li').first()).toContainText(describe);
  expect(await wall.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // Going on, the carousel moves to 安全质量 after its 30 seconds.
  await expect(wall.locator('[data-dashboard="dataCenter.projectVision"]')).toBeVisible();
  await wall.getByRole('button', { name: /继续轮播/ }).click();
  await expect(wall.locator('[data-dashboard="dataCenter.projectVisionSafety"]')).toBeVisible({ timeout: 45_000 });
  await expect(wall.locator('.big-screen-page__header h1')).toHaveText(/^宁波.* · 项目大屏 · 安全质量$/);
  await expect(kpi(wall, 'overdue')).toHaveText(/^\d+$/);
  await expect(wall.locator('[data-widget="latestQuality"] .dashboard-records-rows li').first()).toBeVisible();
  await wall.getByRole('button', { name: /暂停轮播/ }).click();
  await wall.waitForTimeout(800);
  await wall.screenshot({ path: `${SHOTS}/hB-projectVision-safety-1920.png` });

  // A smaller window: the whole canvas scaled down, nothing to scroll.
  await wall.locator('.big-screen-page__dots button').first().click();
  await expect(wall.locator('[data-dashboard="dataCenter.projectVision"]')).toBeVisible();
  await wall.setViewportSize({ width: 1280, height: 720 });
  await expect.poll(async () => Math.round((await wall.locator('.big-screen-page__canvas').boundingBox())!.width)).toBe(1280);
  expect(await overflow(wall)).toEqual({ sideways: 0, down: 0 });
  await wall.waitForTimeout(800);
  await wall.screenshot({ path: `${SHOTS}/hB-projectVision-1280.png` });
  // A window of another shape: the canvas keeps its 16:9, centred.
  await wall.setViewportSize({ width: 1024, height: 900 });
  await expect.poll(async () => Math.round((await wall.locator('.big-screen-page__canvas').boundingBox())!.height)).toBe(576);
  expect(await overflow(wall)).toEqual({ sideways: 0, down: 0 });
});
