import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAuthHook } from '../../runtime/server/auth/authHook';
import type { AppDb } from '../../runtime/server/db/dbTypes';
import { serveWebApp } from '../../runtime/server/static/serveWebApp';
import { registerErrorHandlers } from '../../runtime/server/sys/errorHandlers';

describe('the built web app', () => {
  let distDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>智慧工地</title>');
    await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    app = Fastify();
    registerErrorHandlers(app);
    // Public routes never reach the database, so the auth hook needs none here.
    registerAuthHook(app, {} as AppDb);
    expect(await serveWebApp(app, distDir)).toBe(true);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(distDir, { recursive: true });
  });

  it('serves index.html at / without a session and tells the browser to revalidate it', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('智慧工地');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
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
