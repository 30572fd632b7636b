import { expect, test, type Locator, type Page } from '@playwright/test';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { apiSession, type ApiSession } from './support/apiSession';
import { dayAhead } from './support/days';
import { chooseOption, fillField, formModal, openAddForm, typeDate } from './support/form';
import { acceptLoginChoice } from './support/loginChoice';
import { ADMIN_PASSWORD, openAddress, recordOf, SHOTS, sidewaysOverflow } from './support/session';

const PHONE = { width: 375, height: 812 };
/** A joint of the line by its number as the list shows it: the joint number itself, or a K joint's expansion number. */
const jointOf = (page: Page, jointNo: string): Locator =>
  page.locator('.ant-table-row:visible, .list-cards .ant-card:visible').filter({ has: page.getByText(jointNo, { exact: true }) });

/** Opens a flow step from the record's row (or phone card) actions: the step's modal. */
async function openStep(record: Locator, action: string): Promise<Locator> {
  await record.getByText(new RegExp(`^${[...action].join('\\s*')}$`)).click();
  const modal = record.page().locator('.ant-modal', { hasText: action }).last();
  await expect(modal).toBeVisible();
  return modal;
}

const confirmStep = (modal: Locator) => modal.getByRole('button', { name: /确\s*定/ }).click();

/** The inspector's result of one joint: 检测合格 with today's date and a level, or 检测不合格 with its defect. */
async function enterResult(page: Page, record: Locator, result: { pass: true } | { pass: false; defect: string }): Promise<void> {
  const modal = await openStep(record, result.pass ? '检测合格' : '检测不合格');
  await typeDate(modal, '检测日期', dayAhead(0));
  await fillField(page, '拍片张数', '2');
  await chooseOption(page, '合格级别', result.pass ? 'Ⅱ级' : 'Ⅳ级');
  if (!result.pass) await modal.locator('.ant-formily-item').filter({ hasText: '不合格情况' }).locator('textarea').fill(result.defect);
  await confirmStep(modal);
  await expect(modal).toBeHidden();
}

/** A line of its own (20% RT) with five joints 12–16 of one welder, 12 welded first, and a draft 委托单 for it. */
async function prepareLine(api: ApiSession, stamp: string) {
  const add = async (url: string, body: Record<string, unknown>) => {
    const answer = await api.call<{ id: string }>('post', `${url}/add`, body);
    expect(answer.success, answer.message).toBe(true);
    return answer.result.id;
  };
  const engineeringId = await add('/pipe/project', { projectCode: `E2E-${stamp}`, projectName: `端到端装置${stamp}` });
  const lineNo = `E2E-P-${stamp}`;
  const lineId = await add('/pipe/dict', { engineeringId, pipelineNo: lineNo, lineClass: 'GC2', ndtMethod: 'RT', ndtRatio: 20 });
  const welderId = await add('/pipe/welder', { welderNo: `E${stamp}`, welderName: `焊工${stamp}`, certNo: `E2E-${stamp}`, certValidTo: dayAhead(365) });
  for (const [index, weldNo] of ['12', '13', '14', '15', '16'].entries())
    await add('/pipe/weldData', { lineId, weldNo, welderId, weldDate: dayAhead(index - 10) });
  const entrustNo = `WT-E2E-${stamp}`;
  await add('/pipe/entrust', { entrustNo, lineId, ndtMethod: 'RT', ndtRatio: 20, entrustDate: dayAhead(0), inspectorId: api.userId });
  return { lineNo, lineId, entrustNo };
}

test('管道焊接: joint 12 fails RT, 返修扩检 creates 12R1, 12K1 and 12K2, which are inspected 合格 (one on a phone) before the report', async ({
  browser,
  request,
}) => {
  test.slow();
  const stamp = String(Date.now() % 1_000_000);
  const api = await apiSession(request, 'qianlei', PROJECT_NAMES[0]);
  const { lineNo, lineId, entrustNo } = await prepareLine(api, stamp);
  const joints = `/pipe/weldData?lineId=${lineId}`;

  // 钱磊 signs in through the pipe sub-system and opens 委托单 from its home.
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await page.goto('/#/pipeManagement/login');
  await page.getByPlaceholder('请输入帐户名').fill('qianlei');
  await page.getByPlaceholder('请输入密码').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await acceptLoginChoice(page);
  await expect(page).toHaveURL(/#\/pipeManagement\/index/);
  await page.getByText('委托单', { exact: true }).first().click();
  await expect(page).toHaveURL(/#\/pipe\/entrust/);

  // Submitting the 委托单 picks joint 12 by the line's 20% ratio (the earliest welded).
  let modal = await openStep(recordOf(page, entrustNo), '提交委托');
  await confirmStep(modal);
  await expect(modal).toBeHidden();
  await expect(recordOf(page, entrustNo)).toContainText('检测中');

  await openAddress(page, joints);
  await expect(jointOf(page, '12')).toContainText('待检测');
  await enterResult(page, jointOf(page, '12'), { pass: false, defect: '根部未焊透 15mm' });
  await expect(jointOf(page, '12')).toContainText('不合格');

  // A repair number cannot be typed by hand: only the action makes it.
  await openAddForm(page);
  await chooseOption(page, '管线号', lineNo);
  await fillField(page, '焊口编号', '12R1');
  await formModal(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(formModal(page)).toContainText('返修口、扩检口编号由「返修扩检」操作生成');
  await page.screenshot({ path: `${SHOTS}/pipe-01-typed-repair-refused.png` });
  await formModal(page)
    .getByRole('button', { name: /取\s*消/ })
    .click();
  await expect(formModal(page)).toBeHidden();

  modal = await openStep(jointOf(page, '12'), '返修扩检');
  await confirmStep(modal);
  await expect(modal).toBeHidden();
  await expect(jointOf(page, '12')).toContainText('已返修扩检');
  for (const derived of ['12R1', '12K1', '12K2']) await expect(jointOf(page, derived)).toContainText('待检测');
  await expect(jointOf(page, '12R1')).toContainText(entrustNo);
  await page.screenshot({ path: `${SHOTS}/pipe-02-repair-and-expansion.png` });

  // The report waits for every joint of the 委托单.
  await openAddress(page, '/pipe/entrust');
  modal = await openStep(recordOf(page, entrustNo), '出具报告');
  await fillField(page, '检测报告编号', `BG-${stamp}`);
  await typeDate(modal, '报告日期', dayAhead(0));
  await confirmStep(modal);
  // Any of the three joints still waiting may be the one named (they were made together).
  await expect(modal).toContainText(/焊口(12R1|13|14)尚未录入检测结果，不能出具报告/);
  await page.screenshot({ path: `${SHOTS}/pipe-03-report-refused.png` });
  await modal.getByRole('button', { name: /取\s*消/ }).click();
  await expect(modal).toBeHidden();

  await openAddress(page, joints);
  await enterResult(page, jointOf(page, '12R1'), { pass: true });
  await enterResult(page, jointOf(page, '12K1'), { pass: true });
  await expect(jointOf(page, '12R1')).toContainText('合格');

  // At the joint, on his phone, he enters the last expansion joint's result: no sideways scrolling.
  const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
  await phone.goto('/#/pipeManagement/login');
  await phone.getByPlaceholder('请输入帐户名').fill('qianlei');
  await phone.getByPlaceholder('请输入密码').fill(ADMIN_PASSWORD);
  await phone.getByRole('button', { name: /登\s*录/ }).click();
  await acceptLoginChoice(phone);
  await expect(phone).toHaveURL(/#\/pipeManagement\/index/);
  // The sub-system's home fits the phone: its title stays on one line, nothing scrolls sideways.
  expect((await phone.locator('.material-page__title').boundingBox())?.height).toBeLessThanOrEqual(64);
  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  await openAddress(phone, joints);
  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  await enterResult(phone, jointOf(phone, '12K2'), { pass: true });
  await expect(jointOf(phone, '12K2')).toContainText('合格');
  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: `${SHOTS}/pipe-04-phone-result.png` });

  // Now the report goes out, and joint 12's story tells what happened to it.
  await openAddress(page, '/pipe/entrust');
  modal = await openStep(recordOf(page, entrustNo), '出具报告');
  await fillField(page, '检测报告编号', `BG-${stamp}`);
  await typeDate(modal, '报告日期', dayAhead(0));
  await confirmStep(modal);
  await expect(modal).toBeHidden();
  await expect(recordOf(page, entrustNo)).toContainText('已出报告');

  // The report was made by 出具报告: read-only, with every joint of the 委托单 and its result.
  await openAddress(page, '/pipe/report');
  await expect(recordOf(page, `BG-${stamp}`)).toContainText(entrustNo);
  await recordOf(page, `BG-${stamp}`)
    .getByText(/^详\s*情$/)
    .click();
  const report = formModal(page);
  for (const text of ['12R1', '12K1', '12K2', '根部未焊透 15mm', '不合格（已返修扩检）', 'Ⅱ级']) await expect(report).toContainText(text);
  await page.screenshot({ path: `${SHOTS}/pipe-05-report.png` });
  await report.locator('.ant-modal-close').click();
  await expect(report).toBeHidden();

  await openAddress(page, joints);
  await jointOf(page, '12')
    .getByText(/^详\s*情$/)
    .click();
  const story = page.locator('.ant-drawer:visible, .ant-modal:visible').last();
  await expect(story).toContainText('检测不合格');
  await expect(story).toContainText('根部未焊透 15mm');
  await expect(story).toContainText('返修扩检');
  await page.screenshot({ path: `${SHOTS}/pipe-06-joint-story.png` });
});
