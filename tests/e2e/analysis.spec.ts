import { expect, test, type Page } from '@playwright/test';
import { addAccountLike } from './support/accounts';
import { openAddress, openUserMenu, SHOTS, shownPage, sidewaysOverflow, signedInPage, signIn, storedSession } from './support/session';

const USERNAME = 'e2e_analysis';
const PASSWORD = 'E2e@Analysis2026';
const DESCRIBE = '分析页：临边防护缺失';

const kpiValue = (page: Page, widget: string) => page.locator(`[data-page="/dashboard/analysis"] [data-widget="${widget}"] .ant-statistic-content-value`);

test('分析页: a safety officer raises an issue for himself, sees it among his to-dos and opens exactly it from there; the page fits a phone', async ({
  page,
  browser,
}) => {
  await signIn(page);
  await addAccountLike(page, 'wujun', USERNAME, PASSWORD, '分析员');

  const officer = await signedInPage(browser, USERNAME, PASSWORD);
  // The page opens from the user menu, without choosing a project: it covers all of his projects.
  await openUserMenu(officer, '分析页');
  await expect(officer).toHaveURL(/#\/dashboard\/analysis$/);
  await shownPage(officer);
  await expect(kpiValue(officer, 'safetyToRectify')).toHaveText('0');
  await expect(kpiValue(officer, 'myEntries')).toHaveText('0');
  // 安全员 does not list quality inspections: those widgets are not on his page.
  await expect(officer.locator('[data-widget="qualityToRectify"]')).toHaveCount(0);
  // Their space is not left empty: the safety KPIs of that line widen to fill it, as 项目安全 fills its own line.
  const box = async (widget: string) => (await officer.locator(`[data-page="/dashboard/analysis"] [data-widget="${widget}"]`).boundingBox())!;
  const [rectify, review, entries, projects] = [await box('safetyToRectify'), await box('safetyToReview'), await box('myEntries'), await box('projectsSafety')];
  expect(review.y).toBe(rectify.y);
  expect(Math.abs(review.x + review.width - (projects.x + projects.width))).toBeLessThan(2);
  expect(entries.y).toBeGreaterThan(rectify.y + rectify.height);

  // From his phone app (the real API of the running server), he raises an issue he is to rectify himself, in the project he works in.
  const { token, userId, projectId } = await storedSession(officer);
  expect(projectId).not.toBe('');
  const answer = await officer.request.post('/api/safety/inspection/add', {
    headers: { 'X-Access-Token': token, projectId },
    data: { areaName: '3#楼', problemGrade: '2', safetyDescribe: DESCRIBE, safetyDeadline: '2099-12-31', rectifyId: userId, reviewId: userId },
  });
  expect((await answer.json()).success, await answer.text()).toBe(true);

  // The open page counts it at once (the server tells it the data changed).
  await expect(kpiValue(officer, 'safetyToRectify')).toHaveText('1');
  await expect(kpiValue(officer, 'myEntries')).toHaveText('1');
  await officer.waitForTimeout(800); // the charts' entry animation
  await officer.screenshot({ path: `${SHOTS}/analysis-desktop.png`, fullPage: true });

  // A click on the figure opens 安全巡检 with his to-dos: the server puts him in for '@me'.
  await expect(async () => {
    await kpiValue(officer, 'safetyToRectify').click({ timeout: 3_000 });
    await expect(officer).toHaveURL(/#\/safety\/inspection\?/, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  const query = new URLSearchParams(new URL(officer.url()).hash.split('?')[1]);
  expect(query.get('rectifyId')).toBe('@me');
  const list = await shownPage(officer);
  await expect(list.locator('.ant-table-row')).toHaveCount(1);
  await expect(list.locator('.ant-table-row')).toContainText(DESCRIBE);
  // The banner reads the drill-down's '@me' as the person looking.
  await expect(list.locator('.list-filter-alert')).toContainText('已按 整改人：我；');
  await officer.screenshot({ path: `${SHOTS}/analysis-drill.png` });

  // On his phone the page has one widget per row and never scrolls sideways.
  const phone = await signedInPage(browser, USERNAME, PASSWORD, { width: 375, height: 812 });
  await openAddress(phone, '/dashboard/analysis');
  await expect(kpiValue(phone, 'safetyToRectify')).toHaveText('1');
  await expect(phone.locator('[data-widget="projectsSafety"] .ant-table-row').first()).toBeVisible();
  await phone.waitForTimeout(800);
  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: `${SHOTS}/analysis-phone.png`, fullPage: true });
});
