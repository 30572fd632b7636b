import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAuthHook, type SessionSource } from '../../runtime/server/auth/authHook';
import { serveWebApp } from '../../runtime/server/static/serveWebApp';
import { registerErrorHandlers } from '../../runtime/server/sys/errorHandlers';

const VENDOR_SOURCE = `export const rows = [${'"花名册",'.repeat(500)}];`;

describe('the built web app', () => {
  let distDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>智慧工地</title>');
    await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    await mkdir(path.join(distDir, 'assets', 'pdfjs', 'cmaps'), { recursive: true });
    await writeFile(path.join(distDir, 'assets', 'pdfjs', 'cmaps', 'UniGB-UCS2-H.bcmap'), 'cmap');
    await writeFile(path.join(distDir, 'imosSdk.html'), '<!doctype html><title>视频</title>');
    // What the build's precompress plugin leaves beside a bundle.
    await writeFile(path.join(distDir, 'assets', 'vendor-def456.js'), VENDOR_SOURCE);
    await writeFile(path.join(distDir, 'assets', 'vendor-def456.js.br'), brotliCompressSync(VENDOR_SOURCE));
    await writeFile(path.join(distDir, 'assets', 'vendor-def456.js.gz'), gzipSync(VENDOR_SOURCE));
    app = Fastify();
    registerErrorHandlers(app);
    // Public routes never reach the database, so the auth hook needs none here.
    registerAuthHook(app, {} as SessionSource);
    expect(await serveWebApp(app, distDir)).toBe(true);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(distDir, { recursive: true });
  });

  it('serves index.html at / without a session and tells the browser to revalidate it', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('智慧工地');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets, in sub-folders too, as immutable', async () => {
    for (const url of ['/assets/index-abc123.js', '/assets/pdfjs/cmaps/UniGB-UCS2-H.bcmap']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toContain('immutable');
    }
  });

  it('serves the other files at the top of dist without a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/imosSdk.html' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('视频');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends the brotli copy of a bundle to a browser that takes brotli, gzip to one that takes only gzip', async () => {
    const cases = [
      { acceptEncoding: 'gzip, deflate, br, zstd', encoding: 'br', decode: brotliDecompressSync },
      { acceptEncoding: 'gzip', encoding: 'gzip', decode: gunzipSync },
    ];
    for (const { acceptEncoding, encoding, decode } of cases) {
      const response = await app.inject({ method: 'GET', url: '/assets/vendor-def456.js', headers: { 'accept-encoding': acceptEncoding } });
      expect(response.statusCode, acceptEncoding).toBe(200);
      expect(response.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(response.headers['content-type'], acceptEncoding).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['cache-control'], acceptEncoding).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary, acceptEncoding).toContain('Accept-Encoding');
      expect(decode(response.rawPayload).toString(), acceptEncoding).toBe(VENDOR_SOURCE);
    }
  });

  it('sends a bundle as it is to a client that accepts no encoding', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/vendor-def456.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(response.body).toBe(VENDOR_SOURCE);
  });

  it('answers files outside dist and unknown paths with the 404 envelope', async () => {
    for (const url of ['/assets/../../etc/passwd', '/assets/missing.js', '/api/unknown']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 404 });
    }
  });

  it('is not served when there is no build', async () => {
    const bare = Fastify();
    expect(await serveWebApp(bare, path.join(distDir, 'missing'))).toBe(false);
    await bare.close();
  });
});
