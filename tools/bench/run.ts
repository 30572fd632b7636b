/**
 * `npm run bench`: bundles tests/perf/editableTable.bench.ts with esbuild, opens it in Chromium
 * (playwright-core, the system browser) with the frame-rate limit off, so frame times are the
 * real cost of each frame, and prints the figures of our editable table next to antd's virtual
 * Table, with the ratios and the targets of issue 4. The browser is traced meanwhile: the
 * main thread's work in each scroll frame comes from the trace (see frameWork.ts). Not part of
 * `npm test`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleBenchPage, launchBenchChromium } from './benchPage';
import { FRAME_WORK_CATEGORIES, frameWork, type TraceEvent } from './frameWork';
import { formatReport, percentile, type BenchResult } from './report';

const SCROLL_STEPS = Number(process.env.BENCH_SCROLL_STEPS ?? 300);

async function main(): Promise<void> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'et-bench-'));
  try {
    await bundleBenchPage('tests/perf/editableTable.bench.ts', outDir);
    const browser = await launchBenchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      page.on('pageerror', (error) => console.error('page error:', error.message));
      await page.goto(`file://${path.join(outDir, 'index.html')}`);
      await page.waitForFunction(() => typeof window.runBench === 'function');
      await browser.startTracing(page, { categories: FRAME_WORK_CATEGORIES });
      const figures = (await page.evaluate((steps) => window.runBench(steps), SCROLL_STEPS)) as BenchResult;
      const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
      const work = (label: string) => {
        const frames = frameWork(events, label);
        return {
          p95WorkMs: percentile(
            frames.map((frame) => frame.wallMs),
            95,
          ),
          p95CpuMs: percentile(
            frames.map((frame) => frame.cpuMs),
            95,
          ),
        };
      };
      const result: BenchResult = { ...figures, editable: { ...figures.editable, ...work('editable') }, antd: { ...figures.antd, ...work('antd') } };
      console.log(formatReport(result));
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
