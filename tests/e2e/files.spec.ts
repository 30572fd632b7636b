import { expect, test, type Page } from '@playwright/test';
import { formItem, formModal } from './support/form';
import { openScreenAsAdmin, SHOTS } from './support/session';

async function openRoster(page: Page) {
  await openScreenAsAdmin(page, 'labour', '花名册');
  await expect(page.locator('.ant-table-row:visible').first()).toBeVisible();
}

test('a clerk uploads a face photo for a worker and sees it again after reloading the page', async ({ page }) => {
  await openRoster(page);
  const row = page.locator('.ant-table-row:visible').first();
  const name = (await row.locator('td').nth(1).innerText()).trim();

  // A real PNG: a picture of the page itself.
  const photo = await page.screenshot({ clip: { x: 0, y: 0, width: 120, height: 150 } });
  await row.getByText('编辑', { exact: true }).click();
  await expect(formModal(page)).toBeVisible();

  // A PDF is refused by the image field.
  const face = formItem(page, '人脸照片');
  await face.locator('input[type=file]').setInputFiles({ name: '简历.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF') });
  await expect(page.locator('.ant-message')).toContainText('请上传图片');

  await face.locator('input[type=file]').setInputFiles({ name: '人脸照片.png', mimeType: 'image/png', buffer: photo });
  const thumbnail = face.locator('.ant-upload-list-item-done img');
  await expect(thumbnail).toHaveAttribute('src', /\/api\/sys\/common\/static\/labour\/\d{8}\/.+\.png$/);
  await face.locator('.ant-upload-list-item-done').hover();
  await formModal(page).screenshot({ path: `${SHOTS}/files-01-face-uploaded.png` });
  await formModal(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-message')).toContainText('编辑成功');

  await page.reload();
  await expect(page.locator('.ant-table-row:visible').first()).toBeVisible();
  await page.locator('.ant-table-row:visible', { hasText: name }).first().getByText('编辑', { exact: true }).click();
  const stored = formItem(page, '人脸照片').locator('.ant-upload-list-item-done img');
  await expect(stored).toHaveAttribute('src', /\/api\/sys\/common\/static\/labour\//);
  await expect.poll(() => stored.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(120);
  await formModal(page).screenshot({ path: `${SHOTS}/files-02-face-after-reload.png` });
});

test('the roster form says an ID number is taken as soon as the field is left', async ({ page }) => {
  await openRoster(page);
  const idCode = (await page.locator('.ant-table-row:visible').first().locator('td').nth(2).innerText()).trim();
  await page
    .locator('.screen-list-page:visible')
    .getByRole('button', { name: /新\s*增/ })
    .click();
  const idItem = formItem(page, '身份证号码');
  await idItem.locator('input').fill(idCode);
  await idItem.locator('input').press('Tab');
  await expect(idItem).toContainText('该值不可用，系统中已存在！');
  await formModal(page).screenshot({ path: `${SHOTS}/files-03-duplicate-check.png` });
  await idItem.locator('input').fill('330203199205061238');
  await idItem.locator('input').press('Tab');
  await expect(idItem).not.toContainText('该值不可用');
});
