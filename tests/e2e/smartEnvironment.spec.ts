import { expect, test, type Locator, type Page } from '@playwright/test';
import { currentTimestamp } from '../../runtime/server/db/clock';
import { addAccountLike } from './support/accounts';
import { fillField, formModal, openAddForm } from './support/form';
import { openMenu, recordOf, SHOTS, shownPage, sidewaysOverflow, signIn } from './support/session';

const PHONE = { width: 375, height: 812 };
/** The demo's 设备管理员, whose projects and role the test's own account copies. */
const MODEL = 'zhengyu';

const bellBadge = (page: Page) => page.locator('.notice-bell .ant-badge-count');
const widget = (page: Page, id: string): Locator => page.locator(`[data-widget="${id}"]`);
/** The number a KPI card shows. */
const kpiNumber = async (page: Page, id: string) => Number((await widget(page, id).locator('.ant-statistic-content-value').innerText()).replace(/[^\d.]/g, ''));

test('a 设备管理员 watches 智慧首页 change live as a new dust monitor uploads, its PM10 alarm rings the bell and the spray record shows', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const username = `env${stamp.toLowerCase()}`;
  const password = `Env#${stamp}a1`;
  const monitor = `E2E扬尘监测点${stamp}`;

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin);
  await addAccountLike(admin, MODEL, username, password, '环境管理员');

  // The 设备管理员 opens 智慧项目部: it lands on 智慧首页, the live site overview.
  const desk = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  const unreadLoaded = desk.waitForResponse((response) => response.url().includes('/sys/annountCement/listByUser'));
  await signIn(desk, username, password);
  const unread = ((await (await unreadLoaded).json()) as { result: { anntMsgTotal: number; sysMsgTotal: number } }).result;
  await desk.locator('[data-module="smartProject"]').click();
  await expect(desk).toHaveURL(/\/smartproject\/index\/index/);
  const home = await shownPage(desk);
  for (const title of ['PM2.5 实时', 'PM10 实时', '噪声 实时', '温度 实时', '湿度 实时', '风速 实时', '今日用水', '今日用电', '未确认报警', '今日喷淋'])
    await expect(home.locator('.dashboard-widget', { hasText: title }).first()).toBeVisible();
  await expect(widget(desk, 'pm10').locator('.dashboard-kpi')).toContainText(/\d/);
  await expect(widget(desk, 'dustTrend').locator('canvas')).toBeVisible();
  await desk.screenshot({ path: `${SHOTS}/smartEnvironment-01-home.png`, fullPage: true });

  // In 环境监测 they register a new monitor at the site's west gate and give it its key.
  const monitors = await openMenu(desk, '环境与能耗', '环境监测', /\/smartproject\/environment/);
  await openAddForm(desk);
  await fillField(desk, '监测点', monitor);
  await fillField(desk, '设备编号', `E2E-${stamp}`);
  await fillField(desk, '联动喷淋', '西门围挡喷淋');
  await formModal(desk)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(formModal(desk)).toBeHidden();
  const row = recordOf(monitors, monitor);
  await row.getByText('生成密钥', { exact: true }).click();
  await desk
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  const keyModal = desk.locator('.ant-modal', { hasText: '设备密钥' });
  const key = (await keyModal.locator('.device-key code').textContent())!.trim();
  await keyModal.getByRole('button', { name: '我已保存' }).click();
  // A reading's time has whole seconds and a second reading of the same second is a resend (stored once): each upload gets a second of its own.
  let lastSent = 0;
  const upload = async (metrics: Record<string, number>) => {
    lastSent = Math.max(Date.now(), lastSent + 1000);
    const answer = await desk.request.post(`${baseURL}/api/device/readings`, {
      headers: { 'x-device-key': key },
      data: { readings: [{ time: currentTimestamp(new Date(lastSent)), metrics }] },
    });
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { result: { alarms: number } }).result;
  };

  // Back on 智慧首页 (its tab stays open): the monitor's uploads change the figures without a reload.
  await desk.locator('.shell-tab-bar .ant-tabs-tab', { hasText: '智慧首页' }).click();
  await expect(desk).toHaveURL(/\/smartproject\/index\/index/);
  await expect(widget(desk, 'noise').locator('.dashboard-kpi')).toContainText(/\d/);
  const noise = await kpiNumber(desk, 'noise');
  // The KPI is the mean of every monitor's latest reading: a reading equal to that mean would leave it unchanged.
  // Six dB away from it and under the 70 dB limit (no alarm yet).
  const newNoise = noise >= 64 ? noise - 6 : noise + 6;
  await upload({ pm25: 40, pm10: 90, noise: newNoise, temperature: 14, humidity: 55, windSpeed: 2.4 });
  await expect.poll(() => kpiNumber(desk, 'noise'), { timeout: 10_000 }).not.toBe(noise);

  // Earthworks at the west gate: PM10 passes its 150 μg/m³ limit. The bell rings within seconds,
  // the open alarms count goes up, and the spray system's 喷淋开启 is recorded with the alarm.
  const openAlarms = await kpiNumber(desk, 'openAlarms');
  const sprays = await kpiNumber(desk, 'spraysToday');
  expect(await upload({ pm25: 88, pm10: 240, noise: 68 })).toMatchObject({ alarms: 2 });
  await expect(bellBadge(desk)).toHaveText(String(unread.anntMsgTotal + unread.sysMsgTotal + 2), { timeout: 5_000 });
  await expect.poll(() => kpiNumber(desk, 'openAlarms'), { timeout: 10_000 }).toBe(openAlarms + 2);
  await expect.poll(() => kpiNumber(desk, 'spraysToday'), { timeout: 10_000 }).toBe(sprays + 1);
  await expect(widget(desk, 'alarmList')).toContainText(monitor);
  await desk.screenshot({ path: `${SHOTS}/smartEnvironment-02-home-alarm.png`, fullPage: true });

  await desk.locator('.notice-bell').click();
  await desk.locator('.notice-popover .ant-tabs-tab', { hasText: '系统消息' }).click();
  await expect(desk.locator('.notice-popover .notice-list__item', { hasText: 'PM10超限' }).first()).toBeVisible();
  await desk.keyboard.press('Escape');

  // 今日喷淋 drills into the spray records: the monitor's 喷淋开启, triggered by PM10 240.
  await widget(desk, 'spraysToday').click();
  await expect(desk).toHaveURL(/\/smartproject\/spray/);
  const spray = recordOf(desk.locator('[data-page^="/smartproject/spray"]'), monitor);
  await expect(spray).toContainText('喷淋开启');
  await expect(spray).toContainText('240');
  await desk.screenshot({ path: `${SHOTS}/smartEnvironment-03-spray.png` });

  // On a phone at the site, 智慧首页 reads in one column without sideways scroll.
  const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signIn(phone, username, password);
  await phone.locator('[data-module="smartProject"]').click();
  await expect(phone).toHaveURL(/\/smartproject\/index\/index/);
  await expect(widget(phone, 'pm10').locator('.dashboard-kpi')).toContainText(/\d/);
  await expect(widget(phone, 'dustTrend').locator('canvas')).toBeVisible();
  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: `${SHOTS}/smartEnvironment-04-home-phone.png` });
  await phone.screenshot({ path: `${SHOTS}/smartEnvironment-05-home-phone-full.png`, fullPage: true });
});
