import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createScreen } from '../../tools/scaffold/newScreen';
import { formatScreen } from '../../tools/scaffold/screenTemplate';
import { startDevPlatform, type DevPlatform } from './analystPlatform';

const ADMIN_PASSWORD = 'E2e@Analyst2026';
const SHOTS = 'tests/e2e/screenshots';
// Ports of this test's own `npm run dev` (the shared e2e server runs the repository's screens).
const SERVER_PORT = Number(process.env.ANALYST_E2E_PORT ?? 3206);
const WEB_PORT = Number(process.env.ANALYST_E2E_WEB_PORT ?? 5206);

let platform: DevPlatform;

// Fail fast: starting `npm run dev` takes well under a minute and the flow itself about one.
test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  platform = await startDevPlatform({ serverPort: SERVER_PORT, webPort: WEB_PORT, adminPassword: ADMIN_PASSWORD });
});

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a test uses from this pattern; it needs none
test.afterEach(async ({}, testInfo) => {
  // What `npm run dev` printed (Vite's dependency optimisation, reloads of screen files), to read on failure.
  if (!platform) return;
  const file = testInfo.outputPath('npm-run-dev.log');
  writeFileSync(file, platform.output());
  await testInfo.attach('npm run dev output', { path: file, contentType: 'text/plain' });
});

test.afterAll(async () => {
  await platform?.stop();
});

/** The open form modal (新增 / 编辑). */
const formModal = (page: Page) =>
  page
    .locator('.ant-modal')
    .filter({ has: page.locator('.ant-modal-title') })
    .last();
const formItem = (page: Page, label: string) =>
  formModal(page)
    .locator('.ant-formily-item')
    .filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) });

/** Writes the analyst's new screen: scaffolded from flags, then given a detail table by hand. */
function writeCompanyScreen(root: string): void {
  const result = createScreen(root, {
    target: 'labour/partner',
    title: '合作单位',
    table: 'lab_partner',
    fields: 'constructionName:单位名称:string!,companyType:单位类型:dict=org_type,contactPhone:联系电话:string@mobile,capital:注册资金:number',
    module: 'labour',
    group: 'units',
    groupTitle: '合作单位管理',
  });
  expect(result.problems).toEqual([]);
  const path = join(root, result.screenFile);
  const screen = JSON.parse(readFileSync(path, 'utf8'));
  screen.entity.properties.staff = {
    type: 'array',
    title: '管理人员',
    'x-detail': { table: 'lab_partner_staff', foreignKey: 'companyId' },
    items: {
      type: 'object',
      required: ['staffName'],
      properties: {
        staffName: { type: 'string', title: '姓名', maxLength: 32 },
        post: { type: 'string', title: '岗位', maxLength: 32 },
      },
    },
  };
  writeFileSync(path, formatScreen(screen));
}

test('an analyst adds a screen file under npm run dev and uses it from the menu at once', async ({ page }) => {
  await page.goto(platform.webUrl);
  await page.getByPlaceholder('请输入帐户名').fill('admin');
  await page.getByPlaceholder('请输入密码').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/#\/workplace/, { timeout: 60_000 });

  // The server reloads the files and the page reloads itself for its new menus (screens.json
  // changed): wait for that reload before using the page, or it lands in the middle of a click.
  const reloaded = page.waitForEvent('load', { timeout: 60_000 });
  writeCompanyScreen(platform.root);
  await reloaded;
  await page.locator('.shell-header__project-picker').click();
  await page.locator('.ant-select-tree-node-content-wrapper', { hasText: '宁波石化二期项目' }).click();
  await page.locator('[data-module="labour"]').click();
  // The module opens its first screen; the menu re-opens the group of the new route when it lands,
  // so open the new group only after that navigation, and again if a late reload closed it.
  await expect(page).not.toHaveURL(/#\/workplace/, { timeout: 15_000 });
  const group = page.locator('.ant-menu').getByText('合作单位管理', { exact: true });
  const item = page.locator('.ant-menu').getByText('合作单位', { exact: true });
  await expect(async () => {
    if (!(await item.isVisible())) await group.click();
    await item.click({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page).toHaveURL(/#\/labour\/partner/);
  await page.screenshot({ path: `${SHOTS}/analyst-01-new-screen.png` });

  // Create: the validation rule of the file refuses a wrong phone, then the record with a detail row is saved.
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  await expect(formModal(page)).toBeVisible();
  await formItem(page, '单位名称').locator('input').fill('中建测试工程有限公司');
  await formItem(page, '单位类型').locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '公司' }).first().click();
  await formItem(page, '联系电话').locator('input').fill('12345');
  await formItem(page, '注册资金').locator('input').fill('5000');
  const staff = formItem(page, '管理人员');
  await staff
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  const staffRow = staff.locator('.et-row').first();
  await staffRow.locator('[data-key="staffName"]').click();
  await staffRow.locator('[data-key="staffName"] input').fill('王建国');
  await staffRow.locator('[data-key="post"]').click();
  await staffRow.locator('[data-key="post"] input').fill('项目经理');
  await page.screenshot({ path: `${SHOTS}/analyst-02-form.png` });
  await formModal(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(formModal(page).getByText('请输入正确手机号')).toBeVisible();
  await formItem(page, '联系电话').locator('input').fill('13957412345');
  await formModal(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-message')).toContainText('添加成功');
  await expect(formModal(page)).toBeHidden();

  // Search by the name (a like query the scaffolder set up) and see the dictionary text.
  const query = page.locator('.screen-query-form:visible');
  await query.locator('.ant-formily-item').filter({ hasText: '单位名称' }).locator('input').fill('中建测试');
  await query.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.locator('.ant-table-row:visible', { hasText: '中建测试工程有限公司' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('公司');
  await expect(row).toContainText('13957412345');
  await page.screenshot({ path: `${SHOTS}/analyst-03-found.png` });

  // Edit: the detail row was stored with the record; change the capital.
  await row.getByText('编辑').click();
  await expect(formModal(page)).toBeVisible();
  await expect(formItem(page, '管理人员')).toContainText('王建国');
  await formItem(page, '注册资金').locator('input').fill('8000');
  await formModal(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-message')).toContainText('编辑成功');
  await expect(page.locator('.ant-table-row:visible', { hasText: '中建测试工程有限公司' })).toContainText('8,000');

  // Delete it.
  await page.locator('.ant-table-row:visible', { hasText: '中建测试工程有限公司' }).getByText('删除').click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-message')).toContainText('删除成功');
  await expect(page.locator('.ant-table-row:visible', { hasText: '中建测试工程有限公司' })).toHaveCount(0);

  // A broken edit shows the lint message in the page; the fixed edit shows in the open page.
  const path = join(platform.root, 'schemas/labour/partner.json');
  const saved = readFileSync(path, 'utf8');
  writeFileSync(path, saved.replace('"x-dict": "org_type"', '"x-dict": "org_typ"'));
  const problems = page.locator('[data-testid="screen-problems"]:visible');
  await expect(problems).toContainText(
    /schemas\/labour\/partner\.json:\d+:\d+ \/entity\/properties\/companyType\/x-dict: unknown dictionary 'org_typ'; did you mean 'org_type'\?/,
  );
  await page.screenshot({ path: `${SHOTS}/analyst-04-broken-edit.png` });
  writeFileSync(path, saved.replace('"title": "联系电话"', '"title": "联系手机"'));
  await expect(problems).toHaveCount(0);
  await expect(page.locator('th:visible', { hasText: '联系手机' })).toBeVisible();

  // Saved as sed -i and editors' safe write do, twice: a temporary file renamed over the original.
  // Each change shows in the open page without reloading it; the time is printed against the 2 s the
  // guide promises (not asserted: it depends on what else the machine runs).
  await page.evaluate(() => ((window as unknown as { liveEditMark: boolean }).liveEditMark = true));
  for (const title of ['联系座机', '联系方式']) {
    writeFileSync(`${path}.tmp~`, readFileSync(path, 'utf8').replace(/"title": "联系(手机|座机)"/, `"title": "${title}"`));
    const started = Date.now();
    renameSync(`${path}.tmp~`, path);
    await expect(page.locator('th:visible', { hasText: title })).toBeVisible();
    console.info(`live edit, save to visible: ${title} ${Date.now() - started} ms`);
  }
  expect(await page.evaluate(() => (window as unknown as { liveEditMark?: boolean }).liveEditMark)).toBe(true);
});
