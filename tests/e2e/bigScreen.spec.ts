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
  const post = async (metrics: Record<string, number>) => {
    const answer = await request.post('/api/device/readings', {
      headers: { 'x-device-key': issued.result.key },
      data: { readings: [{ time: currentTimestamp(new Date(Date.now() - 1000)), metrics }] },
    });
    const body = (await answer.json()) as { success: boolean; message: string };
    expect(body.success, body.message).toBe(true);
  };

  // The site manager opens the big screen on the wall display, the project chosen.
  const page = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await signIn(page);
  await chooseProject(page, PROJECT);
  await page.evaluate((hash) => (window.location.hash = hash), BIG_SCREEN);
  await expect(page.getByRole('heading', { name: /特种设备监测大屏/ })).toBeVisible();
  const card = page.locator(`[data-device="${crane}"]`);
  await expect(card).toContainText('离线');
  await expect(card).toContainText('尚未上传');

  // The crane's sensor uploads a reading: the card shows it, online, without a reload.
  await post({ load: 3.6, moment: 58, windSpeed: 4.2, height: 31.5, radius: 24, tilt: 0.3 });
  await expect(card.locator('[data-metric="moment"]')).toContainText('58%', { timeout: 15_000 });
  await expect(card.locator('[data-metric="load"]')).toContainText('3.6t');
  await expect(card.locator('[data-metric="windSpeed"]')).toContainText('4.2m/s');
  await expect(card).toContainText('在线');
  await expect(page.getByRole('region', { name: '今日焊机' })).toBeVisible();
  await expect(page.getByRole('region', { name: '近 2 小时趋势' }).locator('canvas').first()).toBeVisible({ timeout: 15_000 });

  // 力矩 97 % passes the project's 90 % limit: the card turns to 报警 and today's alarms list it.
  await post({ load: 5.8, moment: 97, windSpeed: 4.6, height: 31.5, radius: 24, tilt: 0.3 });
  await expect(card).toContainText('报警', { timeout: 15_000 });
  await expect(card.locator('[data-metric="moment"]')).toHaveClass(/big-screen__reading--alarm/);
  await expect(page.getByRole('region', { name: '今日报警' })).toContainText(`${crane} 力矩 97%`);
  expect(Number(await page.locator('[data-count="alarm"] .big-screen__count-value').innerText())).toBeGreaterThanOrEqual(1);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/bigScreen-01-1920.png` });

  // The same screen on a 1280 tablet and on a phone: nothing scrolls sideways.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(card).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/bigScreen-02-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(card).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/bigScreen-03-phone.png` });
});

test('设备大屏 asks for sign-in first', async ({ page }) => {
  await page.goto(`/#${BIG_SCREEN}`);
  await expect(page).toHaveURL(/#\/user\/login/);
});
