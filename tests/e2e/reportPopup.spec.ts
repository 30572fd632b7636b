import { expect, test, type Page } from '@playwright/test';
import { formItem, formModal } from './support/form';
import { openScreenAsAdmin, SHOTS } from './support/session';

const popup = (page: Page) => page.locator('.report-popup-modal .ant-modal');
/** The list page of the open tab (other tabs stay mounted, hidden). */
const listPage = (page: Page) => page.locator('.screen-list-page:visible');

test('fill a field from a report popup: choosing a worker fills 班组长 and 班组长电话', async ({ page }) => {
  await openScreenAsAdmin(page, 'labour', '班组管理');
  await expect(listPage(page).getByRole('columnheader', { name: '班组长电话' })).toBeVisible();
  await listPage(page)
    .getByRole('button', { name: /新\s*增/ })
    .click();
  await expect(formModal(page)).toBeVisible();

  await formItem(page, '班组长').locator('input').click();
  await expect(popup(page).locator('.ant-modal-title')).toHaveText('选择本项目工人');
  const rows = popup(page).locator('.ant-table-tbody .ant-table-row');
  await expect(rows.first()).toBeVisible();

  // 确定 without a choice is refused.
  await popup(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-message')).toContainText('请选择一条记录');

  // Search by the surname of the first worker, then choose one row of the result.
  const firstName = (await rows.first().locator('td').nth(1).innerText()).trim();
  await popup(page).getByPlaceholder('请输入姓名').fill(firstName.slice(0, 1));
  await popup(page)
    .getByRole('button', { name: /查\s*询/ })
    .click();
  await expect(rows.first()).toContainText(firstName.slice(0, 1));
  const chosen = rows.first();
  const name = (await chosen.locator('td').nth(1).innerText()).trim();
  const phone = (await chosen.locator('td').nth(3).innerText()).trim();
  await chosen.click();
  await expect(popup(page).getByText(/已选择\s*1\s*项/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/report-popup-01-workers.png` });
  await popup(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();

  await expect(popup(page)).toBeHidden();
  await expect(formItem(page, '班组长').locator('input')).toHaveValue(name);
  await expect(formItem(page, '班组长电话').locator('input')).toHaveValue(phone);
  await page.screenshot({ path: `${SHOTS}/report-popup-02-filled.png` });

  // The filled values are saved with the team (a name of this run's own: team names are unique).
  const teamName = `弹窗测试班组${Date.now() % 100000}`;
  await formItem(page, '班组名称').locator('input').fill(teamName);
  await formItem(page, '班组类型').locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await formModal(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(formModal(page)).toBeHidden();
  await expect(listPage(page).locator('.ant-table-row', { hasText: teamName })).toContainText(name);
});

test('a material plan row is filled from the planned-materials popup of its 材料编码 cell', async ({ page }) => {
  await openScreenAsAdmin(page, 'material', '材料计划');
  await listPage(page)
    .getByRole('button', { name: /新\s*增/ })
    .click();
  await expect(formModal(page)).toBeVisible();
  await formModal(page).getByRole('tab', { name: '材料明细' }).click();
  await formModal(page)
    .locator('.et-toolbar')
    .getByRole('button', { name: /^plus 新\s*增$/ })
    .click();
  const row = formModal(page).locator('.et-row').first();

  await row.locator('[data-key="materialCode"]').click();
  await row.locator('[data-key="materialCode"] .popup-input__open').click();
  await expect(popup(page).locator('.ant-modal-title')).toHaveText('选择已计划材料');
  const first = popup(page).locator('.ant-table-tbody .ant-table-row').first();
  await expect(first).toBeVisible();
  const [code, materialName, spec] = await Promise.all([1, 2, 3].map(async (index) => (await first.locator('td').nth(index).innerText()).trim()));
  await first.click();
  await page.screenshot({ path: `${SHOTS}/report-popup-03-materials.png` });
  await popup(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(popup(page)).toBeHidden();

  await formModal(page).locator('.ant-modal-title').click();
  await expect(row.locator('[data-key="materialCode"]')).toContainText(code);
  await expect(row.locator('[data-key="materialName"]')).toContainText(materialName);
  await expect(row.locator('[data-key="spec"]')).toContainText(spec);
  await page.screenshot({ path: `${SHOTS}/report-popup-04-row-filled.png` });
});
