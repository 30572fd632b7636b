import { expect, test, type APIRequestContext } from '@playwright/test';
import { loginChoiceDialog } from './support/loginChoice';
import { ADMIN_PASSWORD, SHOTS } from './support/session';

const PASSWORD = 'Choice#Pass2026';
const LIANYUNGANG = '连云港炼化一体化项目';

interface Envelope<T> {
  success: boolean;
  message: string;
  result: T;
}

async function call<T>(request: APIRequestContext, method: 'get' | 'post', url: string, token: string, data?: object): Promise<T> {
  const response = await request[method](url, { headers: { 'X-Access-Token': token }, data });
  const body = (await response.json()) as Envelope<T>;
  expect(body.success, body.message).toBe(true);
  return body.result;
}

/**
 * As the administrator, through the API: two tenants and a user in both of them and in 张伟's two
 * projects (so with two departments), with 张伟's roles. Codes and names are the run's own.
 */
async function addUserOfTwoTenants(request: APIRequestContext, suffix: string) {
  const admin = await call<{ token: string }>(request, 'post', '/api/sys/login', '', { username: 'admin', password: ADMIN_PASSWORD });
  const tenants = [
    { tenantCode: `NB${suffix}`, name: `宁波分公司${suffix}` },
    { tenantCode: `LYG${suffix}`, name: `连云港分公司${suffix}` },
  ];
  for (const tenant of tenants) await call(request, 'post', '/api/sys/tenant/add', admin.token, { ...tenant, status: '1' });
  const users = await call<{ records: { username: string; departIds: string; roleIds: string }[] }>(
    request,
    'get',
    '/api/sys/user/list?pageNo=1&pageSize=100',
    admin.token,
  );
  const manager = users.records.find((user) => user.username === 'zhangwei');
  const username = `duozuhu${suffix}`;
  await call(request, 'post', '/api/sys/user/add', admin.token, {
    username,
    realname: '多租户经理',
    password: PASSWORD,
    status: '1',
    departIds: manager?.departIds,
    roleIds: manager?.roleIds,
    relTenantIds: tenants.map((tenant) => tenant.tenantCode).join(','),
  });
  return { username, tenants };
}

test('a user of two tenants and two departments chooses both when signing in, and works in them', async ({ page }) => {
  const { username, tenants } = await addUserOfTwoTenants(page.request, String(Date.now() % 1_000_000));
  const chosenTenant = tenants[1];

  await page.goto('/');
  await expect(page).toHaveURL(/#\/user\/login/);
  await page.getByPlaceholder('请输入帐户名').fill(username);
  await page.getByPlaceholder('请输入密码').fill(PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();

  // The choice comes before entering, and both answers are required.
  const dialog = loginChoiceDialog(page);
  await expect(dialog.locator('.ant-modal-title')).toHaveText('请选择租户和部门');
  await expect(page).toHaveURL(/#\/user\/login/);
  await dialog.getByRole('button', { name: /确\s*认/ }).click();
  await expect(dialog.locator('.ant-form-item-explain-error')).toHaveText(['请选择登录租户', '请选择登录部门']);

  await dialog.locator('.ant-select', { hasText: '请选择登录租户' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: chosenTenant.name }).click();
  await dialog.locator('.ant-select', { hasText: '请选择登录部门' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: LIANYUNGANG }).click();
  await expect(dialog.locator('.ant-form-item-explain-error')).toHaveCount(0);
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/login-choice-01-dialog.png` });

  const permissionCall = page.waitForRequest((request) => request.url().includes('/api/sys/permission/getUserPermissionByToken'));
  await dialog.getByRole('button', { name: /确\s*认/ }).click();
  await expect(page).toHaveURL(/#\/workplace/);
  expect((await permissionCall).headers()['tenant-id']).toBe(chosenTenant.tenantCode);

  // The header shows the chosen project department, and it is the current department.
  await expect(page.locator('.shell-header__project')).toHaveText('连云港炼化');
  await page.screenshot({ path: `${SHOTS}/login-choice-02-header.png` });
  const later = page.waitForRequest((request) => request.url().includes('/api/sys/user/getCurrentUserDeparts'));
  await page.locator('.shell-header__user').hover();
  await page.locator('.ant-dropdown-menu-item', { hasText: '切换部门' }).click();
  await expect(page.locator('.ant-modal-title', { hasText: '当前部门：' })).toHaveText(`当前部门：${LIANYUNGANG}`);
  expect((await later).headers()['tenant-id']).toBe(chosenTenant.tenantCode);
});
