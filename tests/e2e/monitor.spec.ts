import { expect, test, type Page } from '@playwright/test';
import { chooseOption, fillField, formModal } from './support/form';
import { openMenu, SHOTS, signIn } from './support/session';

// Seven pages, each fetched and refreshed on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** The value of a statistic card of the visible page, by its title. */
const statistic = (page: Page, title: string) =>
  page
    .locator('.monitor-page:visible .ant-statistic')
    .filter({ has: page.locator('.ant-statistic-title', { hasText: title }) })
    .locator('.ant-statistic-content');

const refreshButton = (page: Page) => page.locator('.monitor-page:visible').getByRole('button', { name: /刷\s*新/ });

/** Clicks 刷新 until the statistic shows another value than before (the figures are live). */
async function expectChangeOnRefresh(page: Page, title: string): Promise<void> {
  await expect(statistic(page, title)).toHaveText(/\d/);
  const before = await statistic(page, title).innerText();
  await expect
    .poll(async () => {
      await refreshButton(page).click();
      await expect(refreshButton(page)).not.toHaveClass(/ant-btn-loading/);
      return statistic(page, title).innerText();
    })
    .not.toBe(before);
}

test('the gateway route screen adds an allow-list entry and refuses a host with a path', async ({ page }) => {
  await signIn(page);
  await page.locator('[data-module="system"]').click();
  await openMenu(page, '任务与路由', '网关路由', /#\/isystem\/gateway/);
  // Wait until the 网关路由 tab has replaced 部门管理 (kept alive, hidden) before using its toolbar.
  await expect(page.locator('.ant-table-thead:visible', { hasText: '路由名称' })).toBeVisible();
  const list = page.locator('.screen-list-page:visible');
  await list.getByRole('button', { name: /新\s*增/ }).click();
  await fillField(page, '路由名称', '天气服务');
  await chooseOption(page, '协议', 'https');
  await fillField(page, '主机', 'api.weather.example.com/v1');
  await fillField(page, '路径前缀', '/forecast');
  await formModal(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(formModal(page).getByText(/请输入正确的主机/)).toBeVisible();
  await fillField(page, '主机', 'api.weather.example.com');
  await formModal(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  const row = page.locator('.ant-table-row:visible', { hasText: '天气服务' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('api.weather.example.com');
  await expect(row).toContainText('/forecast');
  await expect(row).toContainText('启用');
  await page.screenshot({ path: `${SHOTS}/monitor-01-gateway.png` });
});

test('every monitoring page shows live figures that change after a refresh', async ({ page }) => {
  await signIn(page);
  await page.locator('[data-module="system"]').click();

  await openMenu(page, '系统监控', '请求追踪', /#\/monitor\/httpTrace/);
  await expect(page.locator('.monitor-page:visible .ant-table-row').first()).toBeVisible();
  await expectChangeOnRefresh(page, '累计请求数');
  await expect(page.locator('.monitor-page:visible .ant-table-row', { hasText: '/api/sys/actuator/httptrace' }).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/monitor-02-httptrace.png` });

  await openMenu(page, '系统监控', '运行时', /#\/monitor\/runtime/);
  await expect(page.locator('.monitor-page:visible canvas')).toHaveCount(2);
  await expectChangeOnRefresh(page, '堆内存已用');
  await page.screenshot({ path: `${SHOTS}/monitor-03-runtime.png` });

  await openMenu(page, '系统监控', '应用', /#\/monitor\/app/);
  await expect(page.locator('.monitor-page:visible')).toContainText('PGlite');
  await expectChangeOnRefresh(page, '运行时长');
  await page.screenshot({ path: `${SHOTS}/monitor-04-app.png` });

  await openMenu(page, '系统监控', '服务器', /#\/monitor\/server/);
  await expect(page.locator('.monitor-page:visible canvas')).toHaveCount(2);
  await expectChangeOnRefresh(page, '可用内存');
  await page.screenshot({ path: `${SHOTS}/monitor-05-server.png` });

  // Cache hits grow when a screen reads its dictionaries (用户管理 translates 性别 and 状态).
  await openMenu(page, '系统监控', '缓存', /#\/monitor\/cache/);
  await expect(page.locator('.monitor-page:visible canvas')).toHaveCount(1);
  const hits = await statistic(page, '命中次数').innerText();
  await openMenu(page, '组织与权限', '用户管理', /#\/isystem\/user/);
  await expect(page.locator('.ant-table-row:visible').first()).toBeVisible();
  await openMenu(page, '系统监控', '缓存', /#\/monitor\/cache/);
  await expect
    .poll(async () => {
      await refreshButton(page).click();
      return statistic(page, '命中次数').innerText();
    })
    .not.toBe(hits);
  await page.screenshot({ path: `${SHOTS}/monitor-06-cache.png` });

  await openMenu(page, '系统监控', '磁盘', /#\/monitor\/disk/);
  await expect(page.locator('.monitor-page:visible canvas')).toHaveCount(1);
  await expect(page.locator('.monitor-page:visible .ant-table-row', { hasText: '上传目录' })).toBeVisible();
  await expect(statistic(page, '磁盘总容量')).toHaveText(/\d+(\.\d+)? [KMGT]?B/);
  const updated = await page.locator('.monitor-page:visible .monitor-refresh-bar').innerText();
  await expect
    .poll(async () => {
      await refreshButton(page).click();
      return page.locator('.monitor-page:visible .monitor-refresh-bar').innerText();
    })
    .not.toBe(updated);
  await page.screenshot({ path: `${SHOTS}/monitor-07-disk.png` });

  // The automatic refresh can be paused and resumed.
  await page
    .locator('.monitor-page:visible')
    .getByRole('button', { name: /暂\s*停/ })
    .click();
  await page
    .locator('.monitor-page:visible')
    .getByRole('button', { name: /继\s*续/ })
    .click();
  await expect(page.locator('.monitor-page:visible').getByRole('button', { name: /暂\s*停/ })).toBeVisible();
});
