import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, openModuleScreen, SHOTS, shownPage, sidewaysOverflow, signIn } from './support/session';

const PHONE = { width: 375, height: 812 };
const pad = (value: number) => String(value).padStart(2, '0');
const stamp = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;

/** Someone signed in in a browser of their own, in 劳务管理. */
async function labourAs(browser: Browser, username: string, viewport = { width: 1440, height: 900 }): Promise<Page> {
  const page = await (await browser.newContext({ viewport, acceptDownloads: true })).newPage();
  await signIn(page, username, ADMIN_PASSWORD);
  await page.locator('[data-module="labour"]').click();
  await expect(page).toHaveURL(/#\/labour\//);
  return page;
}

/** Opens a screen from the side menu (opening its group first), as a person clicks through it. */
async function fromMenu(page: Page, group: string, title: string): Promise<void> {
  const item = page.locator('.ant-menu').getByText(title, { exact: true });
  const groupTitle = page.locator('.ant-menu-submenu-title').filter({ hasText: group });
  await expect(async () => {
    if (!(await item.isVisible())) await groupTitle.click();
    await item.click({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.locator('.ant-tabs-tab-active').first()).toContainText(title);
  await shownPage(page);
}

test('a 劳务员 gives the gate a key, the gate sends passes, they show in 考勤数据 and, after 考勤日汇总, in 考勤统计', async ({ browser }) => {
  const lisi = await labourAs(browser, 'lisi');
  await fromMenu(lisi, '考勤管理', '考勤设备');
  const gate = lisi.locator('.ant-table-row').filter({ hasText: '1号门人脸闸机' });
  await gate.getByText('生成密钥', { exact: true }).click();
  await lisi
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  const keyModal = lisi.locator('.ant-modal', { hasText: '设备密钥' });
  await expect(keyModal).toContainText('密钥只显示这一次');
  const key = (await keyModal.locator('.device-key code').textContent())!.trim();
  expect(key).toMatch(/^gk_/);
  await lisi.screenshot({ path: `${SHOTS}/attendance-01-device-key.png` });
  await keyModal.getByRole('button', { name: '我已保存' }).click();

  // The gate: it downloads its roster and posts the first worker's entry, as a face gate would.
  const roster = await (await lisi.request.get('/api/labour/gate/roster', { headers: { 'X-Device-Key': key } })).json();
  const worker = roster.result.workers[0] as { idCode: string; name: string };
  const passedAt = stamp(new Date(Date.now() - 2_000));
  const posted = await lisi.request.post('/api/labour/gate/passes', {
    headers: { 'X-Device-Key': key },
    data: { passes: [{ idCode: worker.idCode, time: passedAt, direction: 'in', way: '1', temperature: 36.6 }] },
  });
  expect((await posted.json()).result).toMatchObject({ inserted: 1 });

  await fromMenu(lisi, '考勤管理', '考勤数据');
  // Newest first: the pass just sent heads the list (the seeded day stops at the server's start).
  const newest = (await shownPage(lisi)).locator('.ant-table-row').filter({ hasText: passedAt });
  await expect(newest.filter({ hasText: worker.name })).toContainText('1号门人脸闸机');
  await lisi.screenshot({ path: `${SHOTS}/attendance-02-passes.png` });

  // The nightly 考勤日汇总 does the day that ended; the administrator runs it for today, from 定时任务.
  const today = passedAt.slice(0, 10);
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin', ADMIN_PASSWORD);
  await openModuleScreen(admin, 'system', '定时任务');
  const job = admin.locator('.screen-list-page:visible .ant-table-row', { hasText: '考勤日汇总' });
  await job.getByText('编辑', { exact: true }).click();
  const jobForm = admin.locator('.ant-modal').filter({ hasText: '任务类名' }).last();
  await jobForm.locator('.ant-formily-item', { hasText: '参数' }).locator('input, textarea').first().fill(today);
  await jobForm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(jobForm).toBeHidden();
  await job.getByText('立即执行', { exact: true }).click();
  await admin
    .locator('.ant-popconfirm', { hasText: '确定立即执行吗?' })
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(admin.locator('.ant-message')).toContainText('执行成功!');

  // 考勤统计 now has the worker's day (the demo's statistics end with yesterday).
  await fromMenu(lisi, '考勤管理', '考勤统计');
  const statistics = await shownPage(lisi);
  const byName = statistics.locator('.screen-query-form .ant-formily-item', { hasText: '姓名' });
  await byName.locator('.ant-select-selector').click();
  await byName.locator('input').fill(worker.name);
  await lisi.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: worker.name }).first().click();
  await statistics.getByRole('button', { name: /查\s*询/ }).click();
  await expect(statistics.locator('.ant-table-row', { hasText: today }).first()).toContainText(worker.name);
  await lisi.screenshot({ path: `${SHOTS}/attendance-02b-statistics.png` });
});

test('the 月度考勤表 shows workers × days with totals, filters by team and exports to Excel', async ({ browser }) => {
  const lisi = await labourAs(browser, 'lisi');
  await fromMenu(lisi, '考勤管理', '月度考勤表');
  const rows = lisi.locator('.sheet-table .ant-table-row');
  await expect(rows.first()).toBeVisible();
  await expect(lisi.locator('.sheet-table thead')).toContainText('出勤天数');
  await expect(lisi.locator('.sheet-legend')).toContainText('正常');
  const all = await lisi.locator('.sheet-count').textContent();
  await lisi.locator('.sheet-filters .ant-select').nth(0).click();
  await lisi.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await expect(lisi.locator('.sheet-count')).not.toHaveText(all!);
  await lisi.screenshot({ path: `${SHOTS}/attendance-03-month-sheet.png` });
  const [download] = await Promise.all([lisi.waitForEvent('download'), lisi.getByRole('button', { name: /导出Excel/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^月度考勤表_\d{4}-\d{2}\.xlsx$/);
});

test('a 班组长 approves a leave on the phone and the 劳务员 approves it last', async ({ browser }) => {
  const xuhai = await labourAs(browser, 'xuhai', PHONE);
  // On a phone the side menu is folded away: the 班组长 opens the list from its address (a bookmark, a notice link).
  await expect(async () => {
    await xuhai.evaluate(() => (window.location.hash = '/labour/workerLeave'));
    await expect(xuhai.locator('[data-page="/labour/workerLeave"]')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  const waiting = xuhai.locator('.ant-table-row:visible, .list-cards .ant-card:visible').filter({ hasText: '待班组长审批' }).first();
  const worker = (await waiting.textContent()) ?? '';
  await waiting.getByText('班组长同意', { exact: true }).click();
  const modal = xuhai.locator('.ant-modal', { hasText: '班组长同意' }).last();
  await expect(modal).toBeVisible();
  expect(await sidewaysOverflow(xuhai)).toBeLessThanOrEqual(0);
  await xuhai.screenshot({ path: `${SHOTS}/attendance-04-leave-phone.png` });
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(modal).toBeHidden();

  const lisi = await labourAs(browser, 'lisi');
  await fromMenu(lisi, '考勤管理', '请假管理');
  const atClerk = lisi
    .locator('.ant-table-row')
    .filter({ hasText: '待劳务员审批' })
    .filter({ hasText: worker.slice(0, 2) })
    .first();
  await atClerk.getByText('劳务员批准', { exact: true }).click();
  const approve = lisi.locator('.ant-modal', { hasText: '劳务员批准' }).last();
  await approve.getByRole('button', { name: /确\s*定/ }).click();
  await expect(approve).toBeHidden();
  await expect(lisi.locator('.ant-table-row').filter({ hasText: '已批准' }).first()).toBeVisible();
  await lisi.screenshot({ path: `${SHOTS}/attendance-05-leave-approved.png` });
});
