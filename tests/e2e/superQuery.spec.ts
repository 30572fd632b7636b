import { expect, test, type Locator, type Page } from '@playwright/test';
import { openModuleScreen, SHOTS, signIn } from './support/session';

/** The list page of the current tab (other tabs stay mounted but hidden). */
const listPage = (page: Page) => page.locator('.screen-list-page:visible');
const builder = (page: Page) => page.locator('.super-query-modal');
const conditionRow = (page: Page, index: number) => builder(page).locator('.super-query-condition').nth(index);
const total = async (page: Page) => Number(((await listPage(page).locator('.ant-pagination-total-text').innerText()).match(/\d+/) ?? ['0'])[0]);

async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: new RegExp(`^${option}$`) })
    .first()
    .click();
}

/** Every listed row starts with 王 in 姓名 or says 女 in 性别. */
async function expectRowsMatch(page: Page) {
  const rows = listPage(page).locator('.ant-table-row');
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const cells = await rows.nth(i).locator('td').allInnerTexts();
    expect(cells.some((text) => text.startsWith('王')) || cells.includes('女')).toBe(true);
  }
}

test('an administrator builds, runs, saves and reuses an advanced query on the roster', async ({ page }) => {
  await signIn(page);
  await page.locator('.shell-header__project-picker').click();
  await page.locator('.ant-select-tree-node-content-wrapper', { hasText: '宁波石化二期项目' }).click();
  await openModuleScreen(page, 'labour', '花名册');
  await expect(listPage(page).locator('.ant-table-row').first()).toBeVisible();
  const allRows = await total(page);

  // An empty query is refused.
  await listPage(page)
    .getByRole('button', { name: /高级查询/ })
    .click();
  await expect(builder(page).locator('.ant-modal-title')).toHaveText('高级查询构造器');
  await builder(page)
    .getByRole('button', { name: /^查\s*询$/ })
    .click();
  await expect(page.locator('.ant-message')).toContainText('不能查询空条件');

  // 姓名 以..开始 王  OR  性别 等于 女
  await choose(page, builder(page).locator('.ant-select').first(), 'OR（条件中的任意一个匹配）');
  await choose(page, conditionRow(page, 0).locator('.ant-select').nth(0), '姓名');
  await choose(page, conditionRow(page, 0).locator('.ant-select').nth(1), '以..开始');
  await conditionRow(page, 0).locator('input.ant-input').fill('王');
  await conditionRow(page, 0).getByRole('button', { name: '添加条件' }).click();
  await choose(page, conditionRow(page, 1).locator('.ant-select').nth(0), '性别');
  await choose(page, conditionRow(page, 1).locator('.ant-select').nth(2), '女');
  await page.screenshot({ path: `${SHOTS}/superquery-01-builder.png` });

  await builder(page)
    .getByRole('button', { name: /^查\s*询$/ })
    .click();
  await expect(builder(page)).toBeHidden();
  await expect.poll(() => total(page)).toBeLessThan(allRows);
  const filtered = await total(page);
  expect(filtered).toBeGreaterThan(0);
  await expectRowsMatch(page);
  await expect(listPage(page).locator('.ant-badge .ant-badge-dot')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/superquery-02-filtered.png` });

  // Save it under a name; saving the same name again asks before overwriting.
  await listPage(page)
    .getByRole('button', { name: /高级查询/ })
    .click();
  for (const attempt of [1, 2]) {
    await builder(page)
      .getByRole('button', { name: /保存查询/ })
      .click();
    const naming = page.locator('.ant-modal', { hasText: '请输入保存的名称' });
    await naming.locator('input').fill('王姓或女性');
    await naming.getByRole('button', { name: /确\s*定/ }).click();
    if (attempt === 2) {
      await expect(page.locator('.ant-modal-confirm')).toContainText('王姓或女性 已存在，是否覆盖？');
      await page
        .locator('.ant-modal-confirm')
        .getByRole('button', { name: /确\s*定/ })
        .click();
    }
    await expect(page.locator('.ant-message')).toContainText('保存成功');
    await expect(naming).toBeHidden();
  }
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
  await expect(builder(page).locator('.super-query-saved')).toContainText('王姓或女性');
  await expect(builder(page).locator('.super-query-saved .ant-list-item')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/superquery-03-saved.png` });

  // Reset: one blank line, the whole list again, no highlight.
  await builder(page)
    .getByRole('button', { name: /^重\s*置$/ })
    .click();
  await expect(builder(page).locator('.super-query-condition')).toHaveCount(1);
  await builder(page)
    .getByRole('button', { name: /^关\s*闭$/ })
    .click();
  await expect.poll(() => total(page)).toBe(allRows);
  await expect(listPage(page).locator('.ant-badge .ant-badge-dot')).toHaveCount(0);

  // After a reload the saved query is still there and runs the same.
  await page.reload();
  await expect(listPage(page).locator('.ant-table-row').first()).toBeVisible();
  await listPage(page)
    .getByRole('button', { name: /高级查询/ })
    .click();
  await builder(page).locator('.super-query-saved .ant-list-item', { hasText: '王姓或女性' }).click();
  await expect(builder(page).locator('.super-query-condition')).toHaveCount(2);
  await expect(conditionRow(page, 0)).toContainText('姓名');
  await expect(conditionRow(page, 1)).toContainText('女');
  await page.screenshot({ path: `${SHOTS}/superquery-04-reloaded.png` });
  await builder(page)
    .getByRole('button', { name: /^查\s*询$/ })
    .click();
  await expect.poll(() => total(page)).toBe(filtered);
  await expectRowsMatch(page);

  // Deleting asks first.
  await listPage(page)
    .getByRole('button', { name: /高级查询/ })
    .click();
  await builder(page).getByRole('button', { name: '删除查询 王姓或女性' }).click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('是否删除当前查询？');
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(builder(page).locator('.super-query-saved .ant-list-item')).toHaveCount(0);
});
