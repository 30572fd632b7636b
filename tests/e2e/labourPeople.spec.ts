import { expect, test, type Locator, type Page } from '@playwright/test';
import { newWorker } from '../fixtures/newWorker';
import { apiSession, openFromMenu, personAt } from './support/apiSession';
import { chooseOption, fillField, formItem, formModal } from './support/form';
import { SHOTS, shownPage } from './support/session';

const PROJECT = '宁波石化二期项目';
const stamp = Date.now() % 100000;
const HIRE_NO = `ZP-E2E-${stamp}`;
/** Two applicants of this run (valid, made-up ID numbers): one already on the blacklist, one to hire. */
const applicant = (seed: number) => {
  const worker = newWorker(seed);
  return { name: String(worker.empName), idCode: String(worker.idCode), phone: String(worker.empPhon) };
};
const BLACKLISTED = applicant(stamp);
const HIRED = applicant(stamp + 1);

/** The row of a list (or the list in a drawer) holding the text. */
const rowIn = (scope: Locator, text: string) => scope.locator('.ant-table-row:visible, .list-cards .ant-card:visible').filter({ hasText: text });

/** The 在场人数 figure of 劳务首页. */
const onSiteOf = (home: Locator) => home.locator('[data-widget="onSite"] .ant-statistic-content-value');

/** Takes a flow step from a row: fills the step's dialog and confirms; answers the dialog (still open when refused). */
async function takeStep(page: Page, row: Locator, action: string, fill?: (modal: Locator) => Promise<void>): Promise<Locator> {
  await row.getByText(action, { exact: true }).first().click();
  const modal = page.locator('.ant-modal:visible').last();
  await expect(modal).toBeVisible();
  await fill?.(modal);
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  return modal;
}

test('a 劳务员 hires a candidate, the blacklisted one is refused with the reason, and the new worker passes 三级教育 and enters', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const clerk = await apiSession(request, 'lisi', PROJECT);
  const manager = await apiSession(request, 'zhangwei', PROJECT);
  // Earlier, 李思 registered 钱黑名 on the company blacklist and 张伟 approved it.
  const entry = await clerk.call<{ id: string }>('post', '/labour/blacklist/add', {
    empName: BLACKLISTED.name,
    idCode: BLACKLISTED.idCode,
    cause: '伪造特种作业操作证',
    source: '1',
    blackTime: '2026-09-01',
    approverId: manager.userId,
  });
  expect(entry.success, entry.message).toBe(true);
  expect((await manager.call('post', '/labour/blacklist/flow/transition', { id: entry.result.id, action: 'approve' })).success).toBe(true);
  const teams = await clerk.call<{ records: { id: string; teamName: string }[] }>('get', '/labour/team/list', { pageSize: '1' });
  const team = teams.result.records[0];
  expect(
    (await clerk.call('post', '/labour/hire/add', { hireNo: HIRE_NO, teamId: team.id, jobName: '002', headcount: 2, dayWage: 320, needDate: '2026-12-01' }))
      .success,
  ).toBe(true);

  // 李思 opens 用工招聘 from the menu and the applicants of her hiring request.
  const lisi = await personAt(browser, 'lisi');
  const hires = await openFromMenu(lisi, 'labour', '人员管理', '用工招聘');
  await rowIn(hires, HIRE_NO).getByText('应聘人员', { exact: true }).click();
  const drawer = lisi.locator('.ant-drawer:visible');
  await expect(drawer).toBeVisible();

  /** Types an applicant into the drawer's 新增 form and saves it. */
  async function addApplicant(person: typeof HIRED): Promise<void> {
    await drawer.getByRole('button', { name: /新\s*增/ }).click();
    await expect(formModal(lisi)).toBeVisible();
    await fillField(lisi, '姓名', person.name);
    await fillField(lisi, '身份证号码', person.idCode);
    await fillField(lisi, '手机号码', person.phone);
    await chooseOption(lisi, '工种', '钢筋工');
    await formItem(lisi, '拟入班组').locator('.ant-select-selector').click();
    await formItem(lisi, '拟入班组').locator('input').fill(team.teamName.slice(0, 2));
    await lisi.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: team.teamName }).first().click();
    await formModal(lisi)
      .getByRole('button', { name: /确\s*定/ })
      .click();
  }

  // The blacklisted applicant is refused by the server with the reason, and the form stays open.
  await addApplicant(BLACKLISTED);
  await expect(lisi.getByText(`身份证号${BLACKLISTED.idCode}（${BLACKLISTED.name}）已列入黑名单，原因：伪造特种作业操作证，不能登记`).first()).toBeVisible();
  await lisi.screenshot({ path: `${SHOTS}/labour-people-01-blacklist-refused.png` });
  await formModal(lisi)
    .getByRole('button', { name: /取\s*消/ })
    .click();

  // The other one is saved and hired: he is on the roster, 待进场.
  await addApplicant(HIRED);
  await expect(rowIn(drawer, HIRED.idCode)).toContainText('待录用');
  await takeStep(lisi, rowIn(drawer, HIRED.idCode), '录用');
  await expect(rowIn(drawer, HIRED.idCode)).toContainText('已录用');
  await lisi.screenshot({ path: `${SHOTS}/labour-people-02-hired.png` });
  await drawer.locator('.ant-drawer-close').click();
  await expect(drawer).toBeHidden();

  // 劳务首页 counts those on site; he is not yet among them.
  const home = await openFromMenu(lisi, 'labour', '劳务概览', '劳务首页');
  await expect(onSiteOf(home)).toHaveText(/^[1-9][\d,]*$/);
  const onSiteBefore = Number((await onSiteOf(home).innerText()).replace(/,/g, ''));

  const roster = await openFromMenu(lisi, 'labour', '人员管理', '花名册');
  await roster.getByRole('textbox').first().fill(HIRED.name);
  await roster
    .getByRole('button', { name: /查\s*询/ })
    .first()
    .click();
  await expect(rowIn(roster, HIRED.idCode)).toContainText('待进场');

  // 进场 before 三级教育 is refused with what to do; nothing changes.
  const refused = await takeStep(lisi, rowIn(roster, HIRED.idCode), '进场', async (modal) => {
    await modal.locator('.ant-picker input').first().fill('2026-11-20');
    await modal.locator('.ant-picker input').first().press('Enter');
  });
  await expect(refused).toContainText(`${HIRED.name}尚未通过三级教育，不能进场`);
  await lisi.screenshot({ path: `${SHOTS}/labour-people-03-no-training.png` });
  await refused.getByRole('button', { name: /取\s*消/ }).click();
  await expect(rowIn(roster, HIRED.idCode)).toContainText('待进场');

  // He passes 三级教育 (recorded in 安全教育培训), and now enters.
  const workers = await clerk.call<{ records: { id: string }[] }>('get', '/labour/worker/list', { idCode: HIRED.idCode });
  const training = await clerk.call('post', '/labour/training/add', {
    trainName: `新工人三级教育${stamp}`,
    trainType: '1',
    trainDate: '2026-11-19',
    passScore: 60,
    attendees: [{ workerId: workers.result.records[0].id, score: 88, passed: '1' }],
  });
  expect(training.success, training.message).toBe(true);
  await takeStep(lisi, rowIn(roster, HIRED.idCode), '进场', async (modal) => {
    await modal.locator('.ant-picker input').first().fill('2026-11-20');
    await modal.locator('.ant-picker input').first().press('Enter');
  });
  await expect(rowIn(roster, HIRED.idCode)).toContainText('在场');
  await lisi.screenshot({ path: `${SHOTS}/labour-people-04-on-site.png` });
  // Back on 劳务首页, the new worker counts among those on site.
  await expect(onSiteOf(await openFromMenu(lisi, 'labour', '劳务概览', '劳务首页'))).toHaveText(String(onSiteBefore + 1), { timeout: 20_000 });

  // On a phone the roster fits the screen.
  const phone = await personAt(browser, 'lisi', { width: 375, height: 812 });
  // The side menu is a drawer on a phone: the roster is opened from its address, as a bookmark would.
  await phone.evaluate(() => {
    window.location.hash = '/labour/worker';
  });
  await expect(rowIn(await shownPage(phone), HIRED.idCode).or(phone.locator('.ant-table-row, .list-cards .ant-card').first())).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: `${SHOTS}/labour-people-05-phone.png` });
});
