import { expect, test, type Page } from '@playwright/test';
import { fillField, formItem, formModal, openAddForm } from './support/form';
import { ADMIN_PASSWORD, chooseProject, openMenu, SHOTS, signIn } from './support/session';

/** The list page of the active tab (other tabs stay mounted but hidden). */
const listPage = (page: Page) => page.locator('.screen-list-page:visible');

/** The open picker dialog of that title. */
const pickerDialog = (page: Page, title: string) =>
  page.locator('.picker-modal .ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

/** Opens the picker of a form field by clicking its box. */
async function openPicker(page: Page, label: string, title: string) {
  await formItem(page, label).locator('.picker-input').click();
  const dialog = pickerDialog(page, title);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Clicks a user's row in a user picker's table (after searching by name). */
async function chooseUser(dialog: ReturnType<typeof pickerDialog>, realname: string) {
  await dialog.getByPlaceholder('请输入姓名').fill(realname);
  await dialog.getByRole('button', { name: /查\s*询/ }).click();
  await dialog.locator('.ant-table-row', { hasText: realname }).first().click();
  await expect(dialog.locator('.picker-selected')).toContainText(realname);
}

const confirm = (dialog: ReturnType<typeof pickerDialog>) => dialog.getByRole('button', { name: /确\s*定/ }).click();

test('an administrator assigns a user to a department found by searching the department tree', async ({ page }) => {
  await signIn(page, 'admin', ADMIN_PASSWORD);
  await page.locator('[data-module="system"]').click();
  await page.locator('.ant-menu').getByText('用户管理', { exact: true }).click();
  await expect(page).toHaveURL(/#\/isystem\/user/);
  await expect(listPage(page).locator('.ant-table-row').first()).toBeVisible();
  await openAddForm(page);
  await fillField(page, '用户账号', 'e2e_picker_user');
  await fillField(page, '登录密码', 'Picker#Pass2026');
  await fillField(page, '用户姓名', '部门选择');

  const dialog = await openPicker(page, '所属部门/项目', '选择部门');
  await expect(dialog.locator('.ant-tree-treenode', { hasText: '工程部' })).toBeVisible();
  const search = dialog.getByPlaceholder('请输入部门名称按回车进行搜索');
  await search.fill('物资');
  await search.press('Enter');
  await expect(dialog.locator('.picker-match')).toHaveText('物资');
  await expect(dialog.locator('.ant-tree-treenode', { hasText: '工程部' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/pickers-01-depart-search.png` });
  await dialog.locator('.ant-tree-treenode', { hasText: '物资部' }).locator('.ant-tree-checkbox').click();
  await confirm(dialog);
  await expect(formItem(page, '所属部门/项目')).toContainText('物资部');

  await formModal(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-message')).toContainText('添加成功');
  await page.reload();
  const row = listPage(page).locator('.ant-table-row', { hasText: 'e2e_picker_user' });
  await expect(row).toContainText('物资部');
  await row.getByText('编辑').click();
  await expect(formItem(page, '所属部门/项目')).toContainText('物资部');
});

test('a training record keeps its department and teacher chosen with the pickers', async ({ page }) => {
  await signIn(page, 'admin', ADMIN_PASSWORD);
  await chooseProject(page, '宁波石化二期项目');
  await page.locator('.shell-header__search').click();
  await page.keyboard.type('安全教育培训');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '安全教育培训' }).click();
  await expect(page).toHaveURL(/#\/labour\/training/);
  await expect(listPage(page).getByRole('columnheader', { name: '授课人' })).toBeVisible();
  await listPage(page)
    .getByRole('button', { name: /新\s*增/ })
    .click();
  await fillField(page, '培训名称', '进场三级安全教育');
  await formItem(page, '培训类型').locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '三级教育' }).click();
  const date = formItem(page, '培训日期').locator('input');
  await date.click();
  await date.fill('2026-03-02');
  await date.press('Enter');

  let dialog = await openPicker(page, '组织部门', '选择部门');
  await dialog.locator('.ant-tree-treenode', { hasText: '安全质量部' }).locator('.ant-tree-checkbox').click();
  await confirm(dialog);

  dialog = await openPicker(page, '授课人', '选择用户');
  await expect(dialog.locator('.depart-tree')).toContainText('工程部');
  await chooseUser(dialog, '张伟');
  await page.screenshot({ path: `${SHOTS}/pickers-02-user-picker.png` });
  await confirm(dialog);

  await page.screenshot({ path: `${SHOTS}/pickers-04-training-form.png` });

  await formModal(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-message')).toContainText('添加成功');
  await page.reload();
  // The list shows the newest trainings first: the record is found by its name, as a person searches.
  await listPage(page).getByPlaceholder('请输入培训名称').fill('进场三级安全教育');
  await listPage(page)
    .getByRole('button', { name: /查\s*询/ })
    .click();
  const row = listPage(page).locator('.ant-table-row', { hasText: '进场三级安全教育' });
  await expect(row).toContainText('张伟');
  await row.getByText('编辑').click();
  await expect(formItem(page, '组织部门')).toContainText('安全质量部');
  await expect(formItem(page, '授课人')).toContainText('张伟');
  await page.screenshot({ path: `${SHOTS}/pickers-05-training-edit.png` });
});

/** A tab of the open form. */
const formTab = (page: Page, title: string) => formModal(page).getByRole('tab', { name: title });

/** A cell of the open form's editable table. */
const tableCell = (page: Page, row: number, key: string) => formModal(page).locator('.et-row').nth(row).locator(`[data-key="${key}"]`);

test('in the widget demo a person picks users by department, and departments and users in table cells, and all survive a reload', async ({ page }) => {
  await signIn(page, 'admin', ADMIN_PASSWORD);
  await page.locator('[data-module="system"]').click();
  await openMenu(page, '开发示例', '组件示例', /#\/demo/);
  await expect(listPage(page).getByRole('columnheader', { name: '按部门选择用户' })).toBeVisible();
  await listPage(page)
    .getByRole('button', { name: /新\s*增/ })
    .click();
  await fillField(page, '名称', '选择器示例-E2E');

  // The user-by-department picker lists nobody until a department is clicked, then its members.
  await formTab(page, '选择器').click();
  let dialog = await openPicker(page, '按部门选择用户', '按部门选择用户');
  await expect(dialog).toContainText('请先在左侧选择部门');
  await dialog.locator('.depart-tree').getByText('宁波石化二期项目', { exact: true }).click();
  // Searched by name, not looked for on page 1: the project has more members than one page as the demo grows.
  await dialog.getByPlaceholder('请输入姓名').fill('王芳');
  await dialog.getByRole('button', { name: /查\s*询/ }).click();
  await expect(dialog.locator('.ant-table-row')).toHaveCount(0);
  await expect(dialog.locator('.ant-empty')).toBeVisible();
  await chooseUser(dialog, '李思');
  await chooseUser(dialog, '张伟');
  await page.screenshot({ path: `${SHOTS}/pickers-06-user-by-depart.png` });
  await confirm(dialog);
  await expect(formItem(page, '按部门选择用户')).toContainText('李思');
  await expect(formItem(page, '按部门选择用户')).toContainText('张伟');

  // An editable-table row: a department and two users chosen through the cells' dialogs.
  await formTab(page, '可编辑表格').click();
  await formModal(page)
    .locator('.et-toolbar')
    .getByRole('button', { name: /^plus 新\s*增$/ })
    .click();
  await tableCell(page, 0, 'memberDepart').click();
  dialog = pickerDialog(page, '选择部门');
  await dialog.locator('.ant-tree-treenode', { hasText: '安全质量部' }).locator('.ant-tree-checkbox').click();
  await confirm(dialog);
  await expect(tableCell(page, 0, 'memberDepart')).toContainText('安全质量部');
  await tableCell(page, 0, 'memberUsers').click();
  dialog = pickerDialog(page, '选择用户');
  await expect(dialog).toBeVisible();
  await chooseUser(dialog, '王芳');
  await chooseUser(dialog, '张伟');
  await confirm(dialog);
  await formModal(page).locator('.ant-modal-title').click();
  await expect(tableCell(page, 0, 'memberUsers')).toContainText('王芳,张伟');
  await page.screenshot({ path: `${SHOTS}/pickers-07-table-cells.png` });

  await formModal(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-message')).toContainText('添加成功');
  await page.reload();
  const row = listPage(page).locator('.ant-table-row', { hasText: '选择器示例-E2E' });
  await expect(row).toContainText('李思,张伟');
  await row.getByText('编辑', { exact: true }).click();
  await formTab(page, '选择器').click();
  await expect(formItem(page, '按部门选择用户')).toContainText('张伟');
  await formTab(page, '可编辑表格').click();
  await expect(tableCell(page, 0, 'memberDepart')).toContainText('安全质量部');
  await expect(tableCell(page, 0, 'memberUsers')).toContainText('王芳,张伟');
  await page.screenshot({ path: `${SHOTS}/pickers-08-demo-reloaded.png` });
});
