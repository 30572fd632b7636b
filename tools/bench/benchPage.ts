/**
 * What the in-browser benchmarks share: one of tests/perf/*.bench.ts bundled by esbuild into a
 * page of its own, and Chromium (playwright-core, the system browser) launched with the frame-rate
 * limit off, so frame and keystroke times are the real cost of the work.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium, type Browser } from 'playwright-core';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Bundles `entry` (a path from the repository root) into `outDir` as bench.js and bench.css beside an index.html that loads them. */
export async function bundleBenchPage(entry: string, outDir: string): Promise<void> {
  await build({
    entryPoints: [path.join(ROOT, entry)],
    bundle: true,
    minify: true,
    format: 'iife',
    outfile: path.join(outDir, 'bench.js'),
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env': '{}' },
    // Fonts and images are not measured; the page does without them.
    loader: { '.css': 'css', '.woff': 'empty', '.woff2': 'empty', '.ttf': 'empty', '.svg': 'empty', '.png': 'empty' },
    logLevel: 'error',
  });
  writeFileSync(
    path.join(outDir, 'index.html'),
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><link rel="stylesheet" href="bench.css"></head><body></body><script src="bench.js"></script></html>',
  );
}

/** Headless Chromium without the frame-rate limit or background throttling. */
export function launchBenchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu-vsync', '--disable-frame-rate-limit', '--no-first-run', '--disable-background-timer-throttling'],
  });
}
