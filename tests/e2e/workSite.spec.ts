import { expect, test, type Locator, type Page } from '@playwright/test';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { apiSession, personAt } from './support/apiSession';
import { chooseOption, fillField, formItem, formModal, openAddForm, typeDate } from './support/form';
import { pickInDialog } from './support/picker';
import { openAddress, openModuleScreen, recordOf, SHOTS, sidewaysOverflow } from './support/session';

const PHONE = { width: 375, height: 812 };
const PROBLEMS = '/workresearch/problem';
const pad = (value: number) => String(value).padStart(2, '0');
const dayAhead = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

async function save(page: Page): Promise<void> {
  await formModal(page)
    .getByRole('button', { name: /确\s*定|保\s*存/ })
    .last()
    .click();
}

/** Opens a flow step of the record from its row (or phone card) actions: the step's modal. */
async function openStep(page: Page, text: string, action: string): Promise<Locator> {
  await recordOf(page, text)
    .getByText(new RegExp(`^${[...action].join('\\s*')}$`))
    .click();
  const modal = page.locator('.ant-modal', { hasText: action }).last();
  await expect(modal).toBeVisible();
  return modal;
}

test('工作日志: a 施工员 writes today’s log, 现场人数 comes from the gate, and a second log of the day is refused', async ({ browser, request }) => {
  const today = dayAhead(0);
  const page = await personAt(browser, 'zhoujie');
  await openModuleScreen(page, 'construction', '工作日志');
  await openAddForm(page);
  const modal = formModal(page);
  await typeDate(modal, '日志日期', today);
  await chooseOption(page, '天气', '多云');
  await fillField(page, '最低气温\\(℃\\)', '6');
  await fillField(page, '最高气温\\(℃\\)', '14');
  await pickInDialog(page, '记录人', '选择用户', { placeholder: '请输入姓名', text: '周杰' });
  // 现场人数 is the server's: the form shows it read-only.
  await expect(formItem(page, '现场人数').locator('input')).toBeDisabled();
  const addRow = modal
    .locator('.et-toolbar')
    .getByRole('button', { name: /^plus 新\s*增$/ })
    .first();
  await addRow.click();
  const row = modal.locator('.et-row').first();
  await row.locator('[data-key="area"]').click();
  await row.locator('[data-key="area"] input').fill('2#装置区');
  await row.locator('[data-key="content"]').click();
  await page.keyboard.type('框架柱钢筋绑扎、模板支设');
  await formItem(page, '安全质量情况').locator('textarea').fill('班前教育已开展，临边防护完好。');
  await page.screenshot({ path: `${SHOTS}/work-01-log-form.png` });
  await save(page);
  await expect(page.locator('.ant-message')).toContainText('成功');
  await expect(modal).toBeHidden();

  // The row of today shows the headcount the server counted from the gate passes of the log's project.
  const counts = await Promise.all(
    PROJECT_NAMES.map(async (project) => {
      const api = await apiSession(request, 'zhoujie', project);
      const found = await api.call<{ records: { headcount: number | null }[] }>('get', '/workresearch/log/list', { logDate_begin: today, logDate_end: today });
      return found.result?.records[0]?.headcount;
    }),
  );
  const headcount = counts.find((count) => count !== undefined);
  expect(typeof headcount).toBe('number');
  const todayRow = recordOf(page, today);
  await expect(todayRow).toBeVisible();
  await expect(todayRow).toContainText(String(headcount));
  await page.screenshot({ path: `${SHOTS}/work-02-log-list.png` });

  // A second log of the same day is refused with the reason, nothing saved.
  await openAddForm(page);
  await typeDate(formModal(page), '日志日期', today);
  await chooseOption(page, '天气', '晴');
  await pickInDialog(page, '记录人', '选择用户', { placeholder: '请输入姓名', text: '周杰' });
  await save(page);
  await expect(page.getByText('本项目这一天已有工作日志，请打开当天的日志修改').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/work-03-log-duplicate.png` });
  await expect(recordOf(page, today)).toHaveCount(1);
});

test('工作问题: 施工员 raises a problem for 徐海, who accepts and resolves it on his phone (not without a result), and the 施工员 confirms it', async ({
  browser,
}) => {
  // Two people on two screens, one a phone: more steps than the default time allows on a shared machine.
  test.slow();
  const title = `E2E模板支撑立杆间距超标${Date.now() % 100000}`;
  const raiser = await personAt(browser, 'zhoujie');
  await openModuleScreen(raiser, 'construction', '工作问题');
  await openAddForm(raiser);
  await fillField(raiser, '问题标题', title);
  await chooseOption(raiser, '问题类别', '质量');
  await chooseOption(raiser, '严重程度', '较重');
  await fillField(raiser, '区域/部位', '2#装置区');
  await pickInDialog(raiser, '处理人', '选择用户', { placeholder: '请输入姓名', text: '徐海' });
  await typeDate(formModal(raiser), '要求完成日期', dayAhead(3));
  await formItem(raiser, '问题描述').locator('textarea').fill('框架梁模板支撑立杆间距约1.5m，方案要求不大于1.2m。');
  await raiser.screenshot({ path: `${SHOTS}/work-04-problem-form.png` });
  await save(raiser);
  await expect(formModal(raiser)).toBeHidden();
  await expect(recordOf(raiser, title)).toContainText('待处理');

  // 徐海 on site, on his phone: accepts, then resolves — refused until he writes what was done.
  const phone = await personAt(browser, 'xuhai', PHONE);
  await openAddress(phone, PROBLEMS);
  let modal = await openStep(phone, title, '受理');
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(modal).toBeHidden();
  await expect(recordOf(phone, title)).toContainText('处理中');
  modal = await openStep(phone, title, '提交解决');
  await typeDate(modal, '解决日期', dayAhead(0));
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(modal.getByText(/请(填写|输入)处理结果/).first()).toBeVisible();
  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: `${SHOTS}/work-05-resolve-refused-phone.png` });
  await modal.locator('.ant-formily-item').filter({ hasText: '处理结果' }).locator('textarea').fill('立杆已加密至1.2m，班组自检合格。');
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(modal).toBeHidden();
  await expect(recordOf(phone, title)).toContainText('待确认');
  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: `${SHOTS}/work-06-resolved-phone.png` });

  // The 施工员 confirms it solved.
  await raiser.getByRole('button', { name: /查\s*询/ }).click();
  modal = await openStep(raiser, title, '确认解决');
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(modal).toBeHidden();
  await expect(recordOf(raiser, title)).toContainText('已解决');
  await raiser.screenshot({ path: `${SHOTS}/work-07-confirmed.png` });
});
