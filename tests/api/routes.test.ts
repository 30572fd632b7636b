import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestApp, type TestApp } from './harness';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One concrete request per registered method and route, with path parameters filled in. */
function requestsOf(routes: RouteOptions[]): { method: Method; url: string; route: RouteOptions }[] {
  return routes.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method): method is Method => ['GET', 'POST', 'PUT', 'DELETE'].includes(method))
      .map((method) => ({ method, url: route.url.replace(/:(\w+)/g, 'x1'), route })),
  );
}

describe.each(backends())('route guards on %s', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ backend, seed: 'minimal' });
  });
  afterAll(() => t.close());

  it('registers the sign-in, menu, project and CRUD routes under /api', () => {
    const urls = new Set(t.routes.map((route) => route.url));
    for (const url of [
      '/api/sys/login',
      '/api/sys/logout',
      '/api/sys/permission/getUserPermissionByToken',
      '/api/sys/sysDepart/queryTreeProjectList',
      '/api/labour/worker/list',
    ]) {
      expect(urls).toContain(url);
    }
  });

  it('declares on every route exactly one of permission, authenticated, material or public', () => {
    for (const route of t.routes) {
      const config = (route.config ?? {}) as { permission?: unknown; authenticated?: unknown; public?: unknown; material?: unknown };
      const kinds = [typeof config.permission === 'string', config.authenticated === true, config.public === true, config.material === true].filter(Boolean);
      expect(kinds, `${String(route.method)} ${route.url}`).toHaveLength(1);
    }
  });

  it('answers 401 with Token失效，请重新登录! to an anonymous caller on every route that is not public', async () => {
    const guarded = requestsOf(t.routes).filter(({ route }) => !(route.config as { public?: boolean } | undefined)?.public);
    expect(guarded.length).toBeGreaterThan(40);
    for (const { method, url } of guarded) {
      const mark = t.sql.statements.length;
      const { status, body } = await t.request(method, url, { body: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(status, `${method} ${url}`).toBe(401);
      expect(body, `${method} ${url}`).toMatchObject({ success: false, code: 401, message: 'Token失效，请重新登录!' });
      // The scheduler's own polls may fall in between; they are not the request's.
      const ofRequest = (statement: string) => !statement.includes('"sys_token"') && !statement.includes('"sys_quartz_job"');
      expect(t.sql.statements.slice(mark).filter(ofRequest)).toEqual([]);
    }
  });

  it('answers 401 to a made-up token', async () => {
    const { status } = await t.get('/api/sys/user/getCurrentUserDeparts', { token: 'f'.repeat(64) });
    expect(status).toBe(401);
  });

  it('leaves only the sign-in variants, captcha, SMS, logout, the health check, stored files, survey answer links, the gate devices and sensors (by device key) and the web app open', () => {
    const open = t.routes.filter((route) => (route.config as { public?: boolean } | undefined)?.public).map((route) => route.url);
    const api = open.filter((url) => url.startsWith('/api'));
    expect([...new Set(api)].sort()).toEqual([
      // A sensor (塔吊, 升降机) signs its readings with its own key (X-Device-Key), checked by the handler.
      '/api/device/readings',
      '/api/health',
      // A gate device signs its passes and roster downloads with its own key (X-Device-Key), checked by the handler.
      '/api/labour/gate/passes',
      '/api/labour/gate/roster',
      '/api/material/login',
      '/api/public/survey/:token',
      '/api/public/survey/:token/answer',
      // A parking gate signs its vehicle passes with its own key (X-Device-Key), checked by the handler.
      '/api/smartproject/parking/passes',
      '/api/sys/cas/client/validateLogin',
      '/api/sys/common/static/*',
      '/api/sys/login',
      '/api/sys/logout',
      '/api/sys/phoneLogin',
      '/api/sys/randomImage/:checkKey',
      '/api/sys/sms',
      // 绑定已有账号 checks the platform password like /api/sys/login.
      '/api/sys/thirdLogin/bindAccount',
      // The providers' redirect: it only forwards code and state to the web app.
      '/api/sys/thirdLogin/callback/:thirdType',
      '/api/sys/thirdLogin/getLoginUser/:token/:thirdType',
      '/api/sys/thirdLogin/providers',
      '/api/sys/thirdLogin/render/:thirdType',
      '/api/sys/user/passwordChange',
      '/api/sys/user/register',
      '/api/sys/user/sso/login',
      '/api/worker/logout',
    ]);
  });

  it('answers an unknown route with a 404 envelope, signed in or not', async () => {
    const { status, body } = await t.get('/api/no/such/route');
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, code: 404, message: '请求的资源不存在' });
  });

  it('answers a malformed JSON body with a Chinese message and no stack trace', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/sys/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: '请求参数错误' });
    expect(response.body).not.toMatch(/at .*\.(ts|js)/);
  });
});
