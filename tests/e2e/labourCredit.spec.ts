import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiSession, openFromMenu as openModuleScreen, personAt } from './support/apiSession';
import { formItem, formModal } from './support/form';
import { SHOTS, shownPage, signIn } from './support/session';

/** 李思 (劳务员) works on 宁波石化二期项目. */
const PROJECT = '宁波石化二期项目';
const PHONE = { width: 375, height: 812 };
const pad = (value: number) => String(value).padStart(2, '0');
const now = new Date();
const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
const month = today.slice(0, 7);

/** 劳务管理 from the launcher (once the workplace has settled after signing in), then a screen of 诚信与培训 from the side menu. */
async function openFromMenu(page: Page, title: string): Promise<Locator> {
  await expect(async () => {
    await page.locator('[data-module="labour"]').click();
    await expect(page).toHaveURL(/#\/labour\/index/, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  return openModuleScreen(page, 'labour', '诚信与培训', title);
}
const rows = (pane: Locator, text: string) => pane.locator('.ant-table-row:visible, .list-cards .ant-card:visible').filter({ hasText: text });

test('李思 records a 三级教育 with scores: the server marks who passed by the session’s pass mark', async ({ page, request }) => {
  test.setTimeout(180_000);
  const api = await apiSession(request, 'lisi', PROJECT);
  const workers = await api.call<{ records: { empName: string }[] }>('get', '/labour/worker/list', {
    enterAndRetreatCondition: '0',
    pageSize: '2',
    column: 'empName',
    order: 'asc',
  });
  const [good, weak] = workers.result.records.map((worker) => worker.empName);

  await signIn(page, 'lisi');
  const pane = await openFromMenu(page, '安全教育培训');
  await pane
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  await expect(formModal(page)).toBeVisible();
  const name = `E2E三级安全教育${Date.now() % 100000}`;
  await formItem(page, '培训名称').locator('input').fill(name);
  await formItem(page, '培训类型').locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '三级教育' }).click();
  const date = formItem(page, '培训日期').locator('input');
  await date.click();
  await date.fill(today);
  await date.press('Enter');
  await formItem(page, '合格分数').locator('input').fill('80');

  await formModal(page).getByRole('tab', { name: '参训人员' }).click();
  const addRow = formModal(page)
    .locator('.et-toolbar')
    .getByRole('button', { name: /^plus 新\s*增$/ });
  for (const [index, [worker, score]] of [
    [good, '92'],
    [weak, '65'],
  ].entries()) {
    await addRow.click();
    const row = formModal(page).locator('.et-row').nth(index);
    await row.locator('[data-key="workerId"]').click();
    await page.keyboard.type(worker);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: worker }).first().click();
    await row.locator('[data-key="score"]').click();
    await row.locator('[data-key="score"] input').fill(score);
  }
  await page.screenshot({ path: `${SHOTS}/labour-credit-01-training-form.png` });
  await formModal(page)
    .getByRole('button', { name: /确\s*定|保\s*存/ })
    .last()
    .click();
  await expect(page.locator('.ant-message')).toContainText('成功');

  // Opened again, the attendee rows carry the server's verdict.
  await rows(pane, name).getByText('编辑', { exact: true }).first().click();
  await formModal(page).getByRole('tab', { name: '参训人员' }).click();
  const saved = formModal(page).locator('.et-row');
  await expect(saved.filter({ hasText: good }).locator('[data-key="passed"]')).toHaveText('是');
  await expect(saved.filter({ hasText: weak }).locator('[data-key="passed"]')).toHaveText('否');
  await page.screenshot({ path: `${SHOTS}/labour-credit-02-training-passed.png` });
});

test('李思 evaluates a worker: the month’s 奖惩 count and the grade follows the score', async ({ page, request }) => {
  test.setTimeout(180_000);
  const api = await apiSession(request, 'lisi', PROJECT);
  const workers = await api.call<{ records: { id: string; empName: string }[] }>('get', '/labour/worker/list', {
    enterAndRetreatCondition: '0',
    pageSize: '1',
    column: 'empName',
    order: 'desc',
  });
  const worker = workers.result.records[0];
  const fine = await api.call('post', '/labour/rewardPunishment/add', {
    workerId: worker.id,
    rpType: '2',
    rpDate: today,
    scoreChange: -5,
    amount: 100,
    reason: '高处作业未系安全带',
  });
  expect(fine.success, fine.message).toBe(true);

  await signIn(page, 'lisi');
  const pane = await openFromMenu(page, '信用评价');
  await pane
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  await expect(formModal(page)).toBeVisible();
  await formItem(page, '工人').locator('.ant-select-selector').click();
  await page.keyboard.type(worker.empName);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: worker.empName }).first().click();
  await formItem(page, '评价期间').locator('input').fill(month);
  await formItem(page, '基础分').locator('input').fill('88');
  // 信用分 and 信用等级 are the server's to compute: shown, not editable.
  await expect(formItem(page, '信用分').locator('input')).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/labour-credit-03-evaluation-form.png` });
  await formModal(page)
    .getByRole('button', { name: /确\s*定|保\s*存/ })
    .last()
    .click();
  await expect(page.locator('.ant-message')).toContainText('成功');

  // The 信用分 is 88 plus every 信用加减分 of the worker this month (the fine above and any earlier one).
  const rewards = await api.call<{ records: { scoreChange: number }[] }>('get', '/labour/rewardPunishment/list', {
    workerId: worker.id,
    rpDate_begin: `${month}-01`,
    rpDate_end: today,
    pageSize: '100',
  });
  const change = rewards.result.records.reduce((sum, record) => sum + Number(record.scoreChange), 0);
  const score = Math.max(0, Math.min(100, 88 + change));
  const grade = score >= 90 ? 'A（优秀）' : score >= 75 ? 'B（良好）' : score >= 60 ? 'C（合格）' : 'D（不合格）';
  // The row reads 基础分, 奖惩加减分, 信用分 and 信用等级 side by side.
  await expect(
    rows(pane, worker.empName)
      .filter({ hasText: `${month}工人${worker.empName}88${change}${score}${grade}` })
      .first(),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/labour-credit-04-evaluation-list.png` });
});

test('on a phone, 李思 handles a 预警信息 with a comment', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await personAt(browser, 'lisi', PHONE);
  await expect(async () => {
    await page.evaluate(() => {
      window.location.hash = '/labour/warning';
    });
    await expect(page.locator('[data-page="/labour/warning"]')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  const pane = await shownPage(page);
  const open = rows(pane, '未处理').first();
  await expect(open).toBeVisible();
  const lines = (await open.innerText()).split('\n').map((line) => line.trim());
  const name = lines[lines.indexOf('姓名') + 1];
  await page.screenshot({ path: `${SHOTS}/labour-credit-05-warnings-phone.png` });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  await open.getByRole('button', { name: /处\s*理/ }).click();
  const modal = page.locator('.ant-modal:visible').last();
  await modal.locator('textarea').first().fill('已通知班组长，本人三日内补办证件');
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-message')).toContainText('成功');
  await expect(rows(pane, name).filter({ hasText: '已处理' }).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/labour-credit-06-warning-handled.png` });
});
