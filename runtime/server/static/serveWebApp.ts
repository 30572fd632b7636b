import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Hashed bundles never change under their name; index.html must always be fetched fresh. Every
 * file may be answered compressed or not depending on Accept-Encoding, so caches keep them apart.
 */
function cacheHeaders(response: { setHeader(name: string, value: string): unknown }, file: string): void {
  const hashed = file.split(path.sep).includes('assets');
  response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  response.setHeader('vary', 'Accept-Encoding');
}

/**
 * Serves the built web app (`dist/`) at `/` when it exists: one public route per file found at
 * start (the router is hash-based, so no fallback route is needed), nothing under `/api`. The
 * build's brotli and gzip copies (`.br`, `.gz`, see tools/build/precompress.ts) are sent as they
 * are to browsers that accept them, with the matching Content-Encoding.
 * Returns whether the app is served.
 */
export async function serveWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(path.join(distDir, 'index.html'))) return false;
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = Object.assign(route.config ?? {}, { public: true });
    });
    await scope.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      // An array: given a string, @fastify/static's precompressed lookup finds no index and answers / with 404.
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheHeaders,
    });
  });
  return true;
}
