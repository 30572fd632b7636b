import { expect, test, type Page } from '@playwright/test';
import { addAccountLike } from './support/accounts';
import { acceptLoginChoice } from './support/loginChoice';
import { ADMIN_PASSWORD, openMenu, openUserMenu, recordOf, SHOTS, signedInPage, signOut } from './support/session';

const bindingRow = (page: Page) => page.locator('.account-bindings .ant-list-item', { hasText: '测试身份源' });

async function openBindingTab(page: Page): Promise<void> {
  await openUserMenu(page, '个人设置');
  await expect(page).toHaveURL(/#\/account\/settings/);
  await expect(async () => {
    // The user menu, still open after 个人设置, may cover the tab (on a phone it does): move away to close it.
    await page.locator('.account-page').hover();
    await expect(page.locator('.ant-dropdown-menu')).toBeHidden({ timeout: 3_000 });
    await page.getByRole('tab', { name: '账号绑定' }).click();
    await expect(bindingRow(page)).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** On the test provider's authorization page, says who one is at the third party and authorizes. */
async function authorizeAtProvider(page: Page, thirdUserId: string, name: string): Promise<void> {
  await expect(page.getByRole('heading', { name: '测试身份源授权' })).toBeVisible();
  await page.getByLabel('第三方用户ID').fill(thirdUserId);
  await page.getByLabel('显示名称').fill(name);
  await page.getByRole('button', { name: '授权' }).click();
}

/** Signs in through 其他登录方式 on the login page: off to the third party, back to the platform's login. */
async function startThirdPartySignIn(page: Page, thirdUserId: string, name: string): Promise<void> {
  await expect(page.getByText('其他登录方式')).toBeVisible();
  await page.getByRole('link', { name: '测试身份源登录' }).click();
  await authorizeAtProvider(page, thirdUserId, name);
}

test('a user binds a third-party account in 个人设置, signs in through it without a password and unbinds it', async ({ browser }) => {
  test.setTimeout(240_000);
  const admin = await signedInPage(browser, 'admin');
  const username = `bangding${Date.now() % 1_000_000}`;
  const thirdUserId = `ext-${username}`;
  await addAccountLike(admin, 'zhangwei', username, ADMIN_PASSWORD, '绑定经理');
  const page = await signedInPage(browser, username);

  await openBindingTab(page);
  await expect(bindingRow(page)).toContainText('未绑定');
  await page.screenshot({ path: `${SHOTS}/binding-01-unbound.png` });
  await bindingRow(page).getByRole('button', { name: '绑定' }).click();
  await authorizeAtProvider(page, thirdUserId, '绑定经理(企)');
  await expect(page).toHaveURL(/#\/account\/settings\?tab=binding$/);
  await expect(page.locator('.ant-message')).toContainText('绑定成功');
  await expect(bindingRow(page)).toContainText('已绑定');
  await expect(bindingRow(page)).toContainText(/绑定经理\(企\)，绑定于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  await page.screenshot({ path: `${SHOTS}/binding-02-bound.png` });

  await signOut(page);
  await page.screenshot({ path: `${SHOTS}/binding-02b-login-others.png` });
  await startThirdPartySignIn(page, thirdUserId, '绑定经理(企)');
  await expect(page).toHaveURL(/#\/workplace/);
  await expect(page.locator('.shell-header__user-name')).toHaveText('绑定经理');

  await openBindingTab(page);
  await bindingRow(page).getByRole('button', { name: '解绑' }).click();
  await expect(async () => {
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定/ })
      .click({ timeout: 3_000 });
    await expect(bindingRow(page)).toContainText('未绑定', { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.locator('.ant-message')).toContainText('已解除绑定');

  // Unbound now: the third-party sign-in offers 绑定已有账号 instead of creating an account.
  await signOut(page);
  await startThirdPartySignIn(page, thirdUserId, '绑定经理(企)');
  await expect(page.getByText('该测试身份源账号尚未绑定平台账号')).toBeVisible();
  await page.getByPlaceholder('请输入帐户名').fill(username);
  await page.getByPlaceholder('请输入密码').fill(ADMIN_PASSWORD);
  await page.screenshot({ path: `${SHOTS}/binding-03-bind-existing.png` });
  await page.getByRole('button', { name: '绑定并登录' }).click();
  // As after 登录, a user of several departments chooses one.
  await acceptLoginChoice(page);
  await expect(page).toHaveURL(/#\/workplace/);
  await openBindingTab(page);
  await expect(bindingRow(page)).toContainText('已绑定');

  const phone = await signedInPage(browser, username, ADMIN_PASSWORD, { width: 375, height: 812 });
  await openBindingTab(phone);
  await expect(bindingRow(phone).getByRole('button', { name: '解绑' })).toBeVisible();
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: `${SHOTS}/binding-04-phone.png`, fullPage: true });

  // The administrator sees the binding in 用户管理 and removes it (an identity bound to the wrong account).
  await admin.locator('[data-module="system"]').click();
  const users = await openMenu(admin, '组织与权限', '用户管理', /#\/isystem\/user/);
  await users.getByPlaceholder(/用户账号/).fill(username);
  await users
    .getByRole('button', { name: /查\s*询/ })
    .first()
    .click();
  await recordOf(users, username).getByText('第三方账号', { exact: true }).click();
  const dialog = admin.locator('.ant-modal', { hasText: '第三方账号 - 绑定经理' });
  await expect(dialog.locator('.ant-list-item')).toContainText(/测试身份源.*绑定经理\(企\)，绑定于/);
  await admin.screenshot({ path: `${SHOTS}/binding-05-admin.png` });
  await dialog.getByRole('button', { name: '解绑' }).click();
  await expect(async () => {
    await admin
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定/ })
      .click({ timeout: 3_000 });
    await expect(dialog.getByText('该用户未绑定第三方账号')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(admin.locator('.ant-message')).toContainText('已解除绑定');
});
