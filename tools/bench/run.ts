/**
 * `npm run bench`: bundles tests/perf/editableTable.bench.ts with esbuild, opens it in Chromium
 * (playwright-core, the system browser) with the frame-rate limit off, so frame times are the
 * real cost of each frame, and prints the figures of our editable table next to antd's virtual
 * Table, with the ratios and the targets of issue 4. The browser is traced meanwhile: the
 * main thread's work in each scroll frame comes from the trace (see frameWork.ts). Not part of
 * `npm test`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { FRAME_WORK_CATEGORIES, frameWork, type TraceEvent } from './frameWork';
import { formatReport, percentile, type BenchResult } from './report';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SCROLL_STEPS = Number(process.env.BENCH_SCROLL_STEPS ?? 300);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function bundle(outDir: string): Promise<void> {
  await build({
    entryPoints: [path.join(ROOT, 'tests/perf/editableTable.bench.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    outfile: path.join(outDir, 'bench.js'),
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.css': 'css' },
    logLevel: 'warning',
  });
  writeFileSync(
    path.join(outDir, 'index.html'),
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><link rel="stylesheet" href="bench.css"></head><body></body><script src="bench.js"></script></html>',
  );
}

async function main(): Promise<void> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'et-bench-'));
  try {
    await bundle(outDir);
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu-vsync', '--disable-frame-rate-limit', '--no-first-run', '--disable-background-timer-throttling'],
    });
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
