/**
 * `npm run bench:detail-typing`: bundles tests/perf/detailTyping.bench.ts with esbuild, serves it
 * on 127.0.0.1 with a stub API (queryById answers a 材料计划 with 10,000 detail rows, every other
 * call an empty success) and opens it in Chromium (playwright-core, the system browser), then
 * types into a detail cell inside the real form and into the standalone table, interleaved, 3
 * rounds. Prints per-keystroke p50 and p95 of both (min / median / max of the rounds) and the
 * ratio form ÷ standalone against the goal of issue 12. Not part of `npm test`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { BENCH_PLAN, planRows, TYPING_ROWS } from '../../tests/perf/benchData';
import { bundleBenchPage, launchBenchChromium, serveBenchPage, type ServedPage } from './benchPage';
import { percentile } from './report';

const KEYS = Number(process.env.BENCH_KEYS ?? 40);
const ROUNDS = 3;
/** Goal of issue 12: typing in the form at most 1.5× the standalone table. */
const GOAL_RATIO = 1.5;

const envelope = (result: unknown) => JSON.stringify({ success: true, message: '', code: 200, result, timestamp: Date.now() });

/** The API stub: the plan with its rows for queryById, an empty success for the rest. */
function answerStub(): (request: IncomingMessage, response: ServerResponse) => void {
  const plan = envelope({ ...BENCH_PLAN, items: planRows(TYPING_ROWS) });
  return (request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(new URL(request.url ?? '/', 'http://127.0.0.1').pathname.endsWith('/queryById') ? plan : envelope([]));
  };
}

interface Round {
  form: number[];
  standalone: number[];
}

const type = (page: Page, target: 'form' | 'standalone', keys: number) =>
  page.evaluate(([what, count]) => window.typeDetail(what, count), [target, keys] as const);

/** min / median / max of one figure over the rounds. */
function spread(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  return [sorted[0], sorted[Math.floor(sorted.length / 2)], sorted[sorted.length - 1]].map((value) => value.toFixed(1).padStart(9)).join('');
}

function report(rounds: Round[]): string {
  const figure = (pick: (round: Round) => number) => rounds.map(pick);
  const p50 = (times: number[]) => percentile(times, 50);
  const p95 = (times: number[]) => percentile(times, 95);
  const ratios = figure((round) => p50(round.form) / p50(round.standalone));
  const medianRatio = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)];
  const row = (label: string, values: number[]) => `${label.padEnd(28)}${spread(values)}`;
  return [
    `明细表格输入性能（材料计划，${TYPING_ROWS.toLocaleString('en')} 行，每轮 ${KEYS} 次按键，${ROUNDS} 轮，Chromium）`,
    '',
    `${'每次按键耗时 (ms)'.padEnd(28)}${'min'.padStart(9)}${'median'.padStart(9)}${'max'.padStart(9)}`,
    row(
      '表单内（FormModal）p50',
      figure((round) => p50(round.form)),
    ),
    row(
      '表单内（FormModal）p95',
      figure((round) => p95(round.form)),
    ),
    row(
      '独立 EditableTable p50',
      figure((round) => p50(round.standalone)),
    ),
    row(
      '独立 EditableTable p95',
      figure((round) => p95(round.standalone)),
    ),
    row('比值 表单 ÷ 独立（p50）', ratios),
    '',
    `表单内输入 ≤ ${GOAL_RATIO}× 独立表格：${medianRatio <= GOAL_RATIO ? '达标' : '未达标'}（中位比值 ${medianRatio.toFixed(2)}×）`,
  ].join('\n');
}

async function main(): Promise<void> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'detail-typing-bench-'));
  let server: ServedPage | undefined;
  try {
    await bundleBenchPage('tests/perf/detailTyping.bench.ts', outDir);
    server = await serveBenchPage(outDir, answerStub());
    const browser = await launchBenchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      page.on('pageerror', (error) => console.error('page error:', error.message));
      await page.goto(`${server.url}/`);
      await page.waitForFunction(() => typeof window.typeDetail === 'function');
      // Warm-up of both, so neither gets a colder JIT.
      await type(page, 'standalone', 3);
      await type(page, 'form', 3);
      const rounds: Round[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        // Alternate which goes first, so neither always runs on the warmer page.
        const first = round % 2 === 0 ? 'form' : 'standalone';
        const second = first === 'form' ? 'standalone' : 'form';
        const times = { [first]: await type(page, first, KEYS), [second]: await type(page, second, KEYS) } as unknown as Round;
        rounds.push(times);
        console.error(`第 ${round + 1} 轮：表单 p50 ${percentile(times.form, 50).toFixed(1)} ms，独立 p50 ${percentile(times.standalone, 50).toFixed(1)} ms`);
      }
      console.log(report(rounds));
    } finally {
      await browser.close();
    }
  } finally {
    await server?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
