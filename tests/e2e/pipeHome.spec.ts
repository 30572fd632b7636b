import { expect, test, type Page } from '@playwright/test';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { apiSession, type ApiSession } from './support/apiSession';
import { dayAhead } from './support/days';
import { acceptLoginChoice } from './support/loginChoice';
import { ADMIN_PASSWORD, sidewaysOverflow } from './support/session';

const SHOTS = '/work/shots/pipe';
const PHONE = { width: 375, height: 812 };

/** A line of its own (20% RT) with one joint, entrusted and found 不合格 by the inspector: it waits for 返修扩检. */
async function prepareFailedJoint(api: ApiSession, stamp: string) {
  const add = async (url: string, body: Record<string, unknown>) => {
    const answer = await api.call<{ id: string }>('post', `${url}/add`, body);
    expect(answer.success, answer.message).toBe(true);
    return answer.result.id;
  };
  const step = async (url: string, id: string, action: string, values?: Record<string, unknown>) => {
    const answer = await api.call('post', `${url}/flow/transition`, { id, action, values });
    expect(answer.success, answer.message).toBe(true);
  };
  const engineeringId = await add('/pipe/project', { projectCode: `HOME-${stamp}`, projectName: `首页装置${stamp}` });
  const lineNo = `HOME-P-${stamp}`;
  const lineId = await add('/pipe/dict', { engineeringId, pipelineNo: lineNo, lineClass: 'GC2', ndtMethod: 'RT', ndtRatio: 20 });
  const welderId = await add('/pipe/welder', { welderNo: `H${stamp}`, welderName: `首页焊工${stamp}`, certNo: `HOME-${stamp}`, certValidTo: dayAhead(365) });
  const weldNo = `H${stamp}`;
  const jointId = await add('/pipe/weldData', { lineId, weldNo, welderId, weldDate: dayAhead(-3) });
  const entrustId = await add('/pipe/entrust', {
    entrustNo: `WT-HOME-${stamp}`,
    lineId,
    ndtMethod: 'RT',
    ndtRatio: 20,
    entrustDate: dayAhead(-1),
    inspectorId: api.userId,
    weldIds: jointId,
  });
  await step('/pipe/entrust', entrustId, 'submit');
  await step('/pipe/weldData', jointId, 'fail', { ndtDate: dayAhead(0), qualifiedLevel: 'IV', defectDesc: '未熔合 8mm' });
  return { lineNo, weldNo };
}

async function signInToPipe(page: Page) {
  await page.goto('/#/pipeManagement/login');
  await page.getByPlaceholder('请输入帐户名').fill('qianlei');
  await page.getByPlaceholder('请输入密码').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await acceptLoginChoice(page);
  await expect(page).toHaveURL(/#\/pipeManagement\/index/);
}

test('焊接首页: the inspector reads the line rates and the joints waiting for repair on his home, drills into the list, and on a phone', async ({
  browser,
  request,
}) => {
  test.slow();
  const stamp = String(Date.now()).slice(-6);
  const api = await apiSession(request, 'qianlei', PROJECT_NAMES[0]);
  const { lineNo, weldNo } = await prepareFailedJoint(api, stamp);

  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signInToPipe(page);
  // His line on the home: 1 joint welded, ceil(1 × 20%) = 1 to inspect, 1 inspected, ratio met, first pass 0 %.
  const lineRates = page.locator('[data-widget="lineRates"]');
  await expect(lineRates).toBeVisible();
  const lineRow = lineRates.locator('.ant-table-row').filter({ hasText: lineNo });
  await expect(lineRow).toBeVisible();
  await expect(lineRow.locator('td')).toHaveText([lineNo, '1', '1', '1', '100%', '0', '0%', '0', '0%']);
  const repairList = page.locator('[data-widget="repairList"]');
  await expect(repairList.locator('.ant-table-row').filter({ hasText: weldNo })).toBeVisible();
  await expect(page.locator('[data-widget="waitingRepair"]')).toContainText(/\d+/);
  await page.screenshot({ path: `${SHOTS}/pipeHome-01-home.png`, fullPage: true });

  // A click on the joint opens 焊接数据 filtered to it: 不合格, waiting for 返修扩检.
  await repairList.locator('.ant-table-row').filter({ hasText: weldNo }).click();
  await expect(page).toHaveURL(/#\/pipe\/weldData\?/);
  const joint = page.locator('.ant-table-row:visible').filter({ hasText: weldNo });
  await expect(joint).toContainText('不合格');
  await page.screenshot({ path: `${SHOTS}/pipeHome-02-drilldown.png` });

  // 工程字典 shows the same figures as list columns.
  await page.goto('/#/pipe/dict');
  const line = page.locator('.ant-table-row:visible').filter({ hasText: lineNo });
  await expect(line).toBeVisible();
  for (const header of ['已焊', '应检', '已检', '检测比例达标率(%)', '一次合格率(%)', '返修率(%)'])
    await expect(page.locator('.ant-table-thead').getByText(header, { exact: true })).toBeVisible();
  await expect(line).toContainText('100');
  await page.screenshot({ path: `${SHOTS}/pipeHome-03-dict-columns.png` });

  // On his phone the home's figures fit the width: nothing scrolls sideways.
  const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signInToPipe(phone);
  await expect(phone.locator('[data-widget="lineRates"]')).toBeVisible();
  await expect(phone.locator('[data-widget="repairList"]').locator('.ant-table-row').filter({ hasText: weldNo })).toBeVisible();
  expect(await sidewaysOverflow(phone)).toBeLessThanOrEqual(0);
  await phone.screenshot({ path: `${SHOTS}/pipeHome-04-phone.png` });
  await phone.screenshot({ path: `${SHOTS}/pipeHome-05-phone-full.png`, fullPage: true });
});
