import { expect, test, type Locator, type Page } from '@playwright/test';
import { dayAhead } from './support/days';
import { apiSession, openFromMenu, personAt } from './support/apiSession';
import { openAddress, shownPage, sidewaysOverflow } from './support/session';

const PROJECT = '宁波石化二期项目';
const PHONE = { width: 375, height: 812 };
/** Pixels a day is wide at the 日 zoom (GANTT_ZOOMS.day). */
const DAY_WIDTH = 28;

/** Shows only this run's milestones (by the name they share) and switches the list to its Gantt chart. */
async function ganttOf(pane: Locator, name: string): Promise<Locator> {
  await pane.getByPlaceholder('请输入里程碑名称').fill(name);
  await pane.getByRole('button', { name: /查\s*询/ }).click();
  await expect(pane.locator('.ant-table-row, .list-card')).toHaveCount(2);
  await pane.getByText('甘特图', { exact: true }).click();
  const chart = pane.locator('.gantt-chart');
  await expect(chart.locator('[data-gantt-bar]')).toHaveCount(2);
  return chart;
}

/** Drags a bar's body (or its right grip) sideways by whole days with the mouse, as a person does. */
async function dragBar(page: Page, target: Locator, days: number): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const x = box.x + Math.min(box.width / 2, box.width - 6);
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + (days * DAY_WIDTH) / 2, y, { steps: 5 });
  await page.mouse.move(x + days * DAY_WIDTH, y, { steps: 5 });
  await page.mouse.up();
}

test('里程碑设置: the 施工员 drags a milestone on the Gantt chart (saved, seen in the table after a reload), a drag past a successor is refused and snaps back, the chart fits a phone, 施工首页 shows the schedule', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  // Two milestones of this run, the second after the first, a week apart.
  const name = `E2E甘特${Date.now().toString(36).toUpperCase()}`;
  const api = await apiSession(request, 'zhoujie', PROJECT);
  const designs = await api.call<{ records: { id: string }[] }>('get', '/workresearch/design/list', {});
  const designId = designs.result.records[0].id;
  const base = { designId, responsibleId: api.userId, progress: 0 };
  const first = await api.call<{ id: string }>('post', '/workresearch/milestone/add', {
    ...base,
    milestoneName: `${name}-基础`,
    planStart: dayAhead(10),
    planEnd: dayAhead(19),
  });
  expect(first.success, first.message).toBe(true);
  const second = await api.call<{ id: string }>('post', '/workresearch/milestone/add', {
    ...base,
    milestoneName: `${name}-结构`,
    planStart: dayAhead(27),
    planEnd: dayAhead(36),
    predecessors: first.result.id,
  });
  expect(second.success, second.message).toBe(true);

  // 周杰 (施工员) opens 里程碑设置 and its Gantt chart at the day zoom.
  const page = await personAt(browser, 'zhoujie');
  let pane = await openFromMenu(page, 'construction', '计划与进度', '里程碑设置');
  let chart = await ganttOf(pane, name);
  await pane.locator('.gantt-view .ant-segmented-item').filter({ hasText: '日' }).click();
  const firstBar = chart.locator(`[data-gantt-bar="${first.result.id}"]`);
  const secondBar = chart.locator(`[data-gantt-bar="${second.result.id}"]`);
  await expect(chart.locator('.gantt-chart__link')).toHaveCount(1);
  await page.screenshot({ path: 'tests/e2e/screenshots/gantt-01-chart.png' });

  // Dragging the second milestone 3 days later saves its planned dates.
  await dragBar(page, secondBar.locator('.gantt-chart__planned'), 3);
  await expect(page.locator('.ant-message')).toContainText('已保存');
  await expect(secondBar).toHaveAttribute('data-start', dayAhead(30));
  await expect(secondBar).toHaveAttribute('data-end', dayAhead(39));

  // Stretching the first one's end past the second's start is refused: the server's reason, the bar back where it was.
  await dragBar(page, firstBar.locator('.gantt-chart__grip'), 14);
  await expect(page.locator('.ant-message')).toContainText(`不能晚于后续「${name}-结构」的计划开始（${dayAhead(30)}）`);
  await expect(firstBar).toHaveAttribute('data-end', dayAhead(19));
  await page.screenshot({ path: 'tests/e2e/screenshots/gantt-02-refused.png' });

  // After a reload the table shows the moved dates.
  await page.reload();
  pane = await shownPage(page);
  await pane.getByPlaceholder('请输入里程碑名称').fill(name);
  await pane.getByRole('button', { name: /查\s*询/ }).click();
  const row = pane.locator('.ant-table-row').filter({ hasText: `${name}-结构` });
  await expect(row).toContainText(dayAhead(30));
  await expect(row).toContainText(dayAhead(39));
  await expect(pane.locator('.ant-table-row').filter({ hasText: `${name}-基础` })).toContainText(dayAhead(19));

  // Clicking a bar opens its edit form.
  chart = await ganttOf(pane, name);
  await chart.locator(`[data-gantt-bar="${first.result.id}"] .gantt-chart__planned`).click();
  const form = page.locator('.ant-modal').filter({ hasText: '里程碑名称' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: /取\s*消/ }).click();
  await expect(form).toBeHidden();

  // On a phone the chart scrolls inside itself; the page does not scroll sideways.
  const phone = await personAt(browser, 'zhoujie', PHONE);
  // A phone has no side menu: the page is opened by its address, as from a bookmark or a message.
  const phonePane = await openAddress(phone, '/workresearch/milestone');
  await ganttOf(phonePane, name);
  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: 'tests/e2e/screenshots/gantt-03-phone.png' });

  // 施工首页 draws the project's milestones; a bar opens the record in 里程碑设置.
  const report = await openFromMenu(page, 'construction', '计划与进度', '施工首页');
  // The home counts the demo's open problems and finished milestones, whatever today is.
  for (const kpi of ['openProblems', 'milestonesDone'])
    await expect(report.locator(`[data-widget="${kpi}"] .ant-statistic-content-value`)).toHaveText(/^[1-9][\d,]*$/);
  // The run's milestones lie ahead, maybe in a later month or year: the period is set to cover them.
  const range = report.locator('.dashboard-header .ant-picker-range input');
  await range.first().click();
  await range.first().fill(dayAhead(0));
  await range.first().press('Enter');
  await range.nth(1).fill(dayAhead(40));
  await range.nth(1).press('Enter');
  const widget = report.locator('[data-widget="schedule"]');
  await expect(widget.locator('[data-gantt-bar]').first()).toBeVisible();
  await page.screenshot({ path: 'tests/e2e/screenshots/gantt-04-dashboard.png', fullPage: true });
  await widget.locator(`[data-gantt-bar="${second.result.id}"] .gantt-chart__planned`).click();
  await expect(page).toHaveURL(/workresearch\/milestone/);
  await expect(page.locator('.ant-modal').filter({ hasText: `${name}-结构` })).toBeVisible();
});
