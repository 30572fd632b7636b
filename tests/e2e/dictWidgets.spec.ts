import { expect, test, type Page } from '@playwright/test';
import { chooseOption, fillField, formItem, formModal } from './support/form';
import { chooseProject, openScreenAsAdmin, SHOTS, shownPage, signIn } from './support/session';

/** The list page of the active tab (other tabs stay mounted but hidden). */
const listPage = (page: Page) => page.locator('.screen-list-page:visible');
const ok = (page: Page) => formModal(page).getByRole('button', { name: /确\s*定/ });

/** Signed in as admin with a project chosen, opens a screen through the header's menu search. */
async function openDataScreen(page: Page, title: string): Promise<void> {
  await signIn(page);
  await chooseProject(page, '宁波石化二期项目');
  await openBySearch(page, title);
}

/** Opens a screen through the header's menu search and waits for its list. */
async function openBySearch(page: Page, title: string): Promise<void> {
  await page.locator('.shell-header__search').click();
  await page.keyboard.type(title);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: title }).click();
  await expect(page.locator('.shell-tab-bar .ant-tabs-tab-active')).toContainText(title);
  await shownPage(page);
  await expect(listPage(page).locator('.ant-table-row').first()).toBeVisible();
}

/** Opens a tree select of the form and expands the node titled `parent`. */
async function expandTreeNode(page: Page, parent: string): Promise<void> {
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await dropdown.locator('.ant-select-tree-treenode', { hasText: parent }).first().locator('.ant-select-tree-switcher').click();
}

test('an administrator adds a category under 物资分类 and picks categories level by level', async ({ page }) => {
  await openDataScreen(page, '分类字典');
  await expect(page).toHaveURL(/#\/isystem\/category/);
  const materials = listPage(page).locator('.ant-table-row', { hasText: '物资分类' });
  await expect(materials).toContainText('A01');

  // A new category under 物资分类, chosen in the parent's tree select; the server gives it the next code.
  await listPage(page)
    .getByRole('button', { name: /新\s*增/ })
    .click();
  await fillField(page, '分类名称', '模板');
  await formItem(page, '父级节点').locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper', { hasText: '物资分类' }).click();
  await expect(formItem(page, '父级节点')).toContainText('物资分类');
  await page.screenshot({ path: `${SHOTS}/dict-01-category-form.png` });
  await ok(page).click();
  await expect(page.locator('.ant-message')).toContainText('添加成功');
  await materials.locator('.ant-table-row-expand-icon').click();
  await expect(listPage(page).locator('.ant-table-row', { hasText: '模板' })).toContainText('A01A06');
  await page.screenshot({ path: `${SHOTS}/dict-02-category-tree.png` });

  // The parent picker loads a level only when it is opened: 螺纹钢 appears once 钢材 is expanded.
  await listPage(page)
    .getByRole('button', { name: /新\s*增/ })
    .click();
  await formItem(page, '父级节点').locator('.ant-select-selector').click();
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await expandTreeNode(page, '物资分类');
  await expect(dropdown.getByText('模板')).toBeVisible();
  await expect(dropdown.getByText('螺纹钢')).toHaveCount(0);
  await expandTreeNode(page, '钢材');
  await dropdown.getByText('螺纹钢').click();
  await expect(formItem(page, '父级节点')).toContainText('螺纹钢');
  await page.screenshot({ path: `${SHOTS}/dict-03-category-select.png` });
});

test('a worker gets a native place from the area picker and a team from the search select', async ({ page }) => {
  await openScreenAsAdmin(page, 'labour', '花名册');
  await listPage(page)
    .getByRole('button', { name: /新\s*增/ })
    .click();
  await fillField(page, '姓名', '区域测试');
  await fillField(page, '身份证号码', '320382199001011234');
  await fillField(page, '手机号码', '13800001111');
  await chooseOption(page, '工种名称', '木工');

  // 籍贯: province → city → district in the cascader.
  await formItem(page, '籍贯').locator('.ant-select-selector').click();
  const menus = page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu');
  await menus.nth(0).getByText('江苏省', { exact: true }).click();
  await menus.nth(1).getByText('徐州市', { exact: true }).click();
  await menus.nth(2).getByText('邳州市', { exact: true }).click();
  await expect(formItem(page, '籍贯')).toContainText('江苏省 / 徐州市 / 邳州市');

  // 所属班组: typing searches the teams on the server.
  const team = formItem(page, '所属班组');
  await team.locator('.ant-select-selector').click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).toBeVisible();
  await team.locator('input').fill('钢筋');
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.first()).toContainText('钢筋');
  await expect(options.filter({ hasNotText: '钢筋' })).toHaveCount(0);
  const teamName = (await options.first().innerText()).trim();
  await options.first().click();
  await page.screenshot({ path: `${SHOTS}/dict-04-worker-form.png` });
  await ok(page).click();
  await expect(page.locator('.ant-message')).toContainText('添加成功');

  const query = listPage(page).locator('.screen-query-form');
  await query.locator('.ant-formily-item').filter({ hasText: '姓名' }).locator('input').fill('区域测试');
  await query.getByRole('button', { name: /查\s*询/ }).click();
  const row = listPage(page).locator('.ant-table-row', { hasText: '区域测试' });
  await expect(row).toContainText(teamName);
  await row.getByText('编辑').click();
  await expect(formItem(page, '籍贯')).toContainText('江苏省 / 徐州市 / 邳州市');
  await expect(formItem(page, '所属班组')).toContainText(teamName);
});

test('a disabled dictionary item is gone from the choices after the cache is refreshed', async ({ page }) => {
  await openDataScreen(page, '数据字典');
  const query = listPage(page).locator('.screen-query-form');
  await query.locator('.ant-formily-item').filter({ hasText: '字典编码' }).locator('input').fill('work_type');
  await query.getByRole('button', { name: /查\s*询/ }).click();
  await listPage(page).locator('.ant-table-row', { hasText: 'work_type' }).getByText('字典配置').click();
  const items = page.locator('.ant-drawer:visible');
  const itemQuery = items.locator('.screen-query-form');
  await itemQuery.locator('.ant-formily-item').filter({ hasText: '名称' }).locator('input').fill('塔吊');
  await itemQuery.getByRole('button', { name: /查\s*询/ }).click();
  await items.locator('.ant-table-row', { hasText: '塔吊司机' }).getByText('编辑').click();
  await formItem(page, '状态').locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '停用' }).click();
  await ok(page).click();
  await expect(page.locator('.ant-message')).toContainText('编辑成功');
  await expect(items.locator('.ant-table-row', { hasText: '塔吊司机' })).toContainText('停用');
  // Close the drawer by clicking beside it (its close button may sit under the success message).
  await page.locator('.ant-drawer-mask').click({ position: { x: 100, y: 450 } });
  await expect(items).toHaveCount(0);

  // 清理缓存 reloads every dictionary into the browser's 7-day cache.
  await page.locator('.shell-header__user').hover();
  await page.locator('.ant-dropdown-menu-item', { hasText: '清理缓存' }).click();
  await expect(page.locator('.ant-message')).toContainText('刷新缓存完成！');

  await openBySearch(page, '花名册');
  await listPage(page)
    .getByRole('button', { name: /新\s*增/ })
    .click();
  await formItem(page, '工种名称').locator('.ant-select-selector').click();
  await formItem(page, '工种名称').locator('input').fill('司机');
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.filter({ hasText: '施工升降机司机' })).toHaveCount(1);
  await expect(options.filter({ hasText: '塔吊司机' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/dict-05-disabled-item.png` });
});
