/**
 * What the in-browser benchmarks share: one of tests/perf/*.bench.ts bundled by esbuild into a
 * page of its own, and Chromium (playwright-core, the system browser) launched with the frame-rate
 * limit off, so frame and keystroke times are the real cost of the work.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { chromium, type Browser } from 'playwright-core';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Vite's `?url` imports (PDF.js's worker, web-ifc's WebAssembly) answer an empty URL: the field registry
 * the bench pages import reaches those viewers, which no bench opens.
 */
const assetUrlsAsEmpty: Plugin = {
  name: 'asset-urls-as-empty',
  setup(build) {
    build.onResolve({ filter: /\?url$/ }, (args) => ({ path: args.path, namespace: 'asset-url' }));
    build.onLoad({ filter: /.*/, namespace: 'asset-url' }, () => ({ contents: 'export default "";', loader: 'js' }));
  },
};

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.json'];

/**
 * Relative imports resolved by the file's exact name, as vite and Linux do: esbuild matches file names
 * without regard to case, and pdf/ holds both pdfPreview.ts (helpers) and PdfPreview.tsx (the component).
 */
const exactCaseRelativeImports: Plugin = {
  name: 'exact-case-relative-imports',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      const base = path.resolve(args.resolveDir, args.path);
      const file = SOURCE_EXTENSIONS.map((extension) => base + extension).find((candidate) => existsSync(candidate));
      return file ? { path: file } : undefined;
    });
  },
};

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
    plugins: [assetUrlsAsEmpty, exactCaseRelativeImports],
    logLevel: 'error',
  });
  writeFileSync(
    path.join(outDir, 'index.html'),
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><link rel="stylesheet" href="bench.css"></head><body></body><script src="bench.js"></script></html>',
  );
}

export interface ServedPage {
  url: string;
  close: () => Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves a bundled bench page (`outDir`) on 127.0.0.1 at a free port; calls under /api/ go to `api`. */
export async function serveBenchPage(outDir: string, api: (request: IncomingMessage, response: ServerResponse) => void): Promise<ServedPage> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname.startsWith('/api/')) {
      api(request, response);
      return;
    }
    const file = path.join(outDir, url.pathname === '/' ? 'index.html' : path.basename(url.pathname));
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Headless Chromium without the frame-rate limit or background throttling. */
export function launchBenchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu-vsync', '--disable-frame-rate-limit', '--no-first-run', '--disable-background-timer-throttling'],
  });
}
