import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../runtime/server/app';
import { registerSecurityHeaders } from '../../runtime/server/security/securityHeaders';
import { TEST_ADMIN_PASSWORD } from '../fixtures/testAccounts';

/** The CSP as a map of directive → sources. */
function policy(header: string | string[] | number | undefined): Map<string, string[]> {
  const text = String(header ?? '');
  return new Map(
    text
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('security headers of the platform', () => {
  let app: FastifyInstance;
  let workDir: string;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'security-headers-'));
    const webDir = path.join(workDir, 'dist');
    await mkdir(path.join(webDir, 'assets'), { recursive: true });
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>智慧工地</title><script type="module" src="/assets/index.js"></script>');
    await writeFile(path.join(webDir, 'assets', 'index.js'), 'console.log(1)');
    const uploadDir = path.join(workDir, 'upload');
    await mkdir(path.join(uploadDir, 'temp'), { recursive: true });
    await writeFile(path.join(uploadDir, 'temp', 'note.txt'), 'hello');
    // Behind a proxy: X-Forwarded-Proto tells whether the browser used TLS.
    app = await buildApp({ dataDir: 'memory://', seed: 'minimal', adminPassword: TEST_ADMIN_PASSWORD, webDir, uploadDir, trustProxy: true });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  it('sends a Content-Security-Policy with the web app that allows only its own scripts and forbids framing by others', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    const csp = policy(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN', 'referrer-policy': 'no-referrer' });
  });

  it('sends the same headers on API answers, refusals and unknown paths', async () => {
    for (const url of ['/api/health', '/api/sys/user/list', '/api/no/such/route']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(policy(response.headers['content-security-policy']).get('frame-ancestors'), url).toEqual(["'self'"]);
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it('sends HSTS only when the request came over TLS', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    const overTls = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(overTls.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
  });

  it('keeps the sandbox policy of stored files', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/sys/common/static/temp/note.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('HSTS without a trusted proxy', () => {
  it('ignores X-Forwarded-Proto from a client it does not trust', async () => {
    const app = Fastify();
    await registerSecurityHeaders(app);
    app.get('/', async () => 'ok');
    const response = await app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    await app.close();
  });
});
