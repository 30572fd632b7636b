import { expect, test, type Page } from '@playwright/test';
import { fillField, formItem, formModal } from './support/form';
import { chooseProject, openModuleScreen, SHOTS, signIn } from './support/session';

// Name and id number of this run's own (the id number is unique per project; a retry adds another worker).
const RUN = String(Date.now()).slice(-4);
const WORKER = { empName: `赵同时${RUN}`, idCode: `33020319900101${RUN}`, empPhon: '13800001111', jobName: '001' };

/** Opens 花名册 of 宁波石化二期项目 and answers the session headers its list call carried, for calls of "another user". */
async function openRoster(page: Page): Promise<Record<string, string>> {
  await signIn(page);
  await chooseProject(page, '宁波石化二期项目');
  const listCall = page.waitForRequest((request) => request.url().includes('/api/labour/worker/list'));
  await openModuleScreen(page, 'labour', '花名册');
  const headers = (await listCall).headers();
  return { 'X-Access-Token': headers['x-access-token'], projectId: headers.projectid };
}

test('a save that someone else overtook is refused, and the form reloads the record on request', async ({ page }) => {
  const headers = await openRoster(page);
  const added = await page.request.post('/api/labour/worker/add', { headers, data: WORKER });
  const worker = ((await added.json()) as { result: { id: string; version: number } }).result;

  const query = page.locator('.screen-query-form');
  await query.locator('.ant-formily-item').filter({ hasText: '姓名' }).locator('input').fill(WORKER.empName);
  await query.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.locator('.ant-table-row', { hasText: WORKER.empName });
  await expect(row).toHaveCount(1);
  await row.getByText('编辑', { exact: true }).click();
  await expect(formModal(page)).toBeVisible();

  // Meanwhile another user saves a new phone number.
  const other = await page.request.put('/api/labour/worker/edit', { headers, data: { id: worker.id, version: worker.version, empPhon: '13955550000' } });
  expect(((await other.json()) as { success: boolean }).success).toBe(true);

  await fillField(page, '备注', '我的修改');
  await formModal(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  const offer = page.locator('.ant-modal-confirm');
  await expect(offer).toContainText('记录已被他人修改');
  await page.screenshot({ path: `${SHOTS}/concurrent-edit-offer.png` });

  await offer.getByRole('button', { name: '重新加载' }).click();
  await expect(offer).toBeHidden();
  await expect(formItem(page, '手机号码').locator('input')).toHaveValue('13955550000');
  await expect(formItem(page, '备注').locator('textarea, input').first()).toHaveValue('');

  // Saved again on the reloaded record, the change goes through and keeps the other user's number.
  await fillField(page, '备注', '我的修改');
  await formModal(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-message')).toContainText('编辑成功');
  await expect(formModal(page)).toBeHidden();
  await expect(row).toContainText('13955550000');
});
