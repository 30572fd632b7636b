import { expect, test, type Page } from '@playwright/test';
import { openMenu, SHOTS, signIn } from './support/session';

/** The list page of the current tab (other tabs stay mounted but hidden). */
const listPage = (page: Page) => page.locator('.screen-list-page:visible');
const formModal = (page: Page) => page.locator('.ant-modal').filter({ hasText: '任务类名' }).last();
const cronDialog = (page: Page) => page.locator('.ant-modal').filter({ has: page.locator('.cron-editor') });
const activeTab = (page: Page) => cronDialog(page).locator('.ant-tabs-tabpane-active');
const expression = (page: Page) => cronDialog(page).getByLabel('Cron表达式', { exact: true });
const preview = (page: Page) => cronDialog(page).getByLabel('执行预览');

async function openTab(page: Page, title: string) {
  await cronDialog(page).getByRole('tab', { name: title, exact: true }).click();
}

/** Picks the job handler by its Chinese title in the 任务类名 select (a choice of the server's registry). */
async function chooseJobClass(page: Page, title: string) {
  await formModal(page).locator('.ant-formily-item', { hasText: '任务类名' }).locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: title }).click();
}

async function chooseRadio(page: Page, label: RegExp) {
  await activeTab(page).locator('.ant-radio-wrapper').filter({ hasText: label }).locator('input.ant-radio-input').check();
}

/**
 * Opens the weekday select labelled `label` in the active tab and picks `day` in that select's own
 * dropdown (the one its listbox id names): the dropdown of the previous select may still be closing.
 */
async function chooseWeekday(page: Page, label: string, day: string) {
  const box = activeTab(page).locator('.ant-select', { has: page.getByRole('combobox', { name: label }) });
  const select = box.getByRole('combobox');
  await box.click();
  await expect(select).toHaveAttribute('aria-expanded', 'true');
  const listId = await select.getAttribute('aria-controls');
  const dropdown = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId}"]`) });
  await dropdown.locator('.ant-select-item-option', { hasText: day }).click();
  await expect(select).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toContainText(day);
}

test('an administrator adds a scheduled job, building its cron expression through the tabs', async ({ page }) => {
  await signIn(page);
  await page.locator('[data-module="system"]').click();
  await openMenu(page, '任务与路由', '定时任务', /#\/isystem\/job/);
  await expect(listPage(page).locator('th', { hasText: 'Cron表达式' }).first()).toBeVisible();

  await listPage(page)
    .getByRole('button', { name: /新\s*增/ })
    .click();
  await chooseJobClass(page, '日志清理');
  await formModal(page)
    .getByRole('button', { name: /选\s*择/ })
    .click();
  await expect(cronDialog(page).locator('.ant-modal-title')).toHaveText('Cron表达式');
  // Measured once the opening animation is over.
  await expect.poll(async () => (await cronDialog(page).locator('.ant-modal-content').boundingBox())?.width).toBe(608);
  await expect(cronDialog(page).getByRole('tab', { selected: true })).toHaveText('秒');
  await expect(expression(page)).toHaveValue('* * * * * ? *');

  // 时: only at 08 — the minute and the second become 0 on their own.
  await openTab(page, '时');
  await chooseRadio(page, /^指定$/);
  await activeTab(page).locator('.cron-specify .ant-checkbox-wrapper', { hasText: /^08$/ }).locator('input').check();
  await expect(expression(page)).toHaveValue('0 0 0,8 * * ? *');
  await activeTab(page).locator('.cron-specify .ant-checkbox-wrapper', { hasText: /^00$/ }).locator('input').uncheck();
  await expect(expression(page)).toHaveValue('0 0 8 * * ? *');
  await expect(preview(page)).toHaveValue(/ 08:00:00\n/);
  const everyDay = await preview(page).inputValue();

  // 周: Monday to Friday — the day becomes ?.
  await openTab(page, '周');
  await chooseRadio(page, /^周期从/);
  await chooseWeekday(page, '周周期开始', '星期一');
  await chooseWeekday(page, '周周期结束', '星期五');
  await expect(expression(page)).toHaveValue('0 0 8 ? * 2-6 *');
  // 500 ms after the last change the preview lists ten working days at 08:00.
  const onlyWorkingDays = async () => {
    const lines = (await preview(page).inputValue()).split('\n');
    return (
      lines.length === 10 && lines.every((line) => / 08:00:00$/.test(line) && [1, 2, 3, 4, 5].includes(new Date(`${line.slice(0, 10)}T12:00:00Z`).getUTCDay()))
    );
  };
  await expect.poll(onlyWorkingDays).toBe(true);
  expect(await preview(page).inputValue()).not.toBe(everyDay);
  await page.screenshot({ path: `${SHOTS}/cron-01-weekdays.png` });

  // The whole expression typed in applies on blur; the year counts in the preview.
  await expression(page).fill('0 0 12 L * ? 2030');
  await expression(page).blur();
  await expect(preview(page)).toHaveValue(/^2030-01-31 12:00:00\n2030-02-28 12:00:00\n/);
  await openTab(page, '日');
  await expect(activeTab(page).locator('.ant-radio-wrapper-checked')).toHaveText('本月最后一天');
  await page.screenshot({ path: `${SHOTS}/cron-02-last-day.png` });

  // A year that never comes.
  await expression(page).fill('0 0 0 30 2 ? *');
  await expression(page).blur();
  await expect(preview(page)).toHaveValue('无执行时间');

  // Back to the weekday expression, confirm, and save the job.
  await expression(page).fill('0 0 8 ? * 2-6 *');
  await expression(page).blur();
  await cronDialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(cronDialog(page)).toBeHidden();
  await expect(formModal(page).locator('.ant-formily-item', { hasText: 'Cron表达式' }).locator('input')).toHaveValue('0 0 8 ? * 2-6 *');
  await formModal(page).locator('.ant-formily-item', { hasText: '状态' }).locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '正常' }).click();
  await page.screenshot({ path: `${SHOTS}/cron-03-form.png` });
  await formModal(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-message')).toContainText('添加成功');
  const row = listPage(page).locator('.ant-table-row', { hasText: '0 0 8 ? * 2-6' });
  await expect(row).toContainText('日志清理');
  await expect(row).toContainText('0 0 8 ? * 2-6 *');
  await expect(row).toContainText('正常');

  // A wrong expression typed by hand is refused with the engine's message.
  await listPage(page)
    .getByRole('button', { name: /新\s*增/ })
    .click();
  await chooseJobClass(page, '字典缓存刷新');
  const cronInput = formModal(page).locator('.ant-formily-item', { hasText: 'Cron表达式' }).locator('input');
  await cronInput.fill('0 0 25 * * ?');
  await cronInput.blur();
  await formModal(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(formModal(page)).toContainText('Cron表达式错误：时的值须在0-23之间');
  await page.screenshot({ path: `${SHOTS}/cron-04-invalid.png` });
});
