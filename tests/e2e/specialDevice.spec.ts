import { expect, test, type Page } from '@playwright/test';
import { SimulatedSensor, SPIKE_SAMPLES } from '../../tools/simulate/sensorSimulator';
import { addAccountLike } from './support/accounts';
import { dayAhead } from './support/days';
import { fillField, formModal, openAddForm, typeDate } from './support/form';
import { openAddress, recordOf, SHOTS, sidewaysOverflow, signIn } from './support/session';

const PHONE = { width: 375, height: 812 };
/** The demo's 设备管理员, whose projects and role the test's own account copies. */
const MODEL = 'zhengyu';

const bellBadge = (page: Page) => page.locator('.notice-bell .ant-badge-count');

test('a 设备管理员 registers a crane, its overload alarm is in the bell within 2 s, confirmed on a phone, and the crane shows its live chart', async ({
  browser,
  baseURL,
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

  // At the office the 设备管理员 registers the crane, its inspection certificate running out in 12 days.
  const desk = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(desk, username, password);
  await openAddress(desk, '/specialdevice/tower');
  await openAddForm(desk);
  await fillField(desk, '设备名称', crane);
  await fillField(desk, '备案编号', `E2E-${stamp}`);
  await fillField(desk, '规格型号', 'QTZ80(TC5610)');
  await fillField(desk, '司机', '赵建国');
  await typeDate(formModal(desk), '检验有效期至', dayAhead(12));
  await typeDate(formModal(desk), '操作证有效期至', dayAhead(200));
  await formModal(desk)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(formModal(desk)).toBeHidden();
  const row = recordOf(desk, crane);
  await expect(row).toContainText('12天后到期');
  await desk.screenshot({ path: `${SHOTS}/specialDevice-01-crane-expiry.png` });

  // 生成密钥: the key is shown once and configured into the crane's sensor gateway.
  await row.getByText('生成密钥', { exact: true }).click();
  await desk
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  const keyModal = desk.locator('.ant-modal', { hasText: '设备密钥' });
  await expect(keyModal).toContainText('密钥只显示这一次');
  const key = (await keyModal.locator('.device-key code').textContent())!.trim();
  await keyModal.getByRole('button', { name: '我已保存' }).click();

  // The crane's sensors, as `npm run simulate` runs them: ordinary lifts first (moment 45–80 %).
  let chance = 0.5;
  const sensor = new SimulatedSensor({ baseUrl: baseURL!, random: () => chance }, { key, kind: 'tower' });
  await sensor.tick(new Date(Date.now() - 30_000), 10);

  // The 设备管理员 is out on site with a phone, the app open.
  const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
  // Other journeys' announcements reach every user: count from the bell's own first load, not from a badge still loading.
  const unreadLoaded = phone.waitForResponse((response) => response.url().includes('/sys/annountCement/listByUser'));
  await signIn(phone, username, password);
  const unread = ((await (await unreadLoaded).json()) as { result: { anntMsgTotal: number; sysMsgTotal: number } }).result;
  const before = unread.anntMsgTotal + unread.sysMsgTotal;
  await expect(phone.locator('.notice-bell')).toBeVisible();

  // A lift goes over: the sensor reports 力矩 92 %, over the project's 90 % limit.
  chance = 0;
  expect(await sensor.tick(new Date(), 1)).toContain('报警1条');
  // The badge's title is its count at once; its text scrolls from the old digits to the new ones for a moment ("56").
  await expect(bellBadge(phone)).toHaveAttribute('title', String(before + 1), { timeout: 2_000 });

  await phone.locator('.notice-bell').click();
  await phone.locator('.notice-popover .ant-tabs-tab', { hasText: '系统消息' }).click();
  await expect(phone.locator('.notice-popover .notice-list__item', { hasText: '力矩超限' }).first()).toBeVisible();
  await phone.screenshot({ path: `${SHOTS}/specialDevice-02-bell-phone.png` });
  await phone.keyboard.press('Escape');

  // The alarm list on the phone: the crane's alarm, 未确认, confirmed from its card.
  await openAddress(phone, '/specialdevice/alarm');
  const alarm = recordOf(phone, crane);
  await expect(alarm).toContainText('未确认');
  await expect(alarm).toContainText('92');
  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  await alarm.getByText(/^确\s*认$/).click();
  const step = phone.locator('.ant-modal', { hasText: '确认' }).last();
  await expect(step).toBeVisible();
  await step.locator('textarea').first().fill('已通知司机减载，力矩恢复正常');
  await phone.screenshot({ path: `${SHOTS}/specialDevice-03-confirm-phone.png` });
  await step.getByRole('button', { name: /确\s*定/ }).click();
  await expect(phone.locator('.ant-message')).toContainText('成功');
  await expect(alarm).toContainText('已确认');
  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: `${SHOTS}/specialDevice-04-confirmed-phone.png` });

  // Back at the office, the crane's 详情 shows 实时数据: the latest values (力矩 over its limit) and the 24-hour chart.
  await recordOf(desk, crane).getByText('详情', { exact: true }).click();
  const live = desk.locator('.device-live-section');
  await expect(live).toContainText('实时数据');
  await expect(live).toContainText('92 % 超限');
  await expect(live.locator('.device-chart canvas')).toBeVisible();
  // The lift eases off: the next upload reaches the open detail without a reload.
  // An overload lasts SPIKE_SAMPLES samples: the last of this upload's samples is past it.
  chance = 0.5;
  await sensor.tick(new Date(), SPIKE_SAMPLES);
  await expect(live).not.toContainText('超限');
  await desk.screenshot({ path: `${SHOTS}/specialDevice-05-live-chart.png` });

  // The crane list on a phone, with the certificate warning, does not scroll sideways.
  await openAddress(phone, '/specialdevice/tower');
  await expect(recordOf(phone, crane)).toContainText('12天后到期');
  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: `${SHOTS}/specialDevice-06-cranes-phone.png` });
});
