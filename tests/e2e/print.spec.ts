import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { addAccountLike } from './support/accounts';
import { fillField, formItem, formModal } from './support/form';
import { ADMIN_PASSWORD, openAddress, signIn } from './support/session';

const SHOTS = '/work/shots/print';
const PHONE = { width: 375, height: 812 };
/** A4 in PDF points (1/72 inch): 210 × 297 mm. */
const A4_POINTS = { width: 595.28, height: 841.89 };

/** The page sizes of a PDF, as its MediaBox entries say (Chromium writes them uncompressed). */
function pageBoxes(pdf: Buffer): { width: number; height: number }[] {
  return [...pdf.toString('latin1').matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((box) => ({
    width: Number(box[1]),
    height: Number(box[2]),
  }));
}

/** A 委托单 with joints in the project the signed-in person works on now, found through their own session. */
async function entrustWithJoints(page: Page): Promise<string> {
  const { token, projectId } = await page.evaluate(() => {
    const stored = (key: string) =>
      JSON.parse(window.localStorage.getItem(key) ?? '{}') as { value?: { state?: Record<string, string> }; state?: Record<string, string> };
    const session = stored('pro__session');
    const project = stored('pro__project');
    return { token: session.value?.state?.token ?? '', projectId: project.state?.projectId ?? project.value?.state?.projectId ?? '' };
  });
  const headers = { 'X-Access-Token': token, projectId };
  const get = async <T>(url: string, params: Record<string, string>) =>
    ((await (await page.request.get(`/api${url}`, { headers, params })).json()) as { result: T }).result;
  const entrusts = await get<{ records: { id: string; entrustNo: string }[] }>('/pipe/entrust/list', { pageSize: '50' });
  for (const entrust of entrusts.records)
    if ((await get<{ total: number }>('/pipe/weldData/list', { entrustId: entrust.id })).total > 0) return entrust.entrustNo;
  throw new Error('The project has no 委托单 with joints');
}

test('an admin changes the 委托单 print template; a 质检员 prints a 委托单 to a clean A4 page that shows it', async ({ browser, page }) => {
  const stamp = Date.now().toString(36);
  const header = `表 J412-${stamp}`;
  const inspector = `print_qc_${stamp}`;

  // The admin edits the company's 委托单 template in 打印模板.
  await signIn(page);
  await addAccountLike(page, 'qianlei', inspector, ADMIN_PASSWORD, '打印质检员');
  const templates = await openAddress(page, '/pipe/printTemplate');
  const row = templates.locator('.ant-table-row', { hasText: '委托单' }).first();
  await row.getByText('编辑', { exact: true }).click();
  await expect(formModal(page)).toBeVisible();
  await fillField(page, '抬头说明', header);
  await formItem(page, '签字栏').locator('input').fill('委托人,检测单位接收人,监理工程师');
  await page.screenshot({ path: `${SHOTS}/print-01-template.png` });
  await formModal(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-message')).toContainText('编辑成功');
  await expect(templates.locator('.ant-table-row', { hasText: header })).toBeVisible();

  // A 质检员 finds a 委托单 and prints it: the print view opens in a window of its own.
  const qc = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(qc, inspector, ADMIN_PASSWORD);
  const entrustNo = await entrustWithJoints(qc);
  const list = await openAddress(qc, '/pipe/entrust');
  await list.getByPlaceholder('请输入委托单号').fill(entrustNo);
  await list.getByRole('button', { name: /查\s*询/ }).click();
  const entrust = list.locator('.ant-table-row:visible', { hasText: entrustNo });
  await expect(entrust).toHaveCount(1);
  const [printView] = await Promise.all([qc.context().waitForEvent('page'), entrust.getByText('打印', { exact: true }).click()]);
  const documentView = printView.locator('.print-doc');
  await expect(documentView).toBeVisible();
  await expect(documentView).toContainText(header);
  await expect(documentView).toContainText('华泰化学工程建设有限公司');
  await expect(documentView).toContainText(entrustNo);
  await expect(documentView.locator('.print-doc__rows thead')).toContainText('焊口编号');
  await expect(documentView.locator('.print-doc__rows tbody tr').first()).toBeVisible();
  await expect(documentView).toContainText('监理工程师');
  await printView.screenshot({ path: `${SHOTS}/print-02-view.png`, fullPage: true });

  // On paper: the print stylesheet leaves the document alone — no shell, no menu, no tabs, no toolbar.
  await printView.emulateMedia({ media: 'print' });
  await expect(printView.locator('.print-page__toolbar')).toBeHidden();
  await expect(printView.locator('.ant-menu, .ant-layout-sider, .ant-tabs')).toHaveCount(0);
  await printView.screenshot({ path: `${SHOTS}/print-03-print-media.png`, fullPage: true });
  const pdf = await printView.pdf({ format: 'A4', path: `${SHOTS}/entrust.pdf` });
  const boxes = pageBoxes(pdf);
  expect(boxes.length).toBeGreaterThanOrEqual(1);
  for (const box of boxes) {
    expect(Math.abs(box.width - A4_POINTS.width)).toBeLessThan(2);
    expect(Math.abs(box.height - A4_POINTS.height)).toBeLessThan(2);
  }
  if (existsSync('/usr/bin/pdftoppm')) execFileSync('/usr/bin/pdftoppm', ['-png', '-r', '60', `${SHOTS}/entrust.pdf`, `${SHOTS}/entrust-page`]);

  // On a phone the same view fits the screen: nothing scrolls sideways.
  await printView.emulateMedia({ media: 'screen' });
  await printView.setViewportSize(PHONE);
  await expect(documentView).toContainText(header);
  expect(await printView.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await printView.screenshot({ path: `${SHOTS}/print-04-phone.png`, fullPage: true });

  // The same 质检员 prints a 检测报告: its table is the report's own joints, as they were when it was issued.
  const reports = await openAddress(qc, '/pipe/report');
  const report = reports.locator('.ant-table-row:visible').first();
  const reportNo = (await report.locator('td').nth(1).textContent())!.trim();
  const [reportView] = await Promise.all([qc.context().waitForEvent('page'), report.getByText('打印', { exact: true }).click()]);
  const reportDocument = reportView.locator('.print-doc');
  await expect(reportDocument).toContainText('无损检测报告');
  await expect(reportDocument).toContainText('表 SH/T 3503-J413');
  await expect(reportDocument).toContainText(reportNo);
  await expect(reportDocument.locator('.print-doc__rows thead')).toContainText('焊口编号');
  await expect(reportDocument.locator('.print-doc__rows tbody tr').first()).toBeVisible();
  await expect(reportDocument).toContainText('检测单位（盖章）');
  await reportView.emulateMedia({ media: 'print' });
  await reportView.screenshot({ path: `${SHOTS}/print-05-report.png`, fullPage: true });
  for (const box of pageBoxes(await reportView.pdf({ format: 'A4', path: `${SHOTS}/report.pdf` }))) {
    expect(Math.abs(box.width - A4_POINTS.width)).toBeLessThan(2);
    expect(Math.abs(box.height - A4_POINTS.height)).toBeLessThan(2);
  }
});
