import { expect, test, type Locator } from '@playwright/test';
import { chooseProject, openAddress, openMenu, SHOTS, signIn } from './support/session';

test.describe.configure({ timeout: 240_000 });

const PROJECT = '宁波石化二期项目';

/** The card of one calculator on the shown page, by its title. */
const card = (pane: Locator, title: string) => pane.locator('.ant-card-small').filter({ has: pane.page().locator('.ant-card-head-title', { hasText: title }) });

/** Types the values into the card's fields (by their labels) and presses 计算. */
async function compute(calculator: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await calculator.getByRole('spinbutton', { name: label, exact: true }).fill(value);
  await calculator.getByRole('button', { name: /计\s*算/ }).click();
}

/** The displayed value of a result row, by its label. */
const result = (calculator: Locator, label: string) =>
  calculator
    .locator('.ant-descriptions-row')
    .filter({ has: calculator.page().locator('.ant-descriptions-item-label', { hasText: label }) })
    .locator('.ant-descriptions-item-content');

test('a site engineer works textbook examples in 计算工具 and identifies a 60.3 mm pipe as DN50', async ({ page }) => {
  await signIn(page);
  await chooseProject(page, PROJECT);
  await page.locator('[data-module="dataCenter"]').click();
  const pane = await openMenu(page, '工具', '计算工具', /#\/computetool$/);

  // 混凝土方量: a 6 m × 0.3 m × 0.6 m beam with 2 % waste → 1.080 m³ net, 1.102 m³ to order.
  const beam = card(pane, '矩形构件');
  await expect(beam).toContainText('V = 长 × 宽 × 高 × 数量 × (1 + 损耗率)');
  await compute(beam, { 长: '6', 宽: '0.3', 高: '0.6', 数量: '1', 损耗率: '2' });
  await expect(result(beam, '净方量')).toHaveText('1.080 m³');
  await expect(result(beam, '含损耗方量')).toHaveText('1.102 m³');
  // A negative length is refused with a message, and nothing is computed.
  await compute(beam, { 长: '-6' });
  await expect(beam.locator('.ant-alert-error')).toContainText('长不能为负数');
  await expect(beam.locator('.ant-descriptions')).toHaveCount(0);
  await beam.getByRole('button', { name: /重\s*置/ }).click();
  await expect(beam.getByRole('spinbutton', { name: '长', exact: true })).toHaveValue('');
  await expect(beam.locator('.ant-alert-error')).toHaveCount(0);

  // 钢筋重量: 10 bars Φ20 of 6 m → 2.47 kg/m × 60 m = 148.20 kg (GB/T 1499.2 table value).
  await pane.getByRole('tab', { name: '钢筋重量' }).click();
  const rebar = card(pane, '钢筋重量');
  await compute(rebar, { '直径 d': '20', 单根长度: '6', 根数: '10' });
  await expect(result(rebar, '每米质量（标准表值）')).toHaveText('2.470 kg/m');
  await expect(result(rebar, '总重量').first()).toHaveText('148.20 kg');

  // 土方: a 4 × 3 m pit 2 m deep at slope 1:0.5, 20 m³ of structure → 40.667 m³ dug, 20.667 m³ backfilled.
  await pane.getByRole('tab', { name: '土方开挖与回填' }).click();
  const pit = card(pane, '基坑开挖与回填');
  await expect(pit).toContainText('V挖 = H ÷ 6 × (A₁ + 4A₀ + A₂)');
  await compute(pit, { '坑底长 a': '4', '坑底宽 b': '3', '开挖深度 H': '2', '坡度系数 m': '0.5', 基础及地下结构体积: '20' });
  await expect(result(pit, '挖方量')).toHaveText('40.667 m³');
  await expect(result(pit, '回填量（压实）')).toHaveText('20.667 m³');
  await expect(result(pit, '余土外运（松散）')).toHaveText('25.181 m³');
  await page.screenshot({ path: `${SHOTS}/computeTool-earthwork.png`, fullPage: true });

  // 规格识别 by its route: a pipe measured 60.3 mm outside, 3.91 mm wall → DN50 SCH40.
  const identify = await openAddress(page, '/computetool/identify');
  const pipe = card(identify, '钢管规格识别');
  await compute(pipe, { 实测外径: '60.3', 实测壁厚: '3.91' });
  await expect(result(pipe, '公称直径')).toHaveText('DN50');
  await expect(result(pipe, '壁厚等级')).toHaveText('SCH40');
  await page.screenshot({ path: `${SHOTS}/computeTool-identify.png`, fullPage: true });
});

test('计算工具 fits a phone: no sideways scrolling, results readable', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page);
  await chooseProject(page, PROJECT);
  const pane = await openAddress(page, '/computetool');
  const beam = card(pane, '矩形构件');
  await compute(beam, { 长: '6', 宽: '0.3', 高: '0.6', 数量: '1', 损耗率: '2' });
  await expect(result(beam, '含损耗方量')).toHaveText('1.102 m³');
  expect(await pane.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const rights = await pane.locator('.ant-card-small').evaluateAll((cards) => cards.map((element) => element.getBoundingClientRect().right));
  expect(Math.max(...rights)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: `${SHOTS}/computeTool-phone.png`, fullPage: true });
});
