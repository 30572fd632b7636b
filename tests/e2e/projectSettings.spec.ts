import { expect, test } from '@playwright/test';
import { addAccountLike, addProjectManager } from './support/accounts';
import { openFromMenu } from './support/apiSession';
import { writeDesignChange } from './support/designChange';
import { chooseOption, fillField, formModal, openAddForm, saveForm } from './support/form';
import { pickInDialog } from './support/picker';
import {
  ADMIN_PASSWORD,
  SHOTS,
  chooseProject,
  openAddress,
  openMenu,
  openModuleScreen,
  recordOf,
  shownPage,
  sidewaysOverflow,
  signIn,
  signedInPage,
} from './support/session';

const LIANYUNGANG = '连云港炼化一体化项目';
const PHONE = { width: 375, height: 812 };

/**
 * The administrator sets up 连云港 (no other journey works on its design changes): opens 项目设置
 * from the launcher onto the project's card, edits its overview, adds a new 技术负责人 to the
 * project, makes them the 设计变更 reviewer in 审批配置, and sees a submitted change go to them
 * although its author named 高明; then the card and the member list on a phone.
 */
test('项目设置: the project card, a new member with a role, and the 审批配置 reviewer a design change goes to', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const stamp = Date.now() % 100000;
  const memberName = `新技术负责人${stamp}`;
  const changeNo = `E2E-PS-${stamp}`;
  const overview = `炼化一体化项目施工总承包（${stamp}）`;
  await signIn(page);
  // A person of this run's own, so no other journey's account changes its projects.
  await addAccountLike(page, 'wangfang', `jishu${stamp}`, ADMIN_PASSWORD, memberName);
  await chooseProject(page, LIANYUNGANG);

  // 项目设置 opens on the card of the current project: its owner, contractor and site plan from the basic data.
  await page.locator('[data-module="project"]').click();
  await expect(page).toHaveURL(/#\/project\/modules\/SysProjectDetail/);
  const card = (await shownPage(page)).locator('.record-card');
  await expect(card).toContainText(LIANYUNGANG);
  await expect(card).toContainText('连云港石化有限公司');
  await expect(card).toContainText('华泰化学工程建设有限公司');
  await expect(card.locator('.ant-progress')).toBeVisible();
  await expect(card.locator('img.record-card-image')).toHaveJSProperty('complete', true);
  await page.screenshot({ path: `${SHOTS}/project-settings-01-card.png` });

  await card.getByRole('button', { name: /编\s*辑/ }).click();
  await expect(formModal(page)).toBeVisible();
  await fillField(page, '项目概况', overview);
  await saveForm(page, /编辑成功/);
  await expect(card).toContainText(overview);

  // 项目成员: the new person joins as 技术负责人.
  const members = await openMenu(page, '项目', '项目成员', /#\/project\/member/);
  await openAddForm(page);
  await pickInDialog(page, '成员', '选择用户', { placeholder: '请输入姓名', text: memberName });
  await chooseOption(page, '项目角色', '技术负责人');
  await saveForm(page, /添加成功/);
  await expect(recordOf(page, memberName)).toContainText('技术负责人');
  await expect(members.locator('.ant-table-row')).not.toHaveCount(0);

  // 审批配置: design changes of this project are now reviewed by them.
  await openMenu(page, '项目', '审批配置', /#\/project\/approvalConfig/);
  await recordOf(page, '设计变更审核').getByText('编辑', { exact: true }).click();
  await expect(formModal(page)).toBeVisible();
  await pickInDialog(page, '审批人', '选择用户', { placeholder: '请输入姓名', text: memberName });
  await saveForm(page, /编辑成功/);
  await expect(recordOf(page, '设计变更审核')).toContainText(memberName);
  await page.screenshot({ path: `${SHOTS}/project-settings-02-approval.png` });

  // A design change naming 高明 goes, once submitted, to the configured reviewer: 技术管理 from the launcher on 工作台.
  await page.locator('.ant-menu').first().getByText('工作台', { exact: true }).click();
  await expect(page).toHaveURL(/#\/workplace/);
  await openFromMenu(page, 'technology', '图纸与变更', '设计变更');
  await writeDesignChange(page, { changeNo, content: '管廊支架间距由6m调整为4m', amount: '12800', reviewer: '高明', approver: '张伟' });
  await expect(recordOf(page, changeNo)).toContainText('高明');
  await recordOf(page, changeNo).getByText('提交审核', { exact: true }).click();
  await page
    .locator('.ant-modal', { hasText: '提交审核' })
    .last()
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-message')).toContainText('提交审核成功');
  await expect(recordOf(page, changeNo)).toContainText('待审核');
  await expect(recordOf(page, changeNo)).toContainText(memberName);
  await expect(recordOf(page, changeNo)).not.toContainText('高明');

  // On a phone: the card and the member list fit the screen.
  const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signIn(phone);
  await chooseProject(phone, LIANYUNGANG);
  await phone.locator('[data-module="project"]').click();
  const phoneCard = (await shownPage(phone)).locator('.record-card');
  await expect(phoneCard).toContainText(overview);
  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: `${SHOTS}/project-settings-03-card-phone.png`, fullPage: true });
});

/**
 * A project manager of this run's own makes a new 劳务员 (of this run's own) the 安全员 of
 * 宁波石化二期项目: signed in, the newcomer finds 安全管理 in the launcher and opens 安全巡检 there;
 * then the member list on the manager's phone.
 */
test('项目成员: the project role of a member opens that role’s modules in the project', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const stamp = Date.now() % 100000;
  const manager = `xmjl${stamp}`;
  const newcomer = `anquan${stamp}`;
  const newcomerName = `王五${stamp}`;
  await signIn(page);
  await addProjectManager(page, manager, ADMIN_PASSWORD);
  // Like 李思: 劳务员 of 宁波石化二期项目, no safety rights of their own.
  await addAccountLike(page, 'lisi', newcomer, ADMIN_PASSWORD, newcomerName);

  const pm = await signedInPage(browser, manager);
  await expect(pm.locator('.shell-header__project')).toContainText('宁波二期');
  await pm.locator('[data-module="project"]').click();
  await openMenu(pm, '项目', '项目成员', /#\/project\/member/);
  await openAddForm(pm);
  await pickInDialog(pm, '成员', '选择用户', { placeholder: '请输入姓名', text: newcomerName });
  await chooseOption(pm, '项目角色', '安全员');
  await saveForm(pm, /添加成功/);
  await expect(recordOf(pm, newcomerName)).toContainText('安全员');

  const member = await signedInPage(browser, newcomer);
  await expect(member.locator('[data-module="safety"]')).toBeVisible();
  await member.screenshot({ path: `${SHOTS}/project-settings-04-member-launcher.png` });
  await openModuleScreen(member, 'safety', '安全巡检');
  await expect((await shownPage(member)).locator('.ant-table')).toBeVisible();
  await member.screenshot({ path: `${SHOTS}/project-settings-05-member-inspections.png` });

  // On the manager's phone: the member list, with the new 安全员, fits the screen.
  const phone = await signedInPage(browser, manager, ADMIN_PASSWORD, PHONE);
  await openAddress(phone, '/project/member');
  await expect(recordOf(phone, newcomerName)).toContainText('安全员');
  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: `${SHOTS}/project-settings-06-members-phone.png`, fullPage: true });
});
