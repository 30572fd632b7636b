import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startDevPlatform, type DevPlatform } from './analystPlatform';
import { chooseProject } from './support/session';

const ADMIN_PASSWORD = 'E2e@LiveEdit2026';
// Ports of this test's own `npm run dev` (the shared e2e server runs the built app).
const SERVER_PORT = Number(process.env.LIVE_EDIT_E2E_PORT ?? 3209);
const WEB_PORT = Number(process.env.LIVE_EDIT_E2E_WEB_PORT ?? 5209);
/** What the analyst guide promises from a save to the open page. */
const LIVE_EDIT_MS = 2_000;

let platform: DevPlatform;

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  platform = await startDevPlatform({ serverPort: SERVER_PORT, webPort: WEB_PORT, adminPassword: ADMIN_PASSWORD });
});

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a test uses from this pattern; it needs none
test.afterEach(async ({}, testInfo) => {
  if (!platform) return;
  const file = testInfo.outputPath('npm-run-dev.log');
  writeFileSync(file, platform.output());
  await testInfo.attach('npm run dev output', { path: file, contentType: 'text/plain' });
});

test.afterAll(async () => {
  await platform?.stop();
});

test('a column title saved in a screen file shows in the open page within 2 s, without reloading it', async ({ page }) => {
  await page.goto(platform.webUrl);
  await page.getByPlaceholder('请输入帐户名').fill('admin');
  await page.getByPlaceholder('请输入密码').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/#\/workplace/, { timeout: 60_000 });
  await chooseProject(page, '宁波石化二期项目');
  await page.goto(`${platform.webUrl}/#/labour/team`);
  await expect(page.locator('th:visible', { hasText: '班组编号' })).toBeVisible({ timeout: 60_000 });
  // A page reload would lose this mark: the change must arrive in the page as it is.
  await page.evaluate(() => ((window as unknown as { liveEditMark: boolean }).liveEditMark = true));

  // Saved as sed -i and editors' safe write do: a temporary file renamed over the original, twice.
  const path = join(platform.root, 'schemas/labour/team.json');
  for (const title of ['班组代码', '班组序号']) {
    const text = readFileSync(path, 'utf8').replace(/"title": "班组(编号|代码)"/, `"title": "${title}"`);
    const started = Date.now();
    writeFileSync(`${path}.tmp~`, text);
    renameSync(`${path}.tmp~`, path);
    await expect(page.locator('th:visible', { hasText: title })).toBeVisible({ timeout: LIVE_EDIT_MS });
    console.info(`live edit, save to visible: ${title} ${Date.now() - started} ms`);
  }
  expect(await page.evaluate(() => (window as unknown as { liveEditMark?: boolean }).liveEditMark)).toBe(true);
});
