import { expect, test, type Page } from '@playwright/test';
import { currentTimestamp } from '../../runtime/server/db/clock';
import { chooseProject, openMenu, SHOTS, signIn } from './support/session';

const RUN = String(Date.now()).slice(-4);
const TITLE = `业主满意度调查${RUN}`;
const day = (offset: number): string => currentTimestamp(new Date(Date.now() + offset * 86_400_000)).slice(0, 10);
const SURVEY = {
  title: TITLE,
  description: '请根据近期施工情况填写，约需 1 分钟。',
  beginDate: day(-1),
  endDate: day(7),
  status: '1',
  questions: [
    { title: '您对本项目施工质量的总体评价', kind: 'single', options: '满意\n基本满意\n不满意', required: '1' },
    { title: '您认为需要改进的方面', kind: 'multi', options: '文明施工\n扬尘控制\n夜间噪音\n交通组织', required: '0' },
    { title: '请为项目管理人员的服务打分', kind: 'rating', options: '', required: '1' },
    { title: '其他意见和建议', kind: 'text', options: '', required: '0' },
  ],
};

/** Opens 满意度调查 of 宁波石化二期项目 as admin and answers the session headers of its list call. */
async function openSurveys(page: Page): Promise<Record<string, string>> {
  await signIn(page);
  await chooseProject(page, '宁波石化二期项目');
  await page.locator('[data-module="quality"]').click();
  const listCall = page.waitForRequest((request) => request.url().includes('/api/quality/survey/list'));
  await openMenu(page, '满意度', '满意度调查', /#\/quality\/survey/);
  const headers = (await listCall).headers();
  return { 'X-Access-Token': headers['x-access-token'], projectId: headers.projectid };
}

test('a survey is answered on a phone without signing in, and the answer is counted in its results', async ({ page, browser }) => {
  const headers = await openSurveys(page);
  const added = await page.request.post('/api/quality/survey/add', { headers, data: SURVEY });
  expect(((await added.json()) as { success: boolean }).success).toBe(true);
  await page
    .locator('.screen-query-form')
    .getByRole('button', { name: /查\s*询/ })
    .click();
  const row = page.locator('.ant-table-row', { hasText: TITLE });
  await expect(row).toHaveCount(1);

  // The row's 答卷链接 shows the public address with a copy button and a QR code.
  await row.getByText('答卷链接', { exact: true }).click();
  const linkDialog = page.locator('.ant-modal', { hasText: '打开答卷页' });
  await expect(linkDialog.locator('.ant-qrcode')).toBeVisible();
  const address = (await linkDialog.locator('.ant-typography').innerText()).trim();
  expect(address).toMatch(/#\/survey\/[A-Za-z0-9_-]{22}$/);
  await linkDialog.locator('.ant-modal-close').click();

  // Someone without an account opens the link on a phone.
  const phone = await (await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })).newPage();
  await phone.goto(address);
  await expect(phone.getByText(TITLE)).toBeVisible();
  await expect(phone).not.toHaveURL(/login/);
  const scrollWidth = await phone.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(375);

  // Sending without the required rating names the question; then the sheet is completed and sent.
  await phone.getByText('基本满意', { exact: true }).click();
  await phone.getByText('扬尘控制', { exact: true }).click();
  await phone.getByRole('button', { name: /提\s*交/ }).click();
  await expect(phone.getByText('请回答第3题')).toBeVisible();
  await phone.screenshot({ path: `${SHOTS}/survey-phone-form.png`, fullPage: true });
  await phone.locator('.ant-rate-star').nth(3).click();
  await phone.getByPlaceholder('请输入').fill('希望加强夜间施工管理');
  await phone.getByRole('button', { name: /提\s*交/ }).click();
  await expect(phone.getByText('提交成功，感谢您的参与！')).toBeVisible();
  await phone.screenshot({ path: `${SHOTS}/survey-phone-done.png` });
  await phone.context().close();

  // Back in the back office, 结果 counts the sheet.
  await row.getByText('结果', { exact: true }).click();
  const drawer = page.locator('.ant-drawer', { hasText: '答卷份数' });
  await expect(drawer.locator('.survey-results__total')).toContainText('1');
  const first = drawer.locator('.survey-result').nth(0);
  await expect(first).toContainText('1 人作答');
  await expect(first.locator('.ant-progress', { hasText: '1 人' })).toHaveCount(1);
  await expect(drawer.locator('.survey-result').nth(2)).toContainText('平均分 4');
  await expect(drawer.getByText('希望加强夜间施工管理')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/survey-results.png` });
});
