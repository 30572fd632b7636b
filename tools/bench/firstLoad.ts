/**
 * `npm run bench:first-load`: what a person downloads and waits for on a first visit. Builds the
 * web app (or takes FIRST_LOAD_DIST, a build to reuse), starts the server on a seeded database,
 * and in Chromium with an empty cache, three times over:
 * - the JS and CSS of the login route, as transferred (the server's compressed copies) and as
 *   gzip would send them, against the goal of 350 KB gzipped;
 * - the JS and CSS that signing in and opening 花名册 add;
 * - the time from clicking 花名册 in the menu (first time) to the roster's rows, against the list call itself
 *   measured in the same page load (goal ≤ 3×);
 * - interleaved with each run, the baseline: the same roster as a bare antd page (tools/bench/listFloor.ts)
 *   making the same list call, so the product's open is seen beside the least antd itself costs; and two
 *   tables alone over its rows already in memory (the roster's table as configured, the plainest antd
 *   table), against the product's list call.
 * Not part of `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page, type Request } from 'playwright-core';
import type { ListRequest } from '../../tests/perf/listFloor.bench';
import { clickToRows, untilQuiet, type OpenFigures } from './clickToRows';
import { listRequestOf, measureListFloor, startListFloor, type FloorFigures, type ListFloor } from './listFloor';
import { ROOT, startServerProcess } from './serverProcess';
import { formatSpread, spread } from './spread';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.BENCH_PORT ?? 3297);
const PASSWORD = 'Bench@FirstLoad2026';
const RUNS = 3;
const LOGIN_GOAL_KB = 350;
const OPEN_GOAL_RATIO = 3;
const LIST_PATH = '/api/labour/worker/list';

interface AssetBytes {
  transferred: number;
  gzip: number;
  raw: number;
}

interface RunFigures {
  login: AssetBytes;
  roster: AssetBytes;
  open: OpenFigures;
  /** The bare antd page's figures, measured right after. */
  floor: FloorFigures;
}

function buildWebApp(): string {
  const reused = process.env.FIRST_LOAD_DIST;
  if (reused && existsSync(path.join(reused, 'index.html'))) return path.resolve(reused);
  const distDir = mkdtempSync(path.join(tmpdir(), 'first-load-dist-'));
  console.error('构建前端（vite build）…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, WEB_DIST_DIR: distDir } });
  if (build.status !== 0) throw new Error('vite build failed');
  return distDir;
}

/** Collects the JS and CSS a page requests, with what crossed the wire and what the files weigh in dist. */
class AssetLog {
  private requests: Request[] = [];

  constructor(
    page: Page,
    private distDir: string,
  ) {
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script' || request.resourceType() === 'stylesheet') this.requests.push(request);
    });
  }

  /** Bytes of the assets requested since the last call. */
  async take(): Promise<AssetBytes> {
    const taken = this.requests.splice(0);
    const total: AssetBytes = { transferred: 0, gzip: 0, raw: 0 };
    for (const request of taken) {
      total.transferred += (await request.sizes()).responseBodySize;
      const file = path.join(this.distDir, new URL(request.url()).pathname);
      total.raw += statSync(file).size;
      total.gzip += existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : statSync(file).size;
    }
    return total;
  }
}

async function signIn(page: Page): Promise<void> {
  await page.getByPlaceholder('请输入帐户名').fill('admin');
  await page.getByPlaceholder('请输入密码').fill(PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.locator('.shell-header').waitFor();
  await page.locator('.shell-header__project-picker').click();
  await page.locator('.ant-select-tree-node-content-wrapper', { hasText: '宁波石化二期项目' }).click();
  await page.locator('[data-module="labour"]').waitFor();
  await page.waitForLoadState('networkidle');
}

/**
 * Opens 劳务管理 (it opens on 劳务首页) and its 人员管理 menu group, then clicks 花名册 — the first
 * time in this browser context — and waits for the roster's rows. Both figures are taken in the
 * page, so the automation's own latency is not in them: from the click event to the first roster
 * row in the DOM, and the list call's fetch from request to response end.
 */
async function openRoster(page: Page): Promise<OpenFigures> {
  await page.locator('[data-module="labour"]').click();
  await page.waitForURL(/#\/labour\/index/);
  await page.waitForLoadState('networkidle');
  // A person looks at 劳务首页 before moving on: its charts have drawn and the page is idle, so the
  // click is not measured against the dashboard's own drawing.
  await page.locator('.dashboard-page canvas').first().waitFor();
  await untilQuiet(page);
  const rosterItem = page.locator('.ant-menu-item', { hasText: '花名册' });
  // A click on the group while its opening animation runs closes it again: click until the item shows.
  for (let attempt = 1; !(await rosterItem.isVisible()); attempt++) {
    if (attempt > 10) throw new Error('人员管理 did not open');
    await page.locator('.ant-menu-submenu-title', { hasText: '人员管理' }).click();
    await rosterItem.waitFor({ timeout: 2_000 }).catch(() => undefined);
  }
  await untilQuiet(page);
  return clickToRows(page, { scope: '.screen-list-page', needs: ['.screen-query-form', '.ant-table-row'], listPath: LIST_PATH }, () => rosterItem.click());
}

/** One cold visit of the product in its own browser context; answers its figures and the list call its page made. */
async function measureProduct(browser: Browser, url: string, distDir: string): Promise<Omit<RunFigures, 'floor'> & { listRequest: ListRequest }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    let listRequest: ListRequest | undefined;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === LIST_PATH) listRequest = listRequestOf(request);
    });
    const assets = new AssetLog(page, distDir);
    await page.goto(url);
    await page.getByRole('button', { name: /登\s*录/ }).waitFor();
    await page.waitForLoadState('networkidle');
    const login = await assets.take();
    await signIn(page);
    const open = await openRoster(page);
    if (!listRequest) throw new Error('the roster made no list call');
    return { login, roster: await assets.take(), open, listRequest };
  } finally {
    await context.close();
  }
}

async function measure(browser: Browser, url: string, distDir: string, floor: ListFloor): Promise<RunFigures> {
  const { listRequest, ...product } = await measureProduct(browser, url, distDir);
  return { ...product, floor: await measureListFloor(browser, floor, listRequest) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

function report(runs: RunFigures[]): void {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const lines: [string, (run: RunFigures) => number, (value: number) => string][] = [
    ['登录页 JS+CSS 传输（br）', (run) => run.login.transferred, kb],
    ['登录页 JS+CSS gzip', (run) => run.login.gzip, kb],
    ['登录页 JS+CSS 未压缩', (run) => run.login.raw, kb],
    ['登录后到花名册新增 传输（br）', (run) => run.roster.transferred, kb],
    ['登录后到花名册新增 gzip', (run) => run.roster.gzip, kb],
    ['点击菜单花名册到首行', (run) => run.open.openMs, ms],
    ['其中列表接口本身', (run) => run.open.listMs, ms],
    ['基线：裸 antd 花名册页点击到首行', (run) => run.floor.roster.openMs, ms],
    ['其中列表接口本身', (run) => run.floor.roster.listMs, ms],
    ['裸 antd 花名册表格（行已在内存）', (run) => run.floor.tableMs, ms],
    ['最简 antd 表格（行已在内存）', (run) => run.floor.plainTableMs, ms],
  ];
  console.log(`首次加载（${RUNS} 次，空缓存，min / median / max）`);
  for (const [label, figure, format] of lines) console.log(`${label.padEnd(30)}${formatSpread(spread(runs.map(figure)), format)}`);
  const ratioLine = (label: string, values: number[], goal?: number) => {
    const ratio = spread(values);
    const verdict = goal === undefined ? '' : `（目标 ≤ ${goal}×，中位数${ratio.median <= goal ? '达标' : '未达标'}）`;
    console.log(`${label}: ${formatSpread(ratio, (value) => `${value.toFixed(1)}×`)}${verdict}`);
  };
  const loginGzip = spread(runs.map((run) => run.login.gzip)).median;
  console.log(`登录页 gzip / 目标 ${LOGIN_GOAL_KB} KB: ${(loginGzip / 1024 / LOGIN_GOAL_KB).toFixed(2)}（≤ 1 达标）`);
  ratioLine(
    '打开花名册 / 列表接口',
    runs.map((run) => run.open.openMs / run.open.listMs),
    OPEN_GOAL_RATIO,
  );
  ratioLine(
    '基线裸 antd 页 / 其列表接口',
    runs.map((run) => run.floor.roster.openMs / run.floor.roster.listMs),
  );
  ratioLine(
    '裸 antd 花名册表格 / 花名册列表接口',
    runs.map((run) => run.floor.tableMs / run.open.listMs),
  );
  ratioLine(
    '最简 antd 表格 / 花名册列表接口',
    runs.map((run) => run.floor.plainTableMs / run.open.listMs),
  );
  ratioLine(
    '打开花名册 / 基线裸 antd 页',
    runs.map((run) => run.open.openMs / run.floor.roster.openMs),
  );
}

async function main(): Promise<void> {
  const distDir = buildWebApp();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'first-load-data-'));
  const server = await startServerProcess('runtime/server/main.ts', PORT, {
    DATA_DIR: dataDir,
    WEB_DIST_DIR: distDir,
    ADMIN_PASSWORD: PASSWORD,
    SIGN_IN_RATE_LIMIT: '1000',
    LOGIN_CAPTCHA_AFTER: '1000',
  });
  const floor = await startListFloor(server.url);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const runs: RunFigures[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measure(browser, server.url, distDir, floor));
    report(runs);
  } finally {
    await browser.close();
    await floor.stop();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (distDir !== process.env.FIRST_LOAD_DIST) rmSync(distDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
