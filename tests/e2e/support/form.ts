import { expect, type Locator, type Page } from '@playwright/test';
import { shownPage } from './session';

/** The open form modal (新增 / 编辑 / 详情). */
export const formModal = (page: Page) =>
  page
    .locator('.ant-modal')
    .filter({ has: page.locator('.ant-modal-title') })
    .last();

/** A field of the open form, found by its label as a person reads it. */
export const formItem = (page: Page, label: string) =>
  formModal(page)
    .locator('.ant-formily-item')
    .filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) });

export async function fillField(page: Page, label: string, value: string): Promise<void> {
  await formItem(page, label).locator('input, textarea').first().fill(value);
}

/**
 * Chooses an option of a select of the form, as a person does until the field shows it: a click on
 * the option while the list is still opening can be lost, and then the list is used again.
 */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  const field = formItem(page, label);
  await expect(async () => {
    if (!(await page.locator('.ant-select-dropdown:visible').isVisible())) {
      await field.locator('.ant-select-selector').click();
      // A long list renders only the options in view: a searchable select is narrowed by typing, as a person would.
      const search = field.locator('.ant-select-selection-search-input');
      if ((await search.getAttribute('readonly')) === null) await search.fill(option);
    }
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click({ timeout: 3_000 });
    await expect(field.locator('.ant-select-selection-item').first()).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Opens the 新增 form of the page the URL shows (not a page a tab keeps hidden, nor the previous page
 * while the next one renders), as a person does until it is open: a click landing while the page
 * still settles can be lost, and is made again.
 */
export async function openAddForm(page: Page): Promise<void> {
  await expect(async () => {
    if (!(await formModal(page).isVisible())) await (await shownPage(page)).getByRole('button', { name: /新\s*增/ }).click({ timeout: 3_000 });
    await expect(formModal(page)).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** Types a date into a picker of the open modal (a form or a flow step) and confirms it, as from the keyboard. */
export async function typeDate(modal: Locator, label: string, value: string): Promise<void> {
  const input = modal.locator('.ant-formily-item').filter({ hasText: label }).locator('.ant-picker input').first();
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
  await expect(modal.page().locator('.ant-picker-dropdown:visible')).toHaveCount(0);
}

/** Confirms the open form with 确定 and waits for the server's success message and the modal to close. */
export async function saveForm(page: Page, done: RegExp): Promise<void> {
  await formModal(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-message')).toContainText(done);
  await expect(formModal(page)).toBeHidden();
}
