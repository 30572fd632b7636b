import { expect, test, type Locator, type Page } from '@playwright/test';
import { SHOTS, shownPage, signIn } from './support/session';

const pad = (value: number) => String(value).padStart(2, '0');
/** The browser's local time as the gate sends it, `YYYY-MM-DD HH:mm:ss`. */
const stamp = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;

const kpi = (pane: Locator, id: string) => pane.locator(`[data-widget="${id}"] .ant-statistic-content-value`);
const numberIn = async (locator: Locator) => Number((await locator.innerText()).replace(/,/g, ''));

/** 李思 in 劳务管理: the module opens on 劳务首页. */
async function labourHome(page: Page): Promise<Locator> {
  await signIn(page, 'lisi');
  await page.locator('[data-module="labour"]').click();
  await expect(page).toHaveURL(/#\/labour\/index/);
  return shownPage(page);
}

/** The 2号门 gate's key, made in 考勤设备 as the 劳务员 does when the gate is installed. */
async function gateKey(page: Page): Promise<string> {
  const item = page.locator('.ant-menu').getByText('考勤设备', { exact: true });
  await expect(async () => {
    if (!(await item.isVisible())) await page.locator('.ant-menu-submenu-title').filter({ hasText: '考勤管理' }).click();
    await item.click({ timeout: 2_000 });
    // A click while the group still opens can land beside the item: then it is clicked again.
    await expect(page).toHaveURL(/#\/labour\/device/, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const list = await shownPage(page);
  await list.locator('.ant-table-row').filter({ hasText: '2号门身份证闸机' }).getByText('生成密钥', { exact: true }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  const modal = page.locator('.ant-modal', { hasText: '设备密钥' });
  const key = (await modal.locator('.device-key code').textContent())!.trim();
  await modal.getByRole('button', { name: '我已保存' }).click();
  return key;
}

test('劳务首页: who is on site, today at the gate and the month’s attendance; a gate pass counts at once, and 在场人数 opens the roster of those on site', async ({
  page,
}) => {
  const home = await labourHome(page);
  await expect(kpi(home, 'onSite')).toHaveText(/^[1-9][\d,]*$/);
  const onSite = await numberIn(kpi(home, 'onSite'));
  await expect(home.locator('[data-widget="rateByTeam"] canvas')).toBeVisible();
  await expect(home.locator('[data-widget="rateByTrade"] canvas')).toBeVisible();
  await expect(home.locator('[data-widget="perDay"] canvas')).toBeVisible();
  await expect(home.locator('[data-widget="byCompany"] canvas')).toBeVisible();
  await expect(home.locator('[data-widget="unpaidMonths"] .ant-table-row').first()).toBeVisible();
  await expect(kpi(home, 'todayIn')).toHaveText(/^[\d,]+$/);
  await page.waitForTimeout(800); // the charts' entry animation
  await page.screenshot({ path: `${SHOTS}/labour-home-desktop.png`, fullPage: true });

  // A worker on site walks through the 2号门 gate now: the gate posts the pass with its own key.
  const key = await gateKey(page);
  const roster = await (await page.request.get('/api/labour/gate/roster', { headers: { 'X-Device-Key': key } })).json();
  const worker = roster.result.workers[roster.result.workers.length - 1] as { idCode: string };
  await page.locator('.ant-tabs-tab', { hasText: '劳务首页' }).click();
  const back = await shownPage(page);
  const todayIn = await numberIn(kpi(back, 'todayIn'));
  const posted = await page.request.post('/api/labour/gate/passes', {
    headers: { 'X-Device-Key': key },
    data: { passes: [{ idCode: worker.idCode, time: stamp(new Date()), direction: 'in', way: '5' }] },
  });
  expect((await posted.json()).result).toMatchObject({ inserted: 1 });
  // The open dashboard hears of the new pass over its socket and asks again; nobody reloads.
  await expect(kpi(back, 'todayIn')).toHaveText(String(todayIn + 1), { timeout: 20_000 });

  await back.locator('[data-widget="onSite"]').click();
  await expect(page).toHaveURL(/#\/labour\/worker\?enterAndRetreatCondition=0/);
  const list = await shownPage(page);
  await expect(list.locator('.ant-table-row').first()).toBeVisible();
  for (const text of await list.locator('.ant-table-row').allInnerTexts()) expect(text).toContain('在场');
  await expect(list.locator('.ant-pagination-total-text')).toContainText(String(onSite));
});

test('劳务首页 fits a phone: one widget per row, nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const home = await labourHome(page);
  await expect(home.locator('[data-widget="rateByTeam"] canvas')).toBeVisible();
  const rights = await home.locator('.dashboard-widget').evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().right));
  expect(Math.max(...rights)).toBeLessThanOrEqual(375);
  expect(await home.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${SHOTS}/labour-home-phone.png`, fullPage: true });
});
