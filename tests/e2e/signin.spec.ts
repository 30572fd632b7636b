import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addProjectManager } from './support/accounts';

const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'E2e@Admin2026';
const SHOTS = 'tests/e2e/screenshots';
const LISI_PHONE = '15851234567';

/** The SMS code the server just sent to `mobile`, as the person would read it on their phone (test outbox). */
async function latestSms(request: APIRequestContext, mobile: string): Promise<string> {
  const answer = await request.get(`/api/test/sms/latest?mobile=${mobile}`);
  const body = (await answer.json()) as { success: boolean; result: string };
  expect(body.success).toBe(true);
  return body.result;
}

/** A one-time code the test identity provider accepts for `username` (a third-party user id for `third:test`). */
async function identityCode(request: APIRequestContext, provider: string, username: string): Promise<string> {
  const answer = await request.post('/api/test/identity/code', { data: { provider, username } });
  return ((await answer.json()) as { result: string }).result;
}

async function signInWithPassword(page: Page, username: string, password: string) {
  await page.goto('/#/user/login');
  await page.getByPlaceholder('请输入帐户名').fill(username);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/#\/workplace/);
}

test('a clerk signs in with the SMS code sent to their phone', async ({ page }) => {
  await page.goto('/#/user/login');
  await page.getByRole('tab', { name: '手机号登录' }).click();
  await page.getByPlaceholder('手机号').fill(LISI_PHONE);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /\d+ s/ })).toBeDisabled();
  await page.getByPlaceholder('请输入验证码').fill(await latestSms(page.request, LISI_PHONE));
  await page.screenshot({ path: `${SHOTS}/signin-01-phone-login.png` });
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/#\/workplace/);
  await expect(page.getByText('李思').first()).toBeVisible();
});

test('third-party login: a bad code shows 第三方登录提示, an unbound identity is offered 绑定已有账号', async ({ page }) => {
  await page.goto('/#/user/login?from=third&thirdType=test&code=made-up-code');
  const notice = page.locator('.ant-notification-notice').filter({ hasText: '第三方登录提示' });
  await expect(notice).toContainText('第三方登录验证失败，请重新登录');
  await expect(page).toHaveURL(/#\/user\/login/);
  await page.waitForTimeout(500); // let the notice finish sliding in for the screenshot
  await page.screenshot({ path: `${SHOTS}/signin-02-third-failure.png` });

  // An identity bound to no account gets 绑定已有账号, never a new account (tests/e2e/accountBinding.spec.ts binds one).
  const code = await identityCode(page.request, 'third:test', `ext-unbound-${Date.now()}`);
  await page.goto(`/#/user/login?from=third&thirdType=test&code=${code}`);
  await expect(page.getByText('该测试身份源账号尚未绑定平台账号')).toBeVisible();
  await expect(page.getByRole('button', { name: '绑定并登录' })).toBeVisible();
  await page.getByRole('button', { name: '返回登录' }).click();
  await expect(page.getByRole('tab', { name: '账号密码登录' })).toBeVisible();
});

test('the material sub-system signs in with its own token and leaves the platform session alone', async ({ page }) => {
  await signInWithPassword(page, 'admin', ADMIN_PASSWORD);
  const mainSession = await page.evaluate(() => window.localStorage.getItem('pro__session'));
  expect(mainSession).toContain('admin');
  const materialUser = `cailiao${Date.now() % 1_000_000}`;
  await addProjectManager(page, materialUser, ADMIN_PASSWORD, '材料员');

  await page.goto('/#/material/login');
  await page.getByPlaceholder('请输入帐户名').fill(materialUser);
  await page.getByPlaceholder('请输入密码').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/#\/material\/management/);
  await expect(page.getByText('宁波石化二期项目')).toBeVisible();
  const project = page.locator('.mm-header__select').first();
  await expect(async () => {
    await project.click();
    await page.locator('.ant-select-item-option', { hasText: '连云港炼化一体化项目' }).click({ timeout: 5_000 });
    await expect(project).toContainText('连云港炼化一体化项目', { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await page.screenshot({ path: `${SHOTS}/signin-03-material.png` });

  const stored = await page.evaluate(() => window.localStorage.getItem('cailiaoToken'));
  expect(stored).toMatch(/"token":"[0-9a-f]{64}"/);
  expect(await page.evaluate(() => window.localStorage.getItem('pro__session'))).toBe(mainSession);

  // The material token dies on the server: the next material call clears only cailiaoToken.
  const materialToken = /"token":"([0-9a-f]{64})"/.exec(stored ?? '')?.[1] ?? '';
  await page.request.post('/api/worker/logout', { headers: { 'X-Access-Token': materialToken } });
  await page.reload();
  await expect(page).toHaveURL(/#\/material\/login/);
  expect(await page.evaluate(() => window.localStorage.getItem('cailiaoToken'))).toBeNull();
  expect(await page.evaluate(() => window.localStorage.getItem('pro__session'))).toBe(mainSession);
  await page.goto('/#/workplace');
  await expect(page).toHaveURL(/#\/workplace/);
});

test('a visitor registers with a phone code and signs in with the new account', async ({ page }) => {
  const phone = '13766667777';
  await page.goto('/#/user/login');
  await page.getByRole('link', { name: '注册账户' }).click();
  await expect(page).toHaveURL(/#\/user\/register/);
  await page.getByPlaceholder('用户名').fill('newcomer');
  await page.getByPlaceholder('至少8位密码，含字母、数字和特殊符号').fill('weak');
  await page.getByPlaceholder('确认密码').fill('weak');
  await page.getByPlaceholder('11 位手机号').fill(phone);
  await page.getByRole('button', { name: /注\s*册/ }).click();
  await expect(page.getByText('密码由8位数字、大小写字母和特殊符号组成!')).toBeVisible();
  await page.getByPlaceholder('至少8位密码，含字母、数字和特殊符号').fill('Newcomer#2026');
  await page.getByPlaceholder('确认密码').fill('Newcomer#2026');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByPlaceholder('请输入验证码').fill(await latestSms(page.request, phone));
  await page.screenshot({ path: `${SHOTS}/signin-04-register.png` });
  await page.getByRole('button', { name: /注\s*册/ }).click();
  await expect(page.getByText('你的账户：newcomer 注册成功')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/signin-05-register-result.png` });
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await signInWithPassword(page, 'newcomer', 'Newcomer#2026');
  await expect(page.getByText('newcomer').first()).toBeVisible();
});

test('an administrator forces a signed-in user out from 在线用户', async ({ page, browser }) => {
  const victim = await browser.newContext({ locale: 'zh-CN' });
  const victimPage = await victim.newPage();
  await signInWithPassword(victimPage, 'wangfang', ADMIN_PASSWORD);

  await signInWithPassword(page, 'admin', ADMIN_PASSWORD);
  await page.locator('[data-module="system"]').click();
  await page.locator('.ant-menu').getByText('在线用户', { exact: true }).click();
  await expect(page).toHaveURL(/#\/isystem\/online/);
  // Newest first: this very session heads the list; other files' sessions may fill more pages.
  const rows = page.locator('.ant-table-row:visible');
  await expect(rows.first()).toContainText('当前会话');
  await page.getByPlaceholder('请输入用户账号').fill('wangfang');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const row = rows.filter({ hasText: 'wangfang' }).first();
  await expect(row).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/signin-06-online.png` });
  await row.getByText('强退').click();
  await page
    .locator('.ant-popover:visible')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('已强制 王芳 退出登录')).toBeVisible();
  await expect(rows.filter({ hasText: 'wangfang' })).toHaveCount(0);

  // The forced-out user's next call is refused and they land on the login page.
  await victimPage.reload();
  await expect(victimPage).toHaveURL(/#\/user\/login/);
  await victim.close();
});
