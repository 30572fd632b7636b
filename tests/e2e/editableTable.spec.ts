import { expect, test, type Locator, type Page } from '@playwright/test';
import { formItem, formModal } from './support/form';
import { openScreenAsAdmin, SHOTS } from './support/session';

const tableRow = (page: Page, index: number) => formModal(page).locator('.et-row').nth(index);
const cell = (row: Locator, key: string) => row.locator(`[data-key="${key}"]`);

async function typeInCell(row: Locator, key: string, value: string) {
  await cell(row, key).click();
  const input = cell(row, key).locator('input');
  await input.fill(value);
}

const formTab = (page: Page, title: string) => formModal(page).getByRole('tab', { name: title });

async function chooseInCell(page: Page, row: Locator, key: string, option: string) {
  await cell(row, key).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

test('an administrator plans materials with detail rows: errors shown per cell, fixed, saved and read back', async ({ page }) => {
  await openScreenAsAdmin(page, 'material', '材料计划');
  await expect(page).toHaveURL(/#\/materialmgmt\/plan/);
  await expect(page.locator('.ant-table-row', { hasText: 'JH202503001' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/vxe-01-plan-list.png` });

  // A new plan with two detail rows, the second one wrong in three ways.
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  await expect(formModal(page)).toBeVisible();
  await formItem(page, '计划编号').locator('input').fill('E2E001');
  await formItem(page, '计划名称').locator('input').fill('端到端测试计划');
  await formItem(page, '计划类型').locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '月计划' }).click();
  const date = formItem(page, '计划日期').locator('input');
  await date.click();
  await date.fill('2026-03-02');
  await date.press('Enter');

  // The detail rows are on their own tab of the form.
  await formTab(page, '材料明细').click();
  const addRow = formModal(page)
    .locator('.et-toolbar')
    .getByRole('button', { name: /^plus 新\s*增$/ });
  await addRow.click();
  await addRow.click();
  await expect(formModal(page).locator('.et-row')).toHaveCount(2);

  const first = tableRow(page, 0);
  await typeInCell(first, 'materialCode', 'GJ16');
  await typeInCell(first, 'materialName', '螺纹钢');
  await chooseInCell(page, first, 'unit', '吨');
  await typeInCell(first, 'planQty', '10');
  await typeInCell(first, 'unitPrice', '3850.5');
  const second = tableRow(page, 1);
  await typeInCell(second, 'materialCode', 'GJ16');
  await typeInCell(second, 'materialName', '水泥');
  await cell(second, 'planQty').click();
  await cell(second, 'planQty').locator('input').pressSequentially('2x');
  await expect(cell(second, 'planQty').locator('input')).toHaveValue('2');
  await typeInCell(second, 'unitPrice', '1.234');
  await formModal(page).locator('.ant-modal-title').click();
  await expect(cell(first, 'amount')).toHaveText('38,505');

  // Saving from the other tab: the failing detail table brings its tab to the front.
  await formTab(page, '基本信息').click();
  await expect(formTab(page, '基本信息')).toHaveAttribute('aria-selected', 'true');
  await expect(formModal(page).locator('.et')).toBeHidden();
  await formModal(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(formTab(page, '材料明细')).toHaveAttribute('aria-selected', 'true');
  await expect(formModal(page).locator('.et')).toBeVisible();
  await expect(formModal(page).getByText(/材料明细有4处错误，第1行「材料编码」：材料编码不能重复/)).toBeVisible();
  await expect(formModal(page).locator('.et-invalid')).toHaveCount(4);
  await cell(second, 'unit').hover();
  await expect(page.locator('.ant-tooltip:visible')).toHaveText('请选择单位!');
  await page.screenshot({ path: `${SHOTS}/vxe-02-cell-errors.png` });

  // Fix the cells: the errors go away cell by cell, then the plan saves.
  await typeInCell(second, 'materialCode', 'SN425');
  await chooseInCell(page, second, 'unit', '袋');
  await typeInCell(second, 'unitPrice', '26');
  await formModal(page).locator('.ant-modal-title').click();
  await expect(formModal(page).locator('.et-invalid')).toHaveCount(0);
  await expect(formModal(page).locator('.et-stats')).toContainText('38,557');
  await page.screenshot({ path: `${SHOTS}/vxe-03-fixed.png` });
  await formModal(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-message')).toContainText('添加成功');
  await expect(formModal(page)).toBeHidden();

  // Reopen it: the rows come back from the server in their order, with the computed amounts.
  const listed = page.locator('.ant-table-row', { hasText: 'E2E001' });
  await expect(listed).toHaveCount(1);
  await listed.getByText('编辑', { exact: true }).click();
  await expect(formItem(page, '计划编号').locator('input')).toHaveValue('E2E001');
  await formTab(page, '材料明细').click();
  await expect(formModal(page).locator('.et-row')).toHaveCount(2);
  await expect(cell(tableRow(page, 0), 'materialName')).toHaveText('螺纹钢');
  await expect(cell(tableRow(page, 1), 'unit')).toHaveText('袋');
  await expect(cell(tableRow(page, 1), 'amount')).toHaveText('52');
  await expect(formModal(page).locator('.et-stats')).toContainText('38,557');
  await page.screenshot({ path: `${SHOTS}/vxe-04-reopened.png` });
});
