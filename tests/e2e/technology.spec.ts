import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pdf } from '../../runtime/server/seed/demo/demoFiles';
import { addProjectManager } from './support/accounts';
import { apiSession, openFromMenu, personAt } from './support/apiSession';
import { writeDesignChange } from './support/designChange';
import { chooseOption, fillField, formItem, formModal, openAddForm, saveForm, typeDate } from './support/form';
import { pickInDialog } from './support/picker';
import { dayAhead } from './support/days';
import { expectNotice } from './support/notices';
import { ADMIN_PASSWORD, openAddress, recordOf, SHOTS, shownPage, sidewaysOverflow } from './support/session';

const PHONE = { width: 375, height: 812 };

/** A one-page PDF (the upload checks that a .pdf starts like one), written to a temporary file. */
async function pdfFile(name: string, title: string, caption?: string): Promise<string> {
  const file = path.join(os.tmpdir(), name);
  await writeFile(file, pdf(title, caption));
  return file;
}

const quickTab = (page: Page, name: string) => page.locator('.flow-tabs').getByRole('tab', { name: new RegExp(`^${name}`) });
const versionsField = (page: Page) => formItem(page, '图纸版本');

/** How many of the canvas' pixels are not white (pdf.js draws the page on a white background). */
const inkedPixels = (canvas: Locator) =>
  canvas.evaluate((element: HTMLCanvasElement) => {
    const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
    let inked = 0;
    for (let index = 0; index < data.length; index += 4) if (data[index]! < 200 || data[index + 1]! < 200 || data[index + 2]! < 200) inked += 1;
    return inked;
  });

/** Opens a version's PDF in the page's viewer and waits until pdf.js has drawn its one page; returns the viewer. */
async function previewVersion(page: Page, item: Locator): Promise<Locator> {
  await item.locator('a.file-versions__file').click();
  const viewer = page.locator('.ant-modal.pdf-preview');
  await expect(viewer).toBeVisible();
  await expect(viewer).toContainText('共 1 页');
  const canvas = viewer.locator('canvas.pdf-preview__canvas');
  await expect(canvas).toHaveCount(1);
  await expect.poll(() => inkedPixels(canvas)).toBeGreaterThan(50);
  return viewer;
}

async function closePreview(page: Page, viewer: Locator): Promise<void> {
  await viewer.locator('.ant-modal-close').click();
  await expect(page.locator('.ant-modal.pdf-preview')).toBeHidden();
}

/** Uploads a new version in the open form's 图纸版本 field, with its note, and waits until it is listed. */
async function uploadVersion(page: Page, file: string, note: string, versionNo: string): Promise<void> {
  const field = versionsField(page);
  await field.getByPlaceholder('版本说明').fill(note);
  await field.locator('input[type=file]').setInputFiles(file);
  await expect(field.locator('.file-versions__item').last()).toContainText(`版本 ${versionNo}`);
  await expect(field.locator('.file-versions__item').last()).toContainText(note);
}

test('a 技术员 uploads a PDF drawing, then a new version; the first version stays listed, and both preview in the page', async ({ browser }) => {
  test.setTimeout(240_000);
  const drawingNo = `E2E-GD-${Date.now() % 100000}`;
  const page = await personAt(browser, 'hexin');
  await openFromMenu(page, 'technology', '图纸与变更', '图纸管理');
  await openAddForm(page);
  await fillField(page, '图号', drawingNo);
  await fillField(page, '图纸名称', '端到端测试管道平面图');
  await chooseOption(page, '专业', '工艺管道');
  await uploadVersion(page, await pdfFile('plan-a.pdf', 'Plan revision A'), '首版施工图', 'A');
  await expect(versionsField(page)).toContainText('当前版本');
  await expect(versionsField(page)).toContainText('何欣');
  await saveForm(page, /添加成功/);

  // A month later the design institute sends revision B: uploaded on the same drawing.
  await recordOf(page, drawingNo).getByText('编辑', { exact: true }).click();
  await expect(versionsField(page).locator('.file-versions__item')).toHaveCount(1);
  // Version B's only text is Chinese in a font the file does not embed: it shows only with pdf.js's CMaps.
  await uploadVersion(page, await pdfFile('plan-b.pdf', '', '结构施工图 B版'), '按会审意见修改', 'B');
  await page.screenshot({ path: `${SHOTS}/technology-01-new-version.png` });
  await saveForm(page, /成功/);

  // Both versions are kept, B is the current one, and A still opens as the PDF it was.
  await recordOf(page, drawingNo).getByText('详情', { exact: true }).click();
  const items = versionsField(page).locator('.file-versions__item');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('版本 A');
  await expect(items.nth(0)).not.toContainText('当前版本');
  await expect(items.nth(1)).toContainText('版本 B');
  await expect(items.nth(1)).toContainText('当前版本');
  const first = await items.nth(0).locator('a.file-versions__file').getAttribute('href');
  expect(first).toMatch(/^\/api\/sys\/common\/static\/technology\/.+\.pdf$/);
  const opened = await page.request.get(first ?? '');
  expect(opened.status()).toBe(200);
  expect((await opened.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect((await opened.body()).toString('latin1')).toContain('Plan revision A');
  await page.screenshot({ path: `${SHOTS}/technology-02-versions.png` });

  // Both versions are read in the page with pdf.js, not downloaded; 放大 draws the page wider.
  // pdf.js parses in its worker (it says so when it has to fall back to the page) and nothing breaks the CSP.
  const logged: string[] = [];
  page.on('console', (entry) => logged.push(entry.text()));
  const current = await previewVersion(page, items.nth(1));
  await expect(current.locator('.ant-modal-title')).toContainText('.pdf');
  const canvas = current.locator('canvas.pdf-preview__canvas');
  const fitted = (await canvas.boundingBox())?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/technology-05-pdf-preview.png` });
  await current.getByRole('button', { name: '放大' }).click();
  await expect(current).toContainText('125%');
  await expect.poll(async () => (await canvas.boundingBox())?.width ?? 0).toBeGreaterThan(fitted * 1.2);
  const download = page.waitForEvent('download');
  await current.getByRole('button', { name: /下\s*载/ }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await closePreview(page, current);
  await closePreview(page, await previewVersion(page, items.nth(0)));
  expect(logged.filter((text) => /fake worker|Content Security Policy/i.test(text))).toEqual([]);

  // On a phone the viewer fits the screen: the page as wide as the dialog, nothing scrolls sideways.
  const phone = await personAt(browser, 'hexin', PHONE);
  // The address a bookmark opens.
  await openAddress(phone, '/technologymgmt/drawing');
  await recordOf(phone, drawingNo)
    .getByRole('button', { name: /详\s*情/ })
    .click(); // antd spaces a two-character button label on the phone's cards
  const onPhone = await previewVersion(phone, versionsField(phone).locator('.file-versions__item').nth(0));
  const phoneCanvas = await onPhone.locator('canvas.pdf-preview__canvas').boundingBox();
  expect(phoneCanvas?.width ?? 0).toBeGreaterThan(250);
  expect((phoneCanvas?.x ?? 0) + (phoneCanvas?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  await phone.waitForTimeout(500); // the modal's zoom-in, for a readable screenshot
  await phone.screenshot({ path: `${SHOTS}/technology-06-pdf-phone.png` });
});

test('a PDF attachment in a list previews in the page too: 技术归档 read by the 技术负责人', async ({ browser }) => {
  const page = await personAt(browser, 'gaoming');
  const list = await openFromMenu(page, 'technology', '工艺与交底', '技术归档');
  // Any filed document will do: the demo files every one of them as a PDF.
  const link = list.locator('.ant-table-row a.file-link').first();
  await expect(link).toBeVisible();
  const viewer = page.locator('.ant-modal.pdf-preview');
  await link.click();
  await expect(viewer).toBeVisible();
  await expect(viewer).toContainText(/共 \d+ 页/);
  await expect.poll(() => inkedPixels(viewer.locator('canvas.pdf-preview__canvas').first())).toBeGreaterThan(50);
  await page.screenshot({ path: `${SHOTS}/technology-07-filing-pdf.png` });
  await closePreview(page, viewer);
});

test('设计变更 goes from 编制中 to 已批准: the reviewer approves on a phone, the manager is stopped once without the 核定金额', async ({ browser }) => {
  test.setTimeout(300_000);
  const changeNo = `E2E-BG-${Date.now() % 100000}`;

  // The approving 项目经理 is one of this run's own, in 张伟's projects and roles (another spec changes 张伟's password).
  const managerName = `经理${Date.now() % 100000}`;
  const managerAccount = `jinglibg${Date.now() % 100000}`;
  await addProjectManager(await personAt(browser, 'admin'), managerAccount, ADMIN_PASSWORD, managerName);

  // 何欣 (技术员) writes the change, naming 高明 to review and the manager to approve, and submits it.
  const technician = await personAt(browser, 'hexin');
  await openFromMenu(technician, 'technology', '图纸与变更', '设计变更');
  await writeDesignChange(technician, {
    changeNo,
    content: '管廊支架间距由6m调整为4m，共增加支架18个',
    amount: '26800',
    reviewer: '高明',
    approver: managerName,
  });
  await expect(recordOf(technician, changeNo)).toContainText('编制中');
  await recordOf(technician, changeNo).getByText('提交审核', { exact: true }).click();
  await technician
    .locator('.ant-modal', { hasText: '提交审核' })
    .last()
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(technician.locator('.ant-message')).toContainText('提交审核成功');
  await expect(recordOf(technician, changeNo)).toContainText('待审核');

  // 高明 (技术负责人) reviews it on his phone: 技术首页's 审批中的设计变更 opens the list of those changes.
  const lead = await personAt(browser, 'gaoming', PHONE);
  await lead.locator('[data-module="technology"]').click();
  await expect(lead).toHaveURL(/#\/technologymgmt\/index/);
  await (await shownPage(lead)).locator('[data-widget="changesPending"] .dashboard-kpi').click();
  await expect(lead).toHaveURL(/#\/technologymgmt\/change\?/);
  await shownPage(lead);
  await expect(lead.locator('.list-cards')).toBeVisible();
  await recordOf(lead, changeNo).getByText('审核通过', { exact: true }).click();
  const review = lead.locator('.ant-modal', { hasText: '审核通过' }).last();
  await expect(review).toBeVisible();
  await review.locator('textarea').fill('技术上可行，同意报批');
  expect(await sidewaysOverflow(lead)).toBeLessThanOrEqual(0);
  await lead.waitForTimeout(500); // the modal's zoom-in, for a readable screenshot
  await lead.screenshot({ path: `${SHOTS}/technology-03-phone-review.png` });
  await review.getByRole('button', { name: /确\s*定/ }).click();
  await expect(lead.locator('.ant-message')).toContainText('审核通过成功');

  // The 项目经理 approves: without the 核定金额 he is stopped, with it the change is 已批准.
  const manager = await personAt(browser, managerAccount);
  await openFromMenu(manager, 'technology', '图纸与变更', '设计变更');
  await quickTab(manager, '待我处理').click();
  await recordOf(manager, changeNo).getByText('批准', { exact: true }).click();
  const approve = manager.locator('.ant-modal', { hasText: '批准' }).last();
  await expect(approve).toBeVisible();
  const date = approve.locator('.ant-formily-item', { hasText: '批准日期' }).locator('input');
  await date.click();
  await date.fill('2026-03-10');
  await date.press('Enter');
  await approve.getByRole('button', { name: /确\s*定/ }).click();
  await expect(approve).toContainText('请输入核定金额（元）!');
  await approve.locator('.ant-formily-item', { hasText: '核定金额（元）' }).locator('input').fill('25000');
  await approve.getByRole('button', { name: /确\s*定/ }).click();
  await expect(manager.locator('.ant-message')).toContainText('批准成功');
  await quickTab(manager, '全部').click();
  await expect(recordOf(manager, changeNo)).toContainText('已批准');

  // The detail shows every step, oldest first.
  await recordOf(manager, changeNo).getByText('详情', { exact: true }).click();
  const timeline = manager.locator('.ant-modal .ant-timeline').last();
  await expect(timeline.locator('.ant-timeline-item')).toHaveCount(4);
  await expect(timeline.locator('.ant-timeline-item').nth(2)).toContainText('技术上可行，同意报批');
  await expect(timeline.locator('.ant-timeline-item').nth(3)).toContainText('批准');
  await manager.screenshot({ path: `${SHOTS}/technology-04-timeline.png` });
});

test('技术交底 goes from 编制中 to 已交底: the 施工员 finishes it on his phone, stopped once without the signed sheet', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const title = `E2E交底${Date.now().toString(36).toUpperCase()}`;
  // 何欣 compiles it (through the API: the form is the same as 设计变更's), naming 高明 to review and 周杰 to disclose.
  const [technician, lead, foreman] = await Promise.all(['hexin', 'gaoming', 'zhoujie'].map((name) => apiSession(request, name, '宁波石化二期项目')));
  const teams = await technician.call<{ records: { id: string }[] }>('get', '/labour/team/list', {});
  const added = await technician.call<{ id: string }>('post', '/technology/disclosure/add', {
    title,
    disclosureType: '4',
    teamIds: teams.result.records[0].id,
    content: '试压介质为洁净水，分级升压至1.5倍设计压力，稳压30分钟无渗漏为合格。',
    reviewerId: lead.userId,
    discloserId: foreman.userId,
  });
  expect(added.success, added.message).toBe(true);

  // 何欣 submits it from the list; 高明 passes it.
  const author = await personAt(browser, 'hexin');
  await openFromMenu(author, 'technology', '工艺与交底', '技术交底');
  await recordOf(author, title).getByText('提交审核', { exact: true }).click();
  await author
    .locator('.ant-modal', { hasText: '提交审核' })
    .last()
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(recordOf(author, title)).toContainText('待审核');
  const reviewer = await personAt(browser, 'gaoming');
  await openFromMenu(reviewer, 'technology', '工艺与交底', '技术交底');
  await quickTab(reviewer, '待我处理').click();
  await recordOf(reviewer, title).getByText('审核通过', { exact: true }).click();
  await reviewer
    .locator('.ant-modal', { hasText: '审核通过' })
    .last()
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(reviewer.locator('.ant-message')).toContainText('审核通过成功');

  // 周杰 gives it to the team on site and finishes it on his phone: not without the signed sheet.
  const phone = await personAt(browser, 'zhoujie', PHONE);
  await openAddress(phone, '/technologymgmt/disclosure');
  await expect(recordOf(phone, title)).toContainText('待交底');
  await recordOf(phone, title).getByText('完成交底', { exact: true }).click();
  const step = phone.locator('.ant-modal', { hasText: '完成交底' }).last();
  await typeDate(step, '交底日期', dayAhead(0));
  await step.getByRole('button', { name: /确\s*定/ }).click();
  await expect(step.locator('.ant-formily-item', { hasText: '签字交底记录' })).toContainText(/请(上传|输入|选择)/);
  await step.locator('input[type=file]').setInputFiles(await pdfFile('signed.pdf', 'Signed sheet', '技术交底签字表'));
  await expect(step.locator('.ant-upload-list-item')).toHaveCount(1);
  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: `${SHOTS}/technology-06-disclosure-phone.png` });
  await step.getByRole('button', { name: /确\s*定/ }).click();
  await expect(phone.locator('.ant-message')).toContainText('完成交底成功');
  await expect(recordOf(phone, title)).toContainText('已交底');
});

test("签证管理 goes from 编制中 to 已确认: the amount is 工程量 × 单价 from the server, 审批配置's reviewer gets it, the owner's confirmation needs its sheet", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const visaNo = `E2E-QZ-${Date.now() % 100000}`;
  const managerName = `经理${Date.now() % 100000}`;
  const managerAccount = `jingliqz${Date.now() % 100000}`;
  await addProjectManager(await personAt(browser, 'admin'), managerAccount, ADMIN_PASSWORD, managerName);

  // 何欣 writes the visa: 36 m³ at 480 元 — the list shows the amount the server worked out. She names a new manager as reviewer.
  const technician = await personAt(browser, 'hexin');
  await openFromMenu(technician, 'technology', '图纸与变更', '签证管理');
  await openAddForm(technician);
  await fillField(technician, '签证编号', visaNo);
  await fillField(technician, '签证事项', '管廊基础超挖回填');
  await typeDate(formModal(technician), '发生日期', dayAhead(-2));
  await fillField(technician, '工程量', '36');
  await fillField(technician, '单位', 'm³');
  await fillField(technician, '综合单价（元）', '480');
  await pickInDialog(technician, '审核人（项目经理）', '选择用户', { placeholder: '请输入姓名', text: managerName });
  await saveForm(technician, /添加成功/);
  await expect(recordOf(technician, visaNo)).toContainText('17,280');
  await recordOf(technician, visaNo).getByText('提交审核', { exact: true }).click();
  await technician
    .locator('.ant-modal', { hasText: '提交审核' })
    .last()
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(recordOf(technician, visaNo)).toContainText('待审核');

  // 审批配置 names 张伟 (项目经理) for 现场签证审核: the manager named by hand has nothing to review.
  const named = await personAt(browser, managerAccount);
  await openFromMenu(named, 'technology', '图纸与变更', '签证管理');
  await quickTab(named, '待我处理').click();
  await expect(named.locator('.flow-tabs .ant-tabs-tab-active')).toHaveText('待我处理 (0)');
  await expect(named.locator('.ant-empty:visible')).toBeVisible();

  // 张伟 is told, finds it among his to-dos and passes it.
  const manager = await personAt(browser, 'zhangwei');
  await expectNotice(manager, new RegExp(`提交审核：${visaNo}`));
  await manager.reload();
  await shownPage(manager);
  await openFromMenu(manager, 'technology', '图纸与变更', '签证管理');
  await quickTab(manager, '待我处理').click();
  await recordOf(manager, visaNo).getByText('审核通过', { exact: true }).click();
  await manager
    .locator('.ant-modal', { hasText: '审核通过' })
    .last()
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(manager.locator('.ant-message')).toContainText('审核通过成功');

  // 何欣 records the owner's confirmation: not without the signed 确认单, then 已确认 with the confirmed amount.
  await technician.reload();
  await shownPage(technician);
  await recordOf(technician, visaNo).getByText('业主确认', { exact: true }).click();
  const step = technician.locator('.ant-modal', { hasText: '业主确认' }).last();
  await step.locator('.ant-formily-item', { hasText: '业主确认金额（元）' }).locator('input').fill('16800');
  await typeDate(step, '确认日期', dayAhead(0));
  await step.getByRole('button', { name: /确\s*定/ }).click();
  await expect(step.locator('.ant-formily-item', { hasText: '确认单' })).toContainText(/请(上传|输入|选择)/);
  await step.locator('input[type=file]').setInputFiles(await pdfFile('visa-confirmed.pdf', 'Visa confirmed', '现场签证确认单'));
  await expect(step.locator('.ant-upload-list-item')).toHaveCount(1);
  await step.getByRole('button', { name: /确\s*定/ }).click();
  await expect(technician.locator('.ant-message')).toContainText('业主确认成功');
  await expect(recordOf(technician, visaNo)).toContainText('已确认');
  await technician.screenshot({ path: `${SHOTS}/technology-07-visa-confirmed.png` });
});
