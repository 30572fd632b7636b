import { expect, test } from '@playwright/test';
import { chooseOption, fillField, formModal } from './support/form';
import { ADMIN_PASSWORD, chooseProject, openModuleScreen, SHOTS, signIn, signOut } from './support/session';

test('an administrator manages the worker roster of a project from sign-in to sign-out', async ({ page }) => {
  await page.goto('/');
  await page.screenshot({ path: `${SHOTS}/01-login.png` });
  await signIn(page, 'admin', ADMIN_PASSWORD);

  // Choose a project in the header, then open 劳务管理 from the launcher.
  await chooseProject(page, '宁波石化二期项目');
  await page.screenshot({ path: `${SHOTS}/02-workplace.png` });
  await openModuleScreen(page, 'labour', '花名册');
  await expect(page).toHaveURL(/#\/labour\/worker/);
  await expect(page.locator('.screen-list-page:visible .ant-table-row').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/03-roster.png` });

  // Add a worker with a wrong phone: the form says so and nothing is saved.
  await page.getByRole('button', { name: /新\s*增/ }).click();
  await expect(formModal(page)).toBeVisible();
  await fillField(page, '姓名', '欧阳测试');
  await fillField(page, '身份证号码', '330203199205061238');
  await fillField(page, '手机号码', '12345');
  await chooseOption(page, '工种名称', '钢筋工');
  await formModal(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(formModal(page).getByText('请输入正确手机号')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/04-wrong-phone.png` });

  // Correct it and save.
  await fillField(page, '手机号码', '13957412345');
  await formModal(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-message')).toContainText('添加成功');
  await expect(formModal(page)).toBeHidden();

  // Find the worker by name.
  const query = page.locator('.screen-query-form');
  await query.locator('.ant-formily-item').filter({ hasText: '姓名' }).locator('input').fill('欧阳测试');
  await query.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.locator('.ant-table-row', { hasText: '欧阳测试' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('13957412345');
  await expect(row).toContainText('钢筋工');
  // A new worker starts the roster's flow 待进场 (进场 is a step, with its date).
  await expect(row).toContainText('待进场');
  await page.screenshot({ path: `${SHOTS}/05-found.png` });

  // Edit the phone number.
  await row.getByText('编辑').click();
  await expect(formModal(page)).toBeVisible();
  await fillField(page, '手机号码', '13957400000');
  await formModal(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-message')).toContainText('编辑成功');
  await expect(page.locator('.ant-table-row', { hasText: '欧阳测试' })).toContainText('13957400000');

  // Delete it.
  await page.locator('.ant-table-row', { hasText: '欧阳测试' }).getByText('删除').click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-message')).toContainText('删除成功');
  await expect(page.locator('.ant-table-row', { hasText: '欧阳测试' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/06-deleted.png` });

  // Sign out.
  await signOut(page);
});
