import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { precompress } from './tools/build/precompress';
import { pdfjsAssets } from './tools/build/pdfjsAssets';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * Keeps React in one stable vendor chunk and every schema area in its own lazy chunk. antd and
 * Formily are left to Rollup, which splits them by use: the login route loads only the antd
 * components it renders, and each page's chunk brings the rest when the page is opened.
 */
function chunkOf(id: string): string | undefined {
  const normalized = id.split('\\').join('/');
  const area = /\/schemas\/([^/]+)\/[^/]+\.json$/.exec(normalized);
  if (area) return `area-${area[1]}`;
  // Rollup would otherwise park these helpers in whichever vendor chunk uses them first (formily),
  // making the entry preload it; the react chunk is loaded by the entry anyway.
  if (normalized.includes('vite/preload-helper') || normalized.includes('commonjsHelpers')) return 'react';
  if (!normalized.includes('/node_modules/')) return undefined;
  if (/\/node_modules\/(react|react-dom|react-router|react-router-dom|scheduler)\//.test(normalized)) return 'react';
  return undefined;
}

export default defineConfig({
  root: 'runtime/web',
  base: '/',
  plugins: [react(), pdfjsAssets(), precompress()],
  build: {
    // WEB_DIST_DIR lets parallel builds (tests, several checkouts) keep apart.
    outDir: process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : '../../dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: { output: { manualChunks: chunkOf } },
  },
  server: {
    host: '127.0.0.1',
    fs: { allow: [repoRoot] },
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true, ws: true } },
  },
});
