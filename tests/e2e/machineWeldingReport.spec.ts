import { expect, test } from '@playwright/test';
import { apiSession } from './support/apiSession';
import { dayAhead } from './support/days';
import { chooseProject, openAddress, shownPage, signIn } from './support/session';

const PROJECT = '宁波石化二期项目';
const SHOTS = '/work/shots/machineReport';
const totalOf = async (text: string) => Number((text.match(/\d+/) ?? ['0'])[0]);

test('焊机报表: the count of out-of-range welds opens exactly those welds, with their machine, current and voltage', async ({ page, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).toUpperCase();

  // A machine with its allowed current (80–200 A) and a joint welded on it today at 265 A.
  const api = await apiSession(request, 'admin', PROJECT);
  const add = async (url: string, body: Record<string, unknown>) => {
    const answer = await api.call<{ id: string }>('post', `${url}/add`, body);
    expect(answer.success, answer.message).toBe(true);
    return answer.result.id;
  };
  const machineId = await add('/pipe/device', {
    machineNo: `HJ-${stamp}`,
    machineName: `报表焊机${stamp}`,
    currentMin: 80,
    currentMax: 200,
    voltageMin: 10,
    voltageMax: 36,
    status: '1',
  });
  const engineeringId = await add('/pipe/project', { projectCode: `MR-${stamp}`, projectName: `报表装置${stamp}` });
  const lineId = await add('/pipe/dict', { engineeringId, pipelineNo: `MR-P-${stamp}`, lineClass: 'GC2', ndtMethod: 'RT', ndtRatio: 5 });
  const welderId = await add('/pipe/welder', { welderNo: `M${stamp}`, welderName: `报表焊工${stamp}`, certNo: `MR-${stamp}`, certValidTo: dayAhead(365) });
  const weldNo = `M${stamp}`;
  await add('/pipe/weldData', { lineId, weldNo, welderId, weldDate: dayAhead(0), machineId, maxCurrent: 265, maxVoltage: 24 });

  await signIn(page);
  await chooseProject(page, PROJECT);
  const report = await openAddress(page, '/machineWeldingReport');
  const outside = report.locator('[data-widget="outside"]');
  await expect(outside.locator('.ant-statistic-content-value')).toHaveText(/^[1-9]\d*$/);
  const count = Number(await outside.locator('.ant-statistic-content-value').innerText());
  await expect(report.locator('[data-widget="byMachineDay"] .ant-table-row').filter({ hasText: `HJ-${stamp}` })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/machineReport-01-report.png`, fullPage: true });

  // The KPI opens 焊接数据 on the condition: only the out-of-range welds of the period, ours among them.
  await outside.click();
  await expect(page).toHaveURL(/#\/pipe\/weldData\?.*condition=outOfRange/);
  const list = await shownPage(page);
  await expect(list.locator('.list-filter-alert')).toContainText('条件：电流或电压超出焊机范围');
  const ours = list.locator('.ant-table-row').filter({ hasText: weldNo });
  await expect(ours).toContainText(`HJ-${stamp}`);
  await expect(ours).toContainText('265');
  const pagerTotal = list.locator('.ant-pagination-total-text');
  await expect(pagerTotal).toBeVisible();
  expect(await totalOf(await pagerTotal.innerText())).toBe(count);
  await page.screenshot({ path: `${SHOTS}/machineReport-02-outside-welds.png` });

  // 清除 shows every weld of the period again.
  await list.locator('.list-filter-alert__clear').click();
  await expect(list.locator('.list-filter-alert')).toHaveCount(0);
  await expect.poll(async () => totalOf(await pagerTotal.innerText())).toBeGreaterThan(count);
});
