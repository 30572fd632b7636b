import { expect, type Page } from '@playwright/test';

/** The dialog that asks a user with several tenants and/or departments which one to sign in with. */
export const loginChoiceDialog = (page: Page) => page.locator('.ant-modal.login-choice');

/**
 * After 登录: when the sign-in asks for a tenant and/or department, takes the first of each and
 * confirms, as a person in a hurry does; when it asks nothing, the workplace is already opening.
 */
export async function acceptLoginChoice(page: Page): Promise<void> {
  const dialog = loginChoiceDialog(page);
  await expect(dialog.or(page.locator('.shell-header'))).toBeVisible();
  if (!(await dialog.isVisible())) return;
  for (const select of await dialog.locator('.ant-select').all()) {
    await select.locator('.ant-select-selector').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  }
  await dialog.getByRole('button', { name: /确\s*认/ }).click();
}
