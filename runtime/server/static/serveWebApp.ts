import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The build's folder of hashed bundles (vite's `assetsDir`). */
const ASSETS = 'assets';

/**
 * Hashed bundles never change under their name; index.html must always be fetched fresh. Every
 * file may be answered compressed or not depending on Accept-Encoding, so caches keep them apart.
 */
function cacheHeaders(response: { setHeader(name: string, value: string): unknown }, file: string): void {
  const hashed = file.split(path.sep).includes(ASSETS);
  response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  response.setHeader('vary', 'Accept-Encoding');
}

/**
 * Serves the built web app (`dist/`) at `/` when it exists, all of it public, nothing under `/api`:
 * `assets/` (the hashed bundles, hundreds of files) through one wildcard route, the few files at
 * the top (index.html …) through a route each found at start. One route per asset cost a restart
 * a quarter of a second in the router; the router is hash-based, so no fallback route is needed.
 * The build's brotli and gzip copies (`.br`, `.gz`, see tools/build/precompress.ts) are sent as they
 * are to browsers that accept them, with the matching Content-Encoding.
 * Returns whether the app is served.
 */
export async function serveWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(path.join(distDir, 'index.html'))) return false;
  const served = { preCompressed: true, cacheControl: false, setHeaders: cacheHeaders } as const;
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = Object.assign(route.config ?? {}, { public: true });
    });
    await scope.register(fastifyStatic, { ...served, root: path.join(distDir, ASSETS), prefix: `/${ASSETS}/`, wildcard: true, index: false });
    await scope.register(fastifyStatic, {
      ...served,
      root: distDir,
      wildcard: false,
      globIgnore: [`${ASSETS}/**`],
      // An array: given a string, @fastify/static's precompressed lookup finds no index and answers / with 404.
      index: ['index.html'],
      decorateReply: false,
    });
  });
  return true;
}
