import { expect, test, type Locator } from '@playwright/test';
import { addAccountLike } from './support/accounts';
import { fillField, formItem, formModal, openAddForm, typeDate } from './support/form';
import { openAddress, openMenu, openModuleScreen, recordOf, SHOTS, shownPage, sidewaysOverflow, signIn } from './support/session';

const PHONE = { width: 375, height: 812 };
/** The demo's 设备管理员, who keeps the site's cameras, gates and tags; the test's own account copies him. */
const MODEL = 'zhengyu';

/** Seconds played by a <video>. */
const playedSeconds = (video: Locator) => video.evaluate((element) => (element as HTMLVideoElement).currentTime);

test('a 设备管理员 watches the site cameras, registers a truck that drives in, sees it on site and plays back a worker’s path', async ({ browser }) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const username = `site${stamp.toLowerCase()}`;
  const password = `Site#${stamp}a1`;

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin);
  await addAccountLike(admin, MODEL, username, password, '现场设备员');

  // 视频监控: every camera of the project with its stream; the online ones play in the list.
  const desk = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(desk, username, password);
  await openModuleScreen(desk, 'smartProject', '视频监控');
  const gateCamera = recordOf(desk, '大门车辆道闸球机');
  await expect(gateCamera).toContainText('在线');
  const video = gateCamera.locator('video');
  // Chromium pauses a muted video out of view: the camera is scrolled to, as a person looks at it.
  await video.scrollIntoViewIfNeeded();
  await expect(video).toBeVisible();
  await expect.poll(() => playedSeconds(video), { timeout: 30_000 }).toBeGreaterThan(0.5);
  const before = await playedSeconds(video);
  await expect.poll(() => playedSeconds(video), { timeout: 15_000 }).toBeGreaterThan(before + 0.5);
  // The offline camera has no picture.
  await expect(recordOf(desk, '材料堆场球机')).toContainText('离线');
  await expect(recordOf(desk, '材料堆场球机')).toContainText('暂无视频流');
  await desk.screenshot({ path: `${SHOTS}/smartSite-01-cameras.png` });
  // 在线状态 comes from the stream: the form shows it and cannot change it.
  await recordOf(desk, '材料堆场球机').getByText('编辑', { exact: true }).click();
  await expect(formItem(desk, '在线状态').locator('.ant-select')).toHaveClass(/ant-select-disabled/);
  await expect(formItem(desk, '在线状态')).toContainText('离线');
  await formModal(desk)
    .getByRole('button', { name: /取\s*消/ })
    .click();
  await expect(formModal(desk)).toBeHidden();
  // 智慧首页's 摄像头在线 counts the five cameras whose stream plays, and opens them.
  await desk.locator('.shell-tab-bar .ant-tabs-tab', { hasText: '智慧首页' }).click();
  const online = (await shownPage(desk)).locator('[data-widget="camerasOnline"]');
  await expect(online.locator('.ant-statistic-content-value')).toHaveText('5');
  await online.click();
  await expect(desk).toHaveURL(/#\/smartproject\/camera\?.*status=1/);
  const drilled = await shownPage(desk);
  await expect(drilled.locator('.ant-table-row')).toHaveCount(5);
  await expect(drilled.locator('.ant-table-row', { hasText: '材料堆场球机' })).toHaveCount(0);

  // 停车管理: a truck arrives at the gate and is registered by hand; a mistyped plate is refused first.
  const plate = `浙A${String(Date.now() % 100_000).padStart(5, '0')}`;
  await openMenu(desk, '视频与现场', '停车管理', /#\/smartproject\/parking$/);
  await openAddForm(desk);
  await fillField(desk, '车牌号', '浙I1234');
  await fillField(desk, '来访事由', '钢筋进场');
  await expect(formItem(desk, '车牌号')).toContainText('车牌号格式不正确');
  await fillField(desk, '车牌号', plate);
  await typeDate(formModal(desk), '入场时间', dayjsNow());
  await expect(formItem(desk, '车牌号')).not.toContainText('车牌号格式不正确');
  await formModal(desk)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(formModal(desk)).toBeHidden();
  // 在场 (n): the vehicles on site now, the new truck with the demo's.
  const parking = await shownPage(desk);
  const onSiteTab = parking.locator('.flow-tabs .ant-tabs-tab', { hasText: /^在场 \(\d+\)$/ });
  await expect(async () => {
    await onSiteTab.click();
    await expect(parking.locator('.flow-tabs .ant-tabs-tab-active')).toContainText('在场', { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(recordOf(desk, plate)).toBeVisible();
  expect(Number((await onSiteTab.textContent())!.match(/\((\d+)\)/)![1])).toBeGreaterThanOrEqual(5);
  await desk.screenshot({ path: `${SHOTS}/smartSite-02-parking-on-site.png` });

  // 人员轨迹: the site plan with the tagged workers; yesterday's walk of the first one played back.
  const route = await openMenu(desk, '视频与现场', '人员轨迹', /#\/smartproject\/workerRoute$/);
  const marker = route.getByTestId('route-marker');
  await expect(marker).toBeVisible();
  await route.locator('.ant-picker').click();
  await desk.locator('.ant-picker-dropdown:visible .ant-picker-cell-today').locator('xpath=preceding::td[1]').click();
  await expect(route.getByTestId('route-time')).toContainText('17:29');
  await route.getByRole('button', { name: /播\s*放/ }).click();
  await expect(route.getByTestId('route-time')).toContainText(/^07:3\d/);
  const start = await marker.getAttribute('cx');
  await expect.poll(() => marker.getAttribute('cx')).not.toBe(start);
  await expect(route.getByTestId('route-time')).not.toContainText(/^07:30/);
  await desk.screenshot({ path: `${SHOTS}/smartSite-03-worker-route.png` });

  // On a phone at the gate: the cameras and the vehicles on site, without sideways scrolling.
  const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signIn(phone, username, password);
  await openAddress(phone, '/smartproject/camera');
  await expect(phone.locator('video').first()).toBeVisible();
  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: `${SHOTS}/smartSite-04-phone-cameras.png` });
  await openAddress(phone, '/smartproject/workerRoute');
  await expect(phone.getByTestId('route-marker')).toBeVisible();
  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: `${SHOTS}/smartSite-05-phone-route.png` });
});

/** Now as the form's date-time picker writes it. */
function dayjsNow(): string {
  const now = new Date(Date.now() - 60_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
}
