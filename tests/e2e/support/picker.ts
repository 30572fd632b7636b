import { expect, type Page } from '@playwright/test';
import { formItem } from './form';

/**
 * Chooses one row in a form field's picker dialog as a person does: opens the dialog by the
 * field's box, searches with one query field, clicks the row, confirms with 确定 and sees the
 * field show it.
 */
export async function pickInDialog(page: Page, label: string, dialogTitle: string, search: { placeholder: string; text: string }): Promise<void> {
  await formItem(page, label).locator('.picker-input').click();
  const dialog = page.locator('.picker-modal .ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: dialogTitle }) });
  await expect(dialog).toBeVisible();
  await dialog.getByPlaceholder(search.placeholder).fill(search.text);
  await dialog.getByRole('button', { name: /查\s*询/ }).click();
  await dialog.locator('.ant-table-row', { hasText: search.text }).first().click();
  await expect(dialog.locator('.picker-selected')).toContainText(search.text);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(formItem(page, label)).toContainText(search.text);
}
