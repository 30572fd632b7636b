import { expect, test } from '@playwright/test';
import { currentTimestamp } from '../../runtime/server/db/clock';
import { apiSession } from './support/apiSession';
import { chooseProject, SHOTS, sidewaysOverflow, signIn } from './support/session';

const PROJECT = '宁波石化二期项目';
const BIG_SCREEN = '/machineWeldingbg/index';

test('设备大屏: a crane registered on site shows its posted reading live, then its alarm; readable at 1920, 1280 and on a phone', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const crane = `大屏塔吊${stamp}`;

  // The site's crane is registered and given its key (as in 塔吊 → 生成密钥).
  const api = await apiSession(request, 'admin', PROJECT);
  const added = await api.call<{ id: string }>('post', '/specialdevice/tower/add', {
    deviceName: crane,
    filingNo: `BS-${stamp}`,
    model: 'QTZ80(TC5610)',
    status: '1',
  });
  expect(added.success, added.message).toBe(true);
  const issued = await api.call<{ key: string }>('post', `/specialdevice/tower/issueKey?id=${added.result.id}`, {});
  expect(issued.success, issued.message).toBe(true);
  // Each reading its own second (a reading of a time already stored is a resend, ignored).
  const post = async (secondsAgo: number, metrics: Record<string, number>) => {
    const answer = await request.post('/api/device/readings', {
      headers: { 'x-device-key': issued.result.key },
      data: { readings: [{ time: currentTimestamp(new Date(Date.now() - secondsAgo * 1000)), metrics }] },
    });
    const body = (await answer.json()) as { success: boolean; message: string };
    expect(body.success, body.message).toBe(true);
  };

  // The site manager opens the big screen (a dashboard file) on the wall display, the project chosen.
  const page = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await signIn(page);
  await chooseProject(page, PROJECT);
  await page.evaluate((hash) => (window.location.hash = hash), BIG_SCREEN);
  await expect(page.getByRole('heading', { name: /特种设备监测大屏/ })).toBeVisible();
  const towers = page.locator('[data-widget="towers"]');
  // The demo project's cranes and hoist, each on its card with its state and readings.
  for (const demo of ['1#塔吊', '2#塔吊']) await expect(towers.locator(`[data-device="${demo}"]`)).toContainText(/在线|离线|报警/);
  await expect(page.locator('[data-widget="elevators"] [data-device="1#施工升降机"]')).toContainText('载重');
  const card = towers.locator(`[data-device="${crane}"]`);
  await expect(card).toContainText('离线');
  await expect(card).toContainText('尚未上传');

  // The crane's sensor uploads a reading: the card shows it, online, without a reload.
  await post(3, { load: 3.6, moment: 58, windSpeed: 4.2, height: 31.5, radius: 24, tilt: 0.3 });
  await expect(card.locator('[data-metric="moment"]')).toContainText('58%', { timeout: 15_000 });
  await expect(card.locator('[data-metric="load"]')).toContainText('3.6t');
  await expect(card.locator('[data-metric="windSpeed"]')).toContainText('4.2m/s');
  await expect(card).toContainText('在线');
  await expect(card.locator('[data-metric="moment"]')).not.toHaveClass(/device-cards__reading--alarm/);
  await expect(page.locator('[data-widget="welding"]')).toContainText('今日焊机');
  await expect(page.locator('[data-widget="momentTrend"] canvas').first()).toBeVisible({ timeout: 15_000 });

  // 力矩 97 % passes the project's 90 % limit: the card turns to 报警 and today's alarms list it, live.
  await post(1, { load: 5.8, moment: 97, windSpeed: 4.6, height: 31.5, radius: 24, tilt: 0.3 });
  await expect(card).toContainText('报警', { timeout: 15_000 });
  await expect(card.locator('[data-metric="moment"]')).toHaveClass(/device-cards__reading--alarm/);
  await expect(card.locator('[data-metric="moment"]')).toContainText('97%');
  await expect(page.locator('[data-widget="alarms"]')).toContainText(crane, { timeout: 15_000 });
  expect(Number(await towers.locator('[data-count="alarm"] .device-cards__count-value').innerText())).toBeGreaterThanOrEqual(1);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/bigScreen-01-1920.png` });

  // The same screen on a 1280 tablet (the canvas scales to fit) and on a phone (the widgets stack): nothing scrolls sideways.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(card).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/bigScreen-02-1280.png` });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(card).toBeVisible();
  // Stacked, the cards keep their size: a reading is as wide on the phone as on the wall.
  expect((await card.boundingBox())!.width).toBeGreaterThan(300);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/bigScreen-03-phone.png` });
});

test('设备大屏 asks for sign-in first', async ({ page }) => {
  await page.goto(`/#${BIG_SCREEN}`);
  await expect(page).toHaveURL(/#\/user\/login/);
});
