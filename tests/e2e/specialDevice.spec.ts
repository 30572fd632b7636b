import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { currentTimestamp } from '../../runtime/server/db/clock';
import { addAccountLike } from './support/accounts';
import { openAddress, SHOTS, signIn } from './support/session';

const PHONE = { width: 375, height: 812 };
const PROJECT = '宁波石化二期项目';
/** The demo's 设备管理员, whose projects and role the test's own account copies. */
const MODEL = 'zhengyu';

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const bellBadge = (page: Page) => page.locator('.notice-bell .ant-badge-count');
const unreadCount = async (page: Page) => ((await bellBadge(page).count()) > 0 ? Number(await bellBadge(page).innerText()) : 0);
/** A record's row, or its card on a phone. */
const recordOf = (page: Page, text: string): Locator => page.locator('.ant-table-row:visible, .list-cards .ant-card:visible').filter({ hasText: text });

/** The test account's API session on the demo project, for preparing the crane as the site's engineer would in its page. */
async function apiAs(request: APIRequestContext, username: string, password: string) {
  const login = await (await request.post('/api/sys/login', { data: { username, password } })).json();
  const token = login.result.token as string;
  const tree = await (await request.get('/api/sys/sysDepart/queryTreeProjectList', { headers: { 'X-Access-Token': token } })).json();
  const project = JSON.stringify(tree.result).match(new RegExp(`"value":"([^"]+)","title":"${PROJECT}"`))?.[1] ?? '';
  const headers = { 'X-Access-Token': token, projectId: project };
  return async (url: string, data: unknown) =>
    (await (await request.post(`/api${url}`, { headers, data })).json()) as { success: boolean; message: string; result: Record<string, string> };
}

test('a crane passes its moment limit: the alarm is in the 设备管理员 bell within 2 s, confirmed on a phone, and the crane shows its live chart', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const username = `dev${stamp.toLowerCase()}`;
  const password = `Dev#${stamp}a1`;
  const crane = `E2E塔吊${stamp}`;

  // The administrator gives the test its own 设备管理员, like 郑宇.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin);
  await addAccountLike(admin, MODEL, username, password, '设备管理员');

  // The crane is registered and given its key, as the 设备管理员 does in 塔吊 → 生成密钥.
  const call = await apiAs(request, username, password);
  const added = await call('/specialdevice/tower/add', { deviceName: crane, filingNo: `E2E-${stamp}`, model: 'QTZ80(TC5610)', status: '1' });
  expect(added.success, added.message).toBe(true);
  const issued = await call(`/specialdevice/tower/issueKey?id=${added.result.id}`, {});
  expect(issued.success, issued.message).toBe(true);
  const post = async (readings: unknown[]) =>
    (await (await request.post('/api/device/readings', { headers: { 'x-device-key': issued.result.key }, data: { readings } })).json()) as {
      success: boolean;
      message: string;
    };
  const ago = (seconds: number) => currentTimestamp(new Date(Date.now() - seconds * 1000));
  const normal = await post([60, 40, 20].map((back, i) => ({ time: ago(back), metrics: { moment: 62 + i * 5, load: 3.1, windSpeed: 5.2 } })));
  expect(normal.success, normal.message).toBe(true);

  // The 设备管理员 is out on site with a phone, the app open.
  const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signIn(phone, username, password);
  await expect(phone.locator('.notice-bell')).toBeVisible();
  const before = await unreadCount(phone);

  // The crane's sensor reports 力矩 96 %: over the demo project's 90 % limit.
  const over = await post([{ time: ago(1), metrics: { moment: 96, load: 5.4, windSpeed: 5.4 } }]);
  expect(over).toMatchObject({ success: true });
  await expect(bellBadge(phone)).toHaveText(String(before + 1), { timeout: 2_000 });

  await phone.locator('.notice-bell').click();
  await phone.locator('.notice-popover .ant-tabs-tab', { hasText: '系统消息' }).click();
  await expect(phone.locator('.notice-popover .notice-list__item', { hasText: '力矩超限' }).first()).toBeVisible();
  await phone.screenshot({ path: `${SHOTS}/specialDevice-01-bell-phone.png` });
  await phone.keyboard.press('Escape');

  // The alarm list on the phone: the crane's alarm, 未确认, confirmed from its card.
  await openAddress(phone, '/specialdevice/alarm');
  const alarm = recordOf(phone, crane);
  await expect(alarm).toContainText('未确认');
  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  await alarm.getByText(/^确\s*认$/).click();
  const step = phone.locator('.ant-modal', { hasText: '确认' }).last();
  await expect(step).toBeVisible();
  await step.locator('textarea').first().fill('已通知司机减载，力矩恢复正常');
  await phone.screenshot({ path: `${SHOTS}/specialDevice-02-confirm-phone.png` });
  await step.getByRole('button', { name: /确\s*定/ }).click();
  await expect(phone.locator('.ant-message')).toContainText('成功');
  await expect(alarm).toContainText('已确认');
  await expect(alarm).toContainText('设备管理员');
  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: `${SHOTS}/specialDevice-03-confirmed-phone.png` });

  // At the office, the crane's 详情 shows 实时数据: the latest values (力矩 over its limit) and the 24-hour chart.
  const desk = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(desk, username, password);
  await openAddress(desk, '/specialdevice/tower');
  await recordOf(desk, crane).getByText('详情', { exact: true }).click();
  const live = desk.locator('.device-live-section');
  await expect(live).toContainText('实时数据');
  await expect(live).toContainText('96 % 超限');
  await expect(live.locator('.device-chart canvas')).toBeVisible();
  // A new upload reaches the open detail without a reload.
  await post([{ time: ago(0), metrics: { moment: 71, load: 3.3, windSpeed: 5.1 } }]);
  await expect(live).toContainText('71 %');
  await desk.screenshot({ path: `${SHOTS}/specialDevice-04-live-chart.png` });
});
