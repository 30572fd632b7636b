import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { chooseOption, fillField, formItem, formModal } from './support/form';
import { expectNotice } from './support/notices';
import { ADMIN_PASSWORD, openMenu, recordOf, SHOTS, shownPage, sidewaysOverflow, signIn } from './support/session';

// A 1×1 PNG: the upload checks that an image is an image.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const INSPECTION = '/safety/inspection';
const PHONE = { width: 375, height: 812 };

async function photo(name: string): Promise<string> {
  const file = path.join(os.tmpdir(), name);
  await writeFile(file, PNG);
  return file;
}

/** A person signed in in a browser of their own, on the 安全巡检 list. */
async function inspectionList(browser: Browser, username: string, viewport = { width: 1440, height: 900 }): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signIn(page, username, ADMIN_PASSWORD);
  await page.locator('[data-module="safety"]').click();
  await expect(page).toHaveURL(/#\/safety\//);
  // 安全首页 opens first for those who may read it; a rectifier's module opens on the list itself.
  if (!page.url().includes(INSPECTION)) await page.locator('.ant-menu').getByText('安全巡检', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#${INSPECTION}`));
  await shownPage(page);
  return page;
}

/** Chooses an option of a select of the form and waits until its list has closed, so the next select's list is the one shown. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await chooseOption(page, label, option);
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

const quickTab = (page: Page, name: string) => page.locator('.flow-tabs').getByRole('tab', { name: new RegExp(`^${name}`) });

/** Opens the step of a transition from the record's row actions and answers its modal. */
async function takeStep(page: Page, text: string, action: string, fill: (modal: Locator) => Promise<void>): Promise<void> {
  await recordOf(page, text).getByText(action, { exact: true }).click();
  const modal = page.locator('.ant-modal', { hasText: action }).last();
  await expect(modal).toBeVisible();
  await fill(modal);
  if (page.viewportSize()?.width === PHONE.width) {
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/flow-04-phone-step.png` });
  }
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-message')).toContainText('成功');
  await expect(modal).toBeHidden();
}

test('an inspector raises a danger, the rectifier and the reviewer take it through two rounds, and the timeline shows every step', async ({ browser }) => {
  test.setTimeout(300_000);
  const describe = `脚手架连墙件缺失${Date.now() % 100000}`;

  // 赵强 (安全员) raises the danger with a photo, naming 周杰 to rectify and 吴军 to review.
  const inspector = await inspectionList(browser, 'zhaoqiang');
  // The rectifier works on a phone: the list is cards, and the steps are taken from them.
  const rectifier = await inspectionList(browser, 'zhoujie', PHONE);
  await inspector.getByRole('button', { name: /新\s*增/ }).click();
  await fillField(inspector, '检查区域', '3号楼外脚手架');
  await choose(inspector, '隐患类型', '高处作业未系安全带');
  await choose(inspector, '问题级别', '重大');
  await fillField(inspector, '问题描述', describe);
  await formItem(inspector, '整改期限').locator('input').click();
  await inspector.keyboard.type('2030-12-31');
  await inspector.keyboard.press('Enter');
  await expect(formItem(inspector, '整改期限').locator('input')).toHaveValue('2030-12-31');
  await formItem(inspector, '现场照片')
    .locator('input[type=file]')
    .setInputFiles(await photo('scaffold.png'));
  await expect(formItem(inspector, '现场照片').locator('img')).toBeVisible();
  await formItem(inspector, '责任分包单位').locator('.ant-select-selector').click();
  await inspector.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first().click();
  await expect(inspector.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await choose(inspector, '整改人', '周杰');
  await choose(inspector, '复查人', '吴军');
  await inspector.screenshot({ path: `${SHOTS}/flow-01-raise.png` });
  await formModal(inspector)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(inspector.locator('.ant-message')).toContainText('添加成功');
  await expect(recordOf(inspector, describe)).toContainText('待整改');
  // The inspector may close an issue they raised, but not rectify it.
  await expect(recordOf(inspector, describe).getByText('提交整改', { exact: true })).toHaveCount(0);

  // 周杰 is told at once and finds it under 待我处理.
  await expectNotice(rectifier, /待您处理/);
  await quickTab(rectifier, '待我处理').click();
  await expect(recordOf(rectifier, describe)).toBeVisible();
  await expect(rectifier.locator('.list-cards')).toBeVisible();
  expect(await sidewaysOverflow(rectifier)).toBeLessThanOrEqual(0);
  await rectifier.screenshot({ path: `${SHOTS}/flow-03-phone-cards.png` });
  await takeStep(rectifier, describe, '提交整改', async (modal) => {
    await modal.locator('textarea').first().fill('已补设连墙件并加固');
    await modal
      .locator('input[type=file]')
      .first()
      .setInputFiles(await photo('fixed-1.png'));
    await expect(modal.locator('img').first()).toBeVisible();
  });

  // A third person (项目经理 张伟) sees the record waiting for review but no step; the server refuses one sent directly.
  const manager = await inspectionList(browser, 'zhangwei');
  await quickTab(manager, '全部').click();
  await manager
    .locator('.screen-list-page:visible')
    .getByPlaceholder(/问题描述/)
    .fill(describe);
  await manager
    .locator('.screen-list-page:visible')
    .getByRole('button', { name: /查\s*询/ })
    .click();
  const row = recordOf(manager, describe);
  await expect(row).toBeVisible();
  await expect(row).toContainText('待复查');
  // The manager's role may edit the record's own fields, but no step of the flow is theirs to take now.
  await expect(row.locator('a')).toHaveText(['编辑', '详情', '删除']);
  const refusal = await transitionDirectly(manager.request, 'zhangwei', describe, 'pass');
  expect(refusal.status).toBe(400);
  expect(refusal.message).toContain('复查人');

  // 吴军 rejects it with a comment…
  const reviewer = await inspectionList(browser, 'wujun');
  await expectNotice(reviewer, /提交整改/);
  await quickTab(reviewer, '待我处理').click();
  await expect(recordOf(reviewer, describe)).toContainText('待复查');
  await takeStep(reviewer, describe, '复查不通过', async (modal) => {
    await modal.locator('textarea').fill('连墙件间距仍大于规范要求，请重新整改');
  });
  await expect(reviewer.locator('.ant-modal-confirm, .ant-popconfirm')).toHaveCount(0);

  // …周杰 rectifies again…
  await expectNotice(rectifier, /复查不通过/);
  await rectifier.reload();
  await quickTab(rectifier, '待我处理').click();
  await expect(recordOf(rectifier, describe)).toContainText('复查未通过');
  await takeStep(rectifier, describe, '提交整改', async (modal) => {
    await modal.locator('textarea').first().fill('按3步3跨重新设置连墙件');
    await modal
      .locator('input[type=file]')
      .first()
      .setInputFiles(await photo('fixed-2.png'));
    await expect(modal.locator('img').first()).toBeVisible();
  });

  // …and 吴军 passes it.
  await reviewer.reload();
  await quickTab(reviewer, '待我处理').click();
  await takeStep(reviewer, describe, '复查通过', async () => undefined);
  await quickTab(reviewer, '全部').click();
  await expect(recordOf(reviewer, describe)).toContainText('复查通过');

  // The detail shows the whole flow, oldest first, with the rectification photos.
  await recordOf(reviewer, describe).getByText('详情', { exact: true }).click();
  const timeline = reviewer.locator('.ant-modal .ant-timeline').last();
  await expect(timeline.locator('.ant-timeline-item')).toHaveCount(5);
  await expect(timeline).toContainText('发起');
  await expect(timeline).toContainText('连墙件间距仍大于规范要求');
  await expect(timeline.locator('.ant-timeline-item').nth(2)).toContainText('复查不通过');
  await expect(timeline.locator('.ant-timeline-item').nth(4)).toContainText('复查通过');
  await expect(timeline.locator('img')).toHaveCount(2);
  await reviewer.screenshot({ path: `${SHOTS}/flow-02-timeline.png` });
});

/** Signs in through the API and sends a transition of the record described so, as a hand-made request would. */
async function transitionDirectly(
  request: APIRequestContext,
  username: string,
  describe: string,
  action: string,
): Promise<{ status: number; message: string }> {
  const login = await request.post('/api/sys/login', { data: { username, password: ADMIN_PASSWORD } });
  const headers = { 'X-Access-Token': (await login.json()).result.token as string };
  const tree = await (await request.get('/api/sys/sysDepart/queryTreeProjectList', { headers })).json();
  const projects: string[] = [];
  const walk = (nodes: { value: string; type: string; children?: unknown[] }[]) =>
    nodes.forEach((node) => (node.type === 'project' ? projects.push(node.value) : walk((node.children ?? []) as typeof nodes)));
  walk(tree.result);
  for (const projectId of projects) {
    const list = await request.get(`/api${INSPECTION}/list`, { headers: { ...headers, projectId }, params: { safetyDescribe: `*${describe}*` } });
    const record = (await list.json()).result.records[0];
    if (!record) continue;
    const answer = await request.post(`/api${INSPECTION}/flow/transition`, { headers: { ...headers, projectId }, data: { id: record.id, action } });
    return { status: answer.status(), message: (await answer.json()).message };
  }
  throw new Error(`no project of ${username} holds the record`);
}

test('the overdue job moves a danger past its deadline to 超期未整改 and tells the rectifier', async ({ browser }) => {
  test.setTimeout(240_000);
  const describe = `配电箱未上锁${Date.now() % 100000}`;
  const inspector = await inspectionList(browser, 'zhaoqiang');
  await inspector.getByRole('button', { name: /新\s*增/ }).click();
  await choose(inspector, '问题级别', '一般');
  await fillField(inspector, '问题描述', describe);
  await formItem(inspector, '整改期限').locator('input').click();
  await inspector.keyboard.type('2026-01-05');
  await inspector.keyboard.press('Enter');
  await choose(inspector, '整改人', '周杰');
  await choose(inspector, '复查人', '吴军');
  await formModal(inspector)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(inspector.locator('.ant-message')).toContainText('添加成功');
  await expect(recordOf(inspector, describe)).toContainText('待整改');

  // The administrator runs the nightly 流程超期处理 now, from 定时任务.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin);
  await admin.locator('[data-module="system"]').click();
  await openMenu(admin, '任务与路由', '定时任务', /#\/isystem\/job/);
  const job = admin.locator('.ant-table-row:visible', { hasText: '流程超期处理' });
  await job.getByText('立即执行', { exact: true }).click();
  const popconfirm = admin.locator('.ant-popconfirm', { hasText: '确定立即执行吗?' });
  await popconfirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(admin.locator('.ant-message')).toContainText('执行成功!');

  const rectifier = await inspectionList(browser, 'zhoujie', PHONE);
  await expectNotice(rectifier, /超期/);
  await quickTab(rectifier, '超期未整改').click();
  await expect(recordOf(rectifier, describe)).toContainText('超期未整改');
  // antd spaces a two-character button label on the phone's cards: 详 情.
  await recordOf(rectifier, describe)
    .getByText(/^详\s*情$/)
    .click();
  const timeline = rectifier.locator('.ant-modal .ant-timeline').last();
  await expect(timeline.locator('.ant-timeline-item')).toHaveCount(2);
  await expect(timeline.locator('.ant-timeline-item').last()).toContainText('系统');
  await rectifier.screenshot({ path: `${SHOTS}/flow-05-overdue-phone.png` });
});
