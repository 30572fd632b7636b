import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, openMenu, SHOTS, shownPage, signIn } from './support/session';
import { chooseOption, fillField, formModal } from './support/form';
import { pickInDialog } from './support/picker';

const USER_PASSWORD = 'Role#User2026';
// Two browser sessions and several saves: longer than the default on a busy machine.
test.describe.configure({ timeout: 180_000 });

async function openSystemScreen(page: Page, title: string, path: RegExp) {
  await page.locator('[data-module="system"]').click();
  await page.locator('.ant-menu').getByText(title, { exact: true }).click();
  await expect(page).toHaveURL(path);
  await expect((await shownPage(page)).locator('.ant-table-row').first()).toBeVisible();
}

test('a role granted one menu and one button gives its user exactly that menu and button', async ({ page, browser }) => {
  await signIn(page, 'admin', ADMIN_PASSWORD);

  // A new role.
  await openSystemScreen(page, '角色管理', /#\/isystem\/role/);
  await page
    .locator('.screen-list-page:visible')
    .getByRole('button', { name: /新\s*增/ })
    .click();
  await fillField(page, '角色名称', '角色查看员');
  await fillField(page, '角色编码', 'e2e_role_viewer');
  await formModal(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  const roleRow = page.locator('.ant-table-row:visible', { hasText: 'e2e_role_viewer' });
  await expect(roleRow).toBeVisible();

  // 授权: tick 角色管理's 查询 (its menu) and 添加 (one button) in the tree.
  await roleRow.getByText('授权', { exact: true }).click();
  const drawer = page.locator('.role-authorize-drawer');
  await expect(drawer.locator('.ant-tree-treenode:not([aria-hidden])').first()).toBeVisible();
  const node = (title: string) =>
    drawer.locator('.ant-tree-treenode:not([aria-hidden])').filter({ has: page.locator('.ant-tree-title', { hasText: new RegExp(`^${title}`) }) });
  await node('角色管理').locator('.ant-tree-switcher').click();
  await node('查询').locator('.ant-tree-checkbox').click();
  await node('添加').locator('.ant-tree-checkbox').click();
  await expect(node('添加').locator('.ant-tree-checkbox-checked')).toBeVisible();
  await expect(node('角色管理').locator('.ant-tree-checkbox-indeterminate')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sysadmin-01-authorize.png` });
  await drawer.getByRole('button', { name: '保存并关闭' }).click();
  await expect(page.locator('.ant-message', { hasText: '保存成功！' })).toBeVisible();

  // A user holding the role.
  await page.locator('.ant-menu').getByText('用户管理', { exact: true }).click();
  await expect(page).toHaveURL(/#\/isystem\/user/);
  // The user list is the page shown now and has loaded (newest users first: which demo accounts are
  // on page 1 depends on the demo, so no account is looked for).
  const users = await shownPage(page);
  await expect(users.getByPlaceholder('请输入用户账号')).toBeVisible();
  await expect(users.locator('.ant-table-row').first()).toBeVisible();
  await users
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  await fillField(page, '用户账号', 'e2e_role_user');
  await fillField(page, '登录密码', USER_PASSWORD);
  await fillField(page, '用户姓名', '角色测试');
  await pickInDialog(page, '角色', '请选择角色', { placeholder: '请输入角色名称', text: '角色查看员' });
  await page.screenshot({ path: `${SHOTS}/sysadmin-02-user-form.png` });
  await formModal(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  const userRow = page.locator('.ant-table-row:visible', { hasText: 'e2e_role_user' });
  await expect(userRow).toContainText('角色查看员');
  await expect(userRow.getByText('冻结', { exact: true })).toBeVisible();
  await expect(userRow.getByText('重置密码', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sysadmin-03-users.png` });

  // The user sees the one menu and, on it, 新增 but no 编辑, 删除 or 授权.
  const context = await browser.newContext();
  const userPage = await context.newPage();
  await signIn(userPage, 'e2e_role_user', USER_PASSWORD);
  await userPage.locator('[data-module="system"]').click();
  await expect(userPage).toHaveURL(/#\/isystem\/role/);
  const items = userPage.locator('.ant-menu .ant-menu-item:visible');
  // 工作台 is every user's; the role adds 角色管理 and nothing else.
  await expect(items).toHaveText(['工作台', '角色管理']);
  await expect(userPage.locator('.ant-table-row:visible').first()).toBeVisible();
  await expect(userPage.locator('.screen-list-page:visible').getByRole('button', { name: /新\s*增/ })).toBeVisible();
  const firstRow = userPage.locator('.ant-table-row:visible').first();
  await expect(firstRow.getByText('详情', { exact: true })).toBeVisible();
  await expect(firstRow.getByText('编辑', { exact: true })).toHaveCount(0);
  await expect(firstRow.getByText('删除', { exact: true })).toHaveCount(0);
  await expect(firstRow.getByText('授权', { exact: true })).toHaveCount(0);
  await userPage.screenshot({ path: `${SHOTS}/sysadmin-04-granted-user.png` });
  await context.close();
});

test('an administrator freezes a user, finds the sign-ins in the log, and restores a deleted user from the recycle bin', async ({ page }) => {
  await signIn(page, 'admin', ADMIN_PASSWORD);
  await openSystemScreen(page, '用户管理', /#\/isystem\/user/);
  // Found by account: specs before this one add users, newest first, so she may be past page 1.
  const list = page.locator('.screen-list-page:visible');
  await list.getByPlaceholder(/用户账号/).fill('wangfang');
  // The query form's 查询 comes before the toolbar's 高级查询.
  await list
    .getByRole('button', { name: /查\s*询/ })
    .first()
    .click();
  const row = page.locator('.ant-table-row:visible', { hasText: 'wangfang' });
  await row.getByText('冻结', { exact: true }).click();
  await page
    .locator('.ant-popconfirm')
    .last()
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-message', { hasText: '冻结成功!' })).toBeVisible();
  await expect(row).toContainText('冻结');
  await expect(row.getByText('解冻', { exact: true })).toBeVisible();

  await row.getByText('删除', { exact: true }).click();
  await page
    .locator('.ant-popconfirm')
    .last()
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-table-row:visible', { hasText: 'wangfang' })).toHaveCount(0);
  await page.getByRole('button', { name: '回收站' }).click();
  const bin = page.locator('.ant-modal', { hasText: '回收站' });
  const binRow = bin.locator('.ant-table-row', { hasText: 'wangfang' });
  await expect(binRow).toBeVisible();
  await expect(page.locator('.ant-zoom-appear, .ant-zoom-enter')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/sysadmin-05-recycle-bin.png` });
  await binRow.getByText('还原', { exact: true }).click();
  await expect(bin.locator('.ant-table-row', { hasText: 'wangfang' })).toHaveCount(0);
  await bin.locator('.ant-modal-close').click();
  await expect(page.locator('.ant-table-row:visible', { hasText: 'wangfang' })).toBeVisible();

  await openMenu(page, '数据', '日志管理', /#\/isystem\/log/);
  await expect(page.locator('.ant-table-row:visible', { hasText: '用户名: admin,登录成功！' }).first()).toBeVisible();
  await expect(page.locator('.ant-table-row:visible', { hasText: '/api/sys/user/frozenBatch' }).first()).toBeVisible();
  await expect(page.locator('.screen-list-page:visible').getByRole('button', { name: /新\s*增/ })).toHaveCount(0);
  await expect(page.locator('.ant-table-row:visible').first().getByText('编辑', { exact: true })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/sysadmin-06-log.png` });
});

/** Opens a row of the 菜单管理 tree by expanding its ancestors' rows. */
async function openMenuRow(page: Page, path: string[]) {
  for (const title of path.slice(0, -1)) {
    const row = page.locator('.menu-admin-page .ant-table-row', { has: page.locator('td', { hasText: new RegExp(`^${title}$`) }) });
    await expect(row).toBeVisible();
    const expander = row.locator('.ant-table-row-expand-icon-collapsed');
    if (await expander.count()) await expander.click();
  }
  const row = page.locator('.menu-admin-page .ant-table-row', { has: page.locator('td', { hasText: new RegExp(`^${path[path.length - 1]}$`) }) });
  await expect(row).toBeVisible();
  return row;
}

test('a data rule granted to a role limits the rows its user sees', async ({ page, browser }) => {
  await signIn(page, 'admin', ADMIN_PASSWORD);
  await page.locator('[data-module="system"]').click();
  await page.locator('.ant-menu').getByText('菜单管理', { exact: true }).click();
  await expect(page).toHaveURL(/#\/isystem\/permission/);

  // A rule on 角色管理: only the role whose code is e2e_role_viewer.
  const roleMenu = await openMenuRow(page, ['系统设置', '组织与权限', '角色管理']);
  await roleMenu.locator('a', { hasText: /^数据规则$/ }).click();
  const drawer = page.locator('.data-rule-drawer');
  await drawer.getByRole('button', { name: /新\s*增/ }).click();
  // A retry makes a rule of its own: the first attempt's rule stays in the list.
  const ruleName = `只看查看员角色${test.info().retry || ''}`;
  await fillField(page, '规则名称', ruleName);
  await fillField(page, '规则字段', 'roleCode');
  await chooseOption(page, '条件规则', '等于');
  await fillField(page, '规则值', 'e2e_role_viewer');
  await formModal(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(drawer.locator('.ant-table-row', { hasText: ruleName })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sysadmin-07-data-rule.png` });
  await drawer.locator('.ant-drawer-close').click();

  // 授权 › 数据规则: tick it for the role of the first test.
  await page.locator('.ant-menu').getByText('角色管理', { exact: true }).click();
  const roleRow = page.locator('.ant-table-row:visible', { hasText: 'e2e_role_viewer' });
  await roleRow.getByText('授权', { exact: true }).click();
  const authorize = page.locator('.role-authorize-drawer');
  await authorize.getByRole('tab', { name: '数据规则' }).click();
  // A click, then the wait for the tick: check() insists on seeing the new state at once, which the
  // controlled checkbox group may render a moment later on a loaded machine.
  const ruleBox = authorize.getByRole('checkbox', { name: new RegExp(`^${ruleName} `) });
  await ruleBox.click();
  await expect(ruleBox).toBeChecked();
  await page.screenshot({ path: `${SHOTS}/sysadmin-08-role-data-rule.png` });
  await authorize.getByRole('button', { name: '保存数据规则' }).click();
  await expect(page.locator('.ant-message', { hasText: '保存成功！' })).toBeVisible();

  const context = await browser.newContext();
  const userPage = await context.newPage();
  await signIn(userPage, 'e2e_role_user', USER_PASSWORD);
  await userPage.locator('[data-module="system"]').click();
  await expect(userPage).toHaveURL(/#\/isystem\/role/);
  await expect(userPage.locator('.ant-table-row:visible')).toHaveCount(1);
  await expect(userPage.locator('.ant-table-row:visible')).toContainText('e2e_role_viewer');
  await context.close();
});

test('an administrator renames and hides menus in 菜单管理 and the menu follows', async ({ page }) => {
  await signIn(page, 'admin', ADMIN_PASSWORD);
  await page.locator('[data-module="system"]').click();
  await page.locator('.ant-menu').getByText('菜单管理', { exact: true }).click();
  const positions = await openMenuRow(page, ['系统设置', '组织与权限', '职务管理']);
  await positions.getByText('编辑', { exact: true }).click();
  const modal = page.locator('.menu-form-modal');
  await modal.getByLabel('菜单名称').fill('岗位管理');
  await page.screenshot({ path: `${SHOTS}/sysadmin-09-menu-edit.png` });
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-message', { hasText: '编辑成功!' })).toBeVisible();

  const tenants = await openMenuRow(page, ['系统设置', '组织与权限', '租户管理']);
  await tenants.getByText('编辑', { exact: true }).click();
  await modal.getByRole('switch').first().click();
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-message', { hasText: '编辑成功!' }).last()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sysadmin-10-menu-admin.png` });

  // The next permission load (a reload) brings the new menu.
  await page.reload();
  const menu = page.locator('.ant-menu');
  await expect(menu.getByText('岗位管理', { exact: true })).toBeVisible();
  await expect(menu.getByText('职务管理', { exact: true })).toHaveCount(0);
  await expect(menu.getByText('租户管理', { exact: true })).toHaveCount(0);
});

test('dragging a department onto another makes it its parent with a new organisation code', async ({ page }) => {
  await signIn(page, 'admin', ADMIN_PASSWORD);
  await openSystemScreen(page, '部门管理', /#\/isystem\/depart/);
  const row = (name: string) => page.locator('.ant-table-row:visible', { has: page.locator('td', { hasText: new RegExp(`^${name}$`) }) });
  const company = row('华泰化学工程建设有限公司');
  const expander = company.locator('.ant-table-row-expand-icon-collapsed');
  if (await expander.count()) await expander.click();
  await expect(row('物资部')).toContainText('A01A03');
  await row('财务部').dragTo(row('物资部'));
  await expect(page.locator('.ant-message', { hasText: '编辑成功' })).toBeVisible();
  await row('物资部').locator('.ant-table-row-expand-icon-collapsed').click();
  await expect(row('财务部')).toContainText('A01A03A01');
  await page.screenshot({ path: `${SHOTS}/sysadmin-11-depart-drag.png` });
});
