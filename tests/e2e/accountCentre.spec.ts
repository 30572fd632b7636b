import { expect, test, type Page } from '@playwright/test';
import { addAccountLike } from './support/accounts';
import { ADMIN_PASSWORD, openUserMenu, SHOTS, signedInPage, signIn, signOut } from './support/session';

const NEW_PASSWORD = 'Centre#2026new';

/** A small picture drawn by the browser itself, as a phone photo would be chosen. */
async function photo(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 160;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#1677ff';
    context.fillRect(0, 0, 240, 160);
    context.fillStyle = '#ffffff';
    context.beginPath();
    context.arc(120, 80, 50, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png').split(',')[1];
  });
  return Buffer.from(base64, 'base64');
}

test('a user keeps their own profile, avatar and password in the account centre', async ({ browser }) => {
  test.setTimeout(240_000);
  // An account of this test's own in 张伟's projects and roles: its password and avatar are no other journey's.
  const admin = await signedInPage(browser, 'admin');
  const username = `zhongxin${Date.now() % 1_000_000}`;
  await addAccountLike(admin, 'zhangwei', username, ADMIN_PASSWORD, '账户中心经理');
  const page = await signedInPage(browser, username);
  // The same account signed in on another device: a session 安全设置 can end.
  const otherDevice = await signedInPage(browser, username);

  await openUserMenu(page, '个人中心');
  await expect(page).toHaveURL(/#\/account\/center/);
  const projects = page.locator('.account-card', { hasText: '我的项目与角色' });
  await expect(projects.locator('.ant-tag').first()).toBeVisible();
  await expect(page.locator('.account-profile__head')).toContainText('账户中心经理');
  await expect(page.locator('.account-card', { hasText: '最近操作' }).locator('.ant-table-row', { hasText: '登录' }).first()).toBeVisible();
  await page.locator('.account-page').hover();
  await expect(page.locator('.ant-dropdown-menu')).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/account-01-center.png` });

  await openUserMenu(page, '个人设置');
  await expect(page).toHaveURL(/#\/account\/settings/);
  const phone = page.getByPlaceholder('请输入手机号');
  await phone.fill('12345');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.locator('.ant-form-item-explain-error')).toHaveText('请输入正确手机号');
  await page.screenshot({ path: `${SHOTS}/account-02-bad-phone.png` });
  await phone.fill(`138${String(Date.now()).slice(-8)}`);
  await page.getByPlaceholder('请输入邮箱').fill(`${username}@site.com.cn`);
  await page.getByPlaceholder('请输入姓名').fill('账户中心主任');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.locator('.ant-message')).toContainText('个人信息已保存');
  await expect(page.locator('.shell-header__user-name')).toHaveText('账户中心主任');

  await page.getByRole('tab', { name: '头像' }).click();
  await page.locator('.account-settings__avatar input[type=file]').setInputFiles({ name: '我的照片.png', mimeType: 'image/png', buffer: await photo(page) });
  const crop = page.locator('.ant-modal', { hasText: '裁剪头像' });
  await expect(crop).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/account-03-crop.png`, animations: 'disabled' });
  await crop.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-message')).toContainText('头像已更新');
  await expect(page.locator('.shell-header__user img')).toHaveAttribute('src', /\/api\/sys\/common\/static\/avatar\/.+\.png$/);
  const served = await page.request.get((await page.locator('.shell-header__user img').getAttribute('src')) ?? '');
  expect(served.headers()['content-type']).toMatch(/^image\//);

  await page.getByRole('tab', { name: '安全设置' }).click();
  await expect(page.locator('.ant-list-item', { hasText: '当前会话' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/account-04-security.png`, animations: 'disabled' });
  await page.locator('.ant-list-item', { hasText: '登录于' }).getByRole('button', { name: '下线' }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-message')).toContainText('该会话已下线');
  await expect(page.locator('.ant-list-item', { hasText: '登录于' })).toHaveCount(1);
  await otherDevice.reload();
  await expect(otherDevice).toHaveURL(/#\/user\/login/);
  // 密保手机: a wrong number is refused in the dialog, a right one is saved and shown masked.
  const securePhone = `139${String(Date.now()).slice(-8)}`;
  await page.locator('.ant-list-item', { hasText: '密保手机' }).getByRole('button', { name: '修改' }).click();
  const phoneModal = page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: '修改密保手机' }) });
  await phoneModal.getByPlaceholder('请输入新的手机号').fill('1390000');
  await phoneModal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(phoneModal.locator('.ant-form-item-explain-error')).toHaveText('请输入正确手机号');
  await phoneModal.getByPlaceholder('请输入新的手机号').fill(securePhone);
  await phoneModal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-message')).toContainText('密保手机已修改');
  await expect(page.locator('.ant-list-item', { hasText: '密保手机' })).toContainText(`${securePhone.slice(0, 3)}****${securePhone.slice(-4)}`);
  await page.getByRole('tab', { name: '基本设置' }).click();
  await expect(page.getByPlaceholder('请输入手机号')).toHaveValue(securePhone);
  await page.getByRole('tab', { name: '安全设置' }).click();
  await page.locator('.ant-list-item', { hasText: '账户密码' }).getByRole('button', { name: '修改' }).click();
  const passwordModal = page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: '修改密码' }) });
  await passwordModal.getByPlaceholder('请输入旧密码').fill(ADMIN_PASSWORD);
  await passwordModal.getByPlaceholder('请输入新密码').fill(NEW_PASSWORD);
  await passwordModal.getByPlaceholder('请确认新密码').fill(NEW_PASSWORD);
  await passwordModal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-message')).toContainText('密码修改成功！');
  await signOut(page);
  await signIn(page, username, NEW_PASSWORD);

  const phoneView = await signedInPage(browser, username, NEW_PASSWORD, { width: 375, height: 812 });
  await openUserMenu(phoneView, '个人设置');
  await expect(phoneView).toHaveURL(/#\/account\/settings/);
  await expect(phoneView.getByRole('tab', { name: '基本设置' })).toBeVisible();
  await expect(phoneView.getByPlaceholder('请输入手机号')).toBeVisible();
  const overflow = await phoneView.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await phoneView.screenshot({ path: `${SHOTS}/account-05-settings-phone.png`, fullPage: true });
});
