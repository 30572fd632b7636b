import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, openUserMenu, SHOTS, signedInPage, signIn, signOut } from './support/session';
import { chooseOption, formItem, formModal } from './support/form';
import { addAccountLike } from './support/accounts';
import { pickInDialog } from './support/picker';

const NEW_PASSWORD = 'Lisi#2026new';

/** Fills and submits the login form, without waiting for the outcome (a refused login stays on the page). */
async function submitLogin(page: Page, username: string, password: string) {
  await page.goto('/');
  await expect(page).toHaveURL(/#\/user\/login/);
  await page.getByPlaceholder('请输入帐户名').fill(username);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

const bellBadge = (page: Page) => page.locator('.notice-bell .ant-badge-count');
/** The bell's unread count (0 when the badge is hidden). */
const unreadCount = async (page: Page) => ((await bellBadge(page).count()) > 0 ? Number(await bellBadge(page).innerText()) : 0);
/** The unread count once the bell has loaded (both demo users start with unread notices). */
async function loadedUnreadCount(page: Page): Promise<number> {
  await expect(bellBadge(page)).toBeVisible();
  return unreadCount(page);
}

/** Types a sentence into the announcement's rich-text 内容 and makes it bold with the toolbar. */
async function typeBold(page: Page, sentence: string) {
  const content = formItem(page, '内容');
  await expect(content.locator('.tox-tinymce')).toBeVisible();
  const body = content.frameLocator('iframe').locator('body');
  await body.click();
  await body.pressSequentially(sentence);
  await body.press('Control+a');
  await content.getByRole('button', { name: '粗体' }).click();
  await expect(body.locator('strong')).toHaveText(sentence);
}

/** Clicks a row action of the announcement list, confirms it and waits until the confirmation has closed. */
async function rowAction(page: Page, title: string, action: string) {
  await page.locator('.ant-table-row:visible', { hasText: title }).getByText(action, { exact: true }).click();
  const popconfirm = page.locator('.ant-popconfirm', { hasText: `确定${action}吗?` });
  await popconfirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(popconfirm).toBeHidden();
}

/** Closes the bell's popover by clicking elsewhere, as a person does. */
async function closeBell(page: Page) {
  await page.locator('.shell-header__title').click();
  await expect(page.locator('.notice-popover')).toBeHidden();
}
test('an announcement published by the administrator reaches a signed-in user over the websocket', async ({ browser }) => {
  test.setTimeout(180_000);
  const worker = await signedInPage(browser, 'lisi');
  // Her unread notices: the demo's, and those other journeys sent her (a 劳务预警, a flow step).
  const unread = await loadedUnreadCount(worker);
  await worker.locator('.notice-bell').click();
  await expect(worker.locator('.notice-popover')).toBeVisible();
  await expect(worker.locator('.notice-popover .ant-tabs-tab', { hasText: /^通知\(\d+\)$/ })).toBeVisible();
  await worker.screenshot({ path: `${SHOTS}/notice-01-bell.png` });
  await worker.keyboard.press('Escape');
  await worker.locator('.shell-header__title').click();

  const admin = await signedInPage(browser, 'admin');
  await admin.goto('/#/isystem/announcement');
  await admin.reload();
  await expect(admin).toHaveURL(/#\/isystem\/announcement/);
  await expect(admin.locator('.ant-table-row:visible').first()).toBeVisible();
  await admin.getByRole('button', { name: /新\s*增/ }).click();
  await formItem(admin, '标题').locator('input').fill('关于台风“海燕”期间停工撤场的紧急通知');
  await chooseOption(admin, '优先级', '紧急');
  await typeBold(admin, '明日起停止室外作业');
  await chooseOption(admin, '发布状态', '已发布');
  await admin.screenshot({ path: `${SHOTS}/notice-02-compose.png` });
  await formModal(admin)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(admin.locator('.ant-table-row', { hasText: '关于台风“海燕”期间停工撤场的紧急通知' })).toContainText('已发布');

  // Without any reload, the worker's bell counts the new notice.
  await expect(bellBadge(worker)).toHaveText(String(unread + 1));
  await worker.locator('.notice-bell').click();
  const item = worker.locator('.notice-popover .notice-list__item', { hasText: '海燕' });
  await expect(item).toBeVisible();
  await expect(item).toContainText('紧急');
  await worker.screenshot({ path: `${SHOTS}/notice-03-pushed.png` });
  await item.click();

  const modal = worker.locator('.notice-modal');
  await expect(modal.locator('.ant-modal-title')).toHaveText('通知消息');
  await expect(modal).toContainText('发布人：系统管理员');
  await expect(modal.locator('.notice-modal__content strong')).toHaveText('明日起停止室外作业');
  await expect(modal.locator('.notice-modal__content script')).toHaveCount(0);
  await expect(modal.getByRole('button', { name: '去处理' })).toHaveCount(0);
  // The picture is taken once the bell's list has closed and the modal has finished opening.
  await expect(worker.locator('.notice-popover')).toBeHidden();
  await expect(worker.locator('.ant-zoom-appear, .ant-zoom-enter')).toHaveCount(0);
  await worker.screenshot({ path: `${SHOTS}/notice-04-modal.png` });
  await modal.getByRole('button', { name: '全屏' }).click();
  await expect(modal).toHaveClass(/fullscreen-modal--full/);
  await modal.getByRole('button', { name: /关\s*闭/ }).click();
  await expect(bellBadge(worker)).toHaveText(String(unread));

  // 查看更多 lists every notice with its read state.
  await worker.locator('.notice-bell').click();
  await worker.locator('.notice-popover').getByRole('button', { name: '查看更多' }).first().click();
  await expect(worker).toHaveURL(/#\/isps\/userAnnouncement/);
  await expect(worker.locator('.ant-table-row', { hasText: '海燕' })).toContainText('已读');
  await expect(worker.locator('.ant-table-row', { hasText: '劳务实名制' })).toContainText('未读');
  await worker.screenshot({ path: `${SHOTS}/notice-05-my-messages.png` });
});

test('an announcement to one chosen user reaches only that user, leaves the bell when withdrawn and counts as read', async ({ browser }) => {
  test.setTimeout(180_000);
  const TITLE = '塔吊司机持证上岗复核通知';
  const worker = await signedInPage(browser, 'lisi');
  const other = await signedInPage(browser, 'zhangwei');
  const [workerBefore, otherBefore] = [await loadedUnreadCount(worker), await loadedUnreadCount(other)];

  const admin = await signedInPage(browser, 'admin');
  await admin.goto('/#/isystem/announcement');
  await admin.reload();
  await expect(admin.locator('.ant-table-row:visible').first()).toBeVisible();
  await admin.getByRole('button', { name: /新\s*增/ }).click();
  await formItem(admin, '标题').locator('input').fill(TITLE);
  await chooseOption(admin, '通告对象', '指定用户');
  await pickInDialog(admin, '指定用户', '选择用户', { placeholder: '请输入姓名', text: '李思' });
  await typeBold(admin, '请各项目部于本周五前完成塔吊司机证件复核');
  await admin.screenshot({ path: `${SHOTS}/notice-08-compose-user.png` });
  await formModal(admin)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(admin.locator('.ant-table-row', { hasText: TITLE })).toContainText('未发布');

  await rowAction(admin, TITLE, '发布');
  await expect(admin.locator('.ant-message')).toContainText('该系统通知发布成功');
  await expect(bellBadge(worker)).toHaveText(String(workerBefore + 1));
  await worker.locator('.notice-bell').click();
  await expect(worker.locator('.notice-popover .notice-list__item', { hasText: TITLE })).toBeVisible();
  await closeBell(worker);
  expect(await unreadCount(other)).toBe(otherBefore);

  // 撤销 takes it out of the recipient's bell at once.
  await rowAction(admin, TITLE, '撤销');
  await expect(admin.locator('.ant-message')).toContainText('该系统通知撤销成功');
  await expect.poll(() => unreadCount(worker)).toBe(workerBefore);

  // Released again, read by the recipient, and counted in 阅读统计.
  await rowAction(admin, TITLE, '发布');
  await expect(bellBadge(worker)).toHaveText(String(workerBefore + 1));
  await worker.locator('.notice-bell').click();
  await worker.locator('.notice-popover .notice-list__item', { hasText: TITLE }).click();
  await expect(worker.locator('.notice-modal .notice-modal__content strong')).toHaveText('请各项目部于本周五前完成塔吊司机证件复核');
  await worker
    .locator('.notice-modal')
    .getByRole('button', { name: /关\s*闭/ })
    .click();
  await expect.poll(() => unreadCount(worker)).toBe(workerBefore);

  await admin.locator('.ant-table-row', { hasText: TITLE }).getByText('阅读统计', { exact: true }).click();
  const stats = admin.locator('.read-stats-drawer');
  await expect(stats.locator('.ant-drawer-title')).toContainText(`阅读统计 - ${TITLE}`);
  await expect(stats.locator('.ant-statistic', { hasText: '接收人数' })).toContainText('1');
  await expect(stats.locator('.ant-statistic', { hasText: '已读' })).toContainText('1');
  await expect(stats.locator('.ant-table-row', { hasText: '李思' })).toContainText('已读');
  await admin.screenshot({ path: `${SHOTS}/notice-09-read-stats.png` });
});

test('a user switches department and changes the password with the rules of the dialog', async ({ browser }) => {
  test.setTimeout(180_000);
  // An account of this test's own in 张伟's two departments: the password it changes is no other journey's.
  const admin = await signedInPage(browser, 'admin');
  const username = `mima${Date.now() % 1_000_000}`;
  await addAccountLike(admin, 'zhangwei', username, ADMIN_PASSWORD, '改密经理');
  const page = await signedInPage(browser, username);

  const departModal = page.locator('.ant-modal').filter({ hasText: '当前部门：' });
  await openUserMenu(page, '切换部门', departModal);
  await expect(departModal.locator('.ant-modal-title')).toContainText('当前部门：');
  const before = await departModal.locator('.ant-modal-title').innerText();
  await departModal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(departModal).toContainText('请选择部门');
  await departModal.locator('.ant-select-selector').click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options).toHaveCount(2);
  const target = (await options.nth(1).innerText()).trim();
  await options.nth(1).click();
  await page.screenshot({ path: `${SHOTS}/notice-06-depart.png` });
  await departModal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-message')).toContainText('切换部门成功');
  await openUserMenu(page, '切换部门', departModal);
  await expect(page.locator('.ant-modal-title', { hasText: '当前部门：' })).toHaveText(`当前部门：${target}`);
  expect(before).not.toBe(`当前部门：${target}`);
  await page
    .locator('.ant-modal', { hasText: '当前部门：' })
    .getByRole('button', { name: /取\s*消/ })
    .click();
  await expect(page.locator('.ant-modal-title', { hasText: '当前部门：' })).toBeHidden();

  const passwordModal = page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: '修改密码' }) });
  await openUserMenu(page, '修改密码', passwordModal);
  // A click on 确定 while the dialog still zooms in lands beside the moving button and is lost (seen in a full run).
  await expect(page.locator('.ant-zoom-enter, .ant-zoom-appear')).toHaveCount(0);
  await passwordModal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(passwordModal).toContainText('请输入旧密码');
  await passwordModal.getByPlaceholder('请输入旧密码').fill(ADMIN_PASSWORD);
  await passwordModal.getByPlaceholder('请输入新密码').fill('abc12345');
  await passwordModal.getByPlaceholder('请确认新密码').fill('Other#2026');
  await passwordModal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(passwordModal).toContainText('密码由8位数字、大小写字母和特殊符号组成!');
  await expect(passwordModal).toContainText('两次输入的密码不一样！');
  await page.screenshot({ path: `${SHOTS}/notice-07-password-rules.png` });
  await passwordModal.getByPlaceholder('请输入新密码').fill(NEW_PASSWORD);
  await passwordModal.getByPlaceholder('请确认新密码').fill(NEW_PASSWORD);
  await passwordModal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-message')).toContainText('密码修改成功！');
  await expect(passwordModal).toBeHidden();

  await signOut(page);
  await signIn(page, username, NEW_PASSWORD);
  await signOut(page);
  await submitLogin(page, username, ADMIN_PASSWORD);
  await expect(page.locator('.ant-notification')).toContainText('登录失败');
  await expect(page).toHaveURL(/#\/user\/login/);
});
