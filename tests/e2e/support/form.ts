import type { Page } from '@playwright/test';

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

export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await formItem(page, label).locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}
