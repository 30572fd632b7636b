import { expect, test, type Page } from '@playwright/test';
import { chooseProject, shownPage, signIn, SHOTS, storedSession } from './support/session';

const PROJECT = '宁波石化二期项目';
const AREA = 'E2E看板区';

/** Raises hidden dangers through the real API, as an inspector's phone would: two 重大 and one 一般 in one area. */
async function raiseDangers(page: Page): Promise<void> {
  const { token, userId, projectId } = await storedSession(page);
  for (const problemGrade of ['3', '3', '1']) {
    const answer = await page.request.post('/api/safety/inspection/add', {
      headers: { 'X-Access-Token': token, projectId },
      data: { areaName: AREA, problemGrade, safetyDescribe: '脚手架连墙件缺失', safetyDeadline: '2099-12-31', rectifyId: userId, reviewId: userId },
    });
    expect((await answer.json()).success, await answer.text()).toBe(true);
  }
}

test('安全首页 shows KPIs and charts, and a click on a pie slice opens 安全巡检 filtered to that grade', async ({ page }) => {
  await signIn(page);
  await chooseProject(page, PROJECT);
  await raiseDangers(page);

  await page.locator('[data-module="safety"]').click();
  await expect(page).toHaveURL(/#\/safety\/index/);
  const pane = await shownPage(page);
  const open = pane.locator('[data-widget="open"]');
  await expect(open.locator('.ant-statistic-content-value')).toHaveText(/^\d+$/);
  expect(Number(await open.locator('.ant-statistic-content-value').innerText())).toBeGreaterThanOrEqual(3);
  await expect(pane.locator('[data-widget="rate"] .ant-statistic-content-suffix')).toHaveText('%');
  const pie = pane.locator('[data-widget="byGrade"] canvas');
  await expect(pie).toBeVisible();
  await expect(pane.locator('[data-widget="perWeek"] canvas')).toBeVisible();
  await expect(pane.locator('[data-widget="topArea"]')).toContainText(AREA);
  await page.waitForTimeout(800); // the charts' entry animation
  await page.screenshot({ path: `${SHOTS}/dashboard-safety-desktop.png`, fullPage: true });

  // The pointer goes round the ring (centred at 50% / 56%, radii 38–68% of half its shorter side)
  // until the tooltip names 重大, and clicks there, as a person finds a slice.
  const box = (await pie.boundingBox())!;
  const radius = (Math.min(box.width, box.height) / 2) * 0.53;
  const tooltip = pane.locator('[data-widget="byGrade"]').getByText(/^重大：/);
  let found = false;
  for (let step = 0; step < 48 && !found; step += 1) {
    const angle = (step / 48) * 2 * Math.PI;
    await page.mouse.move(box.x + box.width / 2 + radius * Math.sin(angle), box.y + box.height * 0.56 - radius * Math.cos(angle));
    found = await tooltip.isVisible({ timeout: 150 }).catch(() => false);
    if (!found) await page.waitForTimeout(100);
  }
  expect(found, 'a point of the ring in the 重大 slice').toBe(true);
  await page.mouse.down();
  await page.mouse.up();

  await expect(page).toHaveURL(/#\/safety\/inspection\?/);
  const query = new URLSearchParams(new URL(page.url()).hash.split('?')[1]);
  expect(query.get('problemGrade')).toBe('3');
  expect(query.get('status')).toBe('1,2,4,5');
  const list = await shownPage(page);
  const rows = list.locator('.ant-table-row');
  await expect(rows.filter({ hasText: AREA }).first()).toBeVisible();
  for (const text of await rows.allInnerTexts()) expect(text).toContain('重大');
});

test('安全首页 fits a phone: one widget per row, no sideways scrolling of the dashboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page);
  await chooseProject(page, PROJECT);
  await page.goto('/#/safety/index');
  const pane = await shownPage(page);
  await expect(pane.locator('[data-widget="byGrade"] canvas')).toBeVisible();
  const widths = await pane.locator('.dashboard-widget').evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().width));
  expect(Math.min(...widths)).toBeGreaterThan(300);
  // The dashboard itself never scrolls sideways (the shell's header is the layout's business).
  expect(await pane.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  const rights = await pane.locator('.dashboard-widget').evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().right));
  expect(Math.max(...rights)).toBeLessThanOrEqual(375);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${SHOTS}/dashboard-safety-phone.png`, fullPage: true });

  // Turned into a wide window, the charts are drawn again at their cards' new width.
  const chartBox = pane.locator('[data-widget="byGrade"] .ant-card-body');
  const canvas = chartBox.locator('canvas');
  const phoneWidth = (await canvas.boundingBox())!.width;
  await page.setViewportSize({ width: 1600, height: 900 });
  await expect.poll(async () => Math.abs((await chartBox.boundingBox())!.width - phoneWidth)).toBeGreaterThan(40);
  const fills = async () => {
    const [box, drawn] = await Promise.all([
      chartBox.evaluate((element) => element.clientWidth - 2 * parseFloat(getComputedStyle(element).paddingLeft)),
      canvas.boundingBox(),
    ]);
    return Math.abs(box - drawn!.width);
  };
  await expect.poll(fills).toBeLessThan(3);
});

test('质量首页 shows the demo months of quality issues, and a contractor in its ranking opens 质量巡检 for that contractor', async ({ page }) => {
  await signIn(page);
  await chooseProject(page, PROJECT);
  await page.locator('[data-module="quality"]').click();
  await expect(page).toHaveURL(/#\/quality\/index/);
  const pane = await shownPage(page);
  // 未关闭 counts every open issue whatever the period: the seeded history spans months.
  await expect(pane.locator('[data-widget="open"] .ant-statistic-content-value')).toHaveText(/^[1-9]\d*$/);
  await expect(pane.locator('[data-widget="perWeek"] canvas')).toBeVisible();
  await expect(pane.locator('[data-widget="byType"] canvas')).toBeVisible();
  await expect(pane.locator('[data-widget="materialPass"] canvas')).toBeVisible();
  await pane.getByText('本年', { exact: true }).click();
  const contractors = pane.locator('[data-widget="topContractor"] .dashboard-ranking-name');
  await expect(contractors.first()).toBeVisible();
  await expect(pane.locator('[data-widget="materials"] .ant-table-row').first()).toBeVisible();
  await page.waitForTimeout(800); // the charts' entry animation
  await page.screenshot({ path: `${SHOTS}/dashboard-quality-desktop.png`, fullPage: true });

  const contractor = await contractors.first().innerText();
  await contractors.first().click();
  await expect(page).toHaveURL(/#\/quality\/inspection\?/);
  const list = await shownPage(page);
  const rows = list.locator('.ant-table-row');
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allInnerTexts()) expect(text).toContain(contractor);
});
