import { expect, test, type Page } from '@playwright/test';
import { formItem, formModal } from './support/form';
import { chooseProject, SHOTS, shownPage, signIn } from './support/session';

// Several heavy pages (editors, charts, the editable table) load their own chunks on a busy machine.
test.describe.configure({ timeout: 240_000 });

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/**
 * Records every Content-Security-Policy violation of the page and of its frames (TinyMCE edits
 * in an iframe): the `securitypolicyviolation` events, and Chromium's console reports of them.
 */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reports.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return async () => {
    const fromFrames = await Promise.all(page.frames().map((frame) => frame.evaluate(() => window.cspViolations ?? []).catch(() => [] as string[])));
    return [...reports, ...fromFrames.flat()];
  };
}

/** Opens a page of the catalogue from the workplace's module cards and the side menu, as a person does. */
async function openFromMenu(page: Page, moduleKey: string, items: string[], path: RegExp) {
  await page.goto('/#/workplace');
  await page.locator(`[data-module="${moduleKey}"]`).click();
  // The module lands on its own first page, and the menu then opens that page's group: the groups
  // are opened after the landing (and again should it close them), as far as the page asked for.
  await expect(page).not.toHaveURL(/#\/workplace/, { timeout: 15_000 });
  const menuItem = (title: string) => page.locator('.ant-menu').getByText(title, { exact: true });
  const target = menuItem(items[items.length - 1]);
  await expect(async () => {
    for (const group of items.slice(0, -1)) if (!(await target.isVisible())) await menuItem(group).click();
    await target.click({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page).toHaveURL(path);
  return shownPage(page);
}

test('the built app runs its heaviest pages without breaking its Content-Security-Policy', async ({ page }) => {
  const violations = await watchCsp(page);
  const entry = await page.request.get('/');
  expect(entry.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(entry.headers()['x-content-type-options']).toBe('nosniff');

  await signIn(page);
  await chooseProject(page, '宁波石化二期项目');

  // The widget demo's editors: rich text (TinyMCE in an iframe), Markdown (toast-ui) and code (CodeMirror).
  await openFromMenu(page, 'system', ['开发示例', '组件示例'], /#\/demo/);
  await page
    .locator('.screen-list-page:visible')
    .getByRole('button', { name: /新\s*增/ })
    .click();
  await expect(formModal(page)).toBeVisible();
  await formModal(page).getByRole('tab', { name: '文件与编辑器' }).click();
  const richBody = formItem(page, '富文本').frameLocator('iframe').locator('body');
  await richBody.click();
  await richBody.pressSequentially('安全策略');
  await richBody.press('Control+a');
  await formItem(page, '富文本').getByRole('button', { name: '粗体' }).click();
  await expect(richBody.locator('strong')).toHaveText('安全策略');
  const markdown = formItem(page, 'Markdown').locator('.toastui-editor-md-container .ProseMirror');
  await markdown.click();
  await markdown.pressSequentially('**本周**进度');
  await expect(formItem(page, 'Markdown').locator('.toastui-editor-md-preview strong')).toHaveText('本周');
  const code = formItem(page, '代码').locator('.cm-content');
  await code.click();
  await page.keyboard.type('const a = 1;');
  await expect(code).toContainText('const a = 1;');
  await page.screenshot({ path: `${SHOTS}/csp-01-editors.png` });
  await formModal(page)
    .getByRole('button', { name: /关\s*闭|取\s*消/ })
    .first()
    .click();

  // A business list with its query form and dictionary labels (劳务管理 opens on 劳务首页: 花名册 is in 人员管理).
  const roster = await openFromMenu(page, 'labour', ['人员管理', '花名册'], /#\/labour\/worker/);
  await expect(roster.locator('.ant-table-row').first()).toBeVisible();

  // The material plan's editable detail table, which also opens a websocket.
  // 物资管理 opens on 材料台账 (物资概览): 材料计划 is in the 计划管理 group.
  const plans = await openFromMenu(page, 'material', ['计划管理', '材料计划'], /#\/materialmgmt\/plan/);
  await plans
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  await formModal(page).getByRole('tab', { name: '材料明细' }).click();
  await formModal(page)
    .locator('.et-toolbar')
    .getByRole('button', { name: /^plus 新\s*增$/ })
    .click();
  await expect(formModal(page).locator('.et-row')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/csp-02-editable-table.png` });
  await formModal(page)
    .getByRole('button', { name: /关\s*闭|取\s*消/ })
    .first()
    .click();

  // A monitor page drawing charts (ECharts).
  const monitor = await openFromMenu(page, 'system', ['系统监控', '运行时'], /#\/monitor\/runtime/);
  await expect(monitor.locator('canvas').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/csp-03-charts.png` });

  expect(await violations()).toEqual([]);
});
