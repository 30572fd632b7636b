import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type TestApp } from './harness';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface GuardedRoute {
  method: Method;
  url: string;
  permission: string;
}
interface Page {
  records: unknown[];
  total: number;
}

/** What a read-only project user may do: read the rows of the project's business screens, nothing else. */
// Reading a screen's rows (`:list`) or opening a module's dashboard or a company page of 数据决策中心 (`:view`).
const PROJECT_READ =
  /^(labour|material|safety|quality|construction|technology|pipe|specialdevice|smartproject|digitalDelivery|project|dataCenter):[A-Za-z]+(?::[A-Za-z]+)*:(list|view)$/;

/** Every HTTP route guarded by a permission code, with path parameters filled in. */
function guardedRoutes(routes: RouteOptions[]): GuardedRoute[] {
  return routes.flatMap((route) => {
    const permission = (route.config as { permission?: string } | undefined)?.permission;
    if (!permission || (route as { websocket?: boolean }).websocket) return [];
    return [route.method]
      .flat()
      .filter((method): method is Method => ['GET', 'POST', 'PUT', 'DELETE'].includes(method))
      .map((method) => ({ method, url: route.url.replace(/:(\w+)/g, 'x1').replace('*', 'x1'), permission }));
  });
}

describe.each(backends())('the read-only demo user (wangfang, project 3) on %s', (backend) => {
  let t: TestApp;
  let token: string;
  let project3: string;

  const call = (method: Method, url: string) =>
    t.app.inject({
      method,
      url,
      headers: { 'x-access-token': token, projectId: project3 },
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });

  beforeAll(async () => {
    t = await startTestApp({ backend });
    token = await t.login('wangfang');
    project3 = await t.departId(PROJECT_NAMES[2]);
  });
  afterAll(() => t.close());

  it('is refused every guarded route but the reads of the project screens: all of 系统设置 and every write', async () => {
    const routes = guardedRoutes(t.routes);
    expect(routes.filter((route) => route.permission.startsWith('system:')).length).toBeGreaterThan(40);
    const refused: string[] = [];
    const answered: string[] = [];
    for (const { method, url, permission } of routes) {
      const status = (await call(method, url)).statusCode;
      // A flow transition is opened by the list permission: the flow's actor rule refuses whoever the record does not name (tests/api/flow.test.ts).
      const read = (method === 'GET' || url.endsWith('/flow/transition')) && PROJECT_READ.test(permission);
      if (read && (status === 401 || status === 403)) refused.push(`${method} ${url} (${permission}): ${status}`);
      if (!read && status !== 403) answered.push(`${method} ${url} (${permission}): ${status}`);
    }
    expect(refused, 'reads refused').toEqual([]);
    expect(answered, 'routes that should answer 403').toEqual([]);
  });

  it('is refused the user list, the online sessions, the logs and the server monitors', async () => {
    const monitors = ['disk', 'httptrace', 'runtime', 'cache', 'server', 'app'].map((name) => `/api/sys/actuator/${name}`);
    for (const url of ['/api/sys/user/list', '/api/sys/user/queryById?id=x', '/api/sys/online/list', '/api/sys/log/list', ...monitors]) {
      const answer = await call('GET', url);
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json(), url).toMatchObject({ success: false, message: '没有权限，请联系管理员授权' });
    }
  });

  it('reads the workers, plans and inspections of her project', async () => {
    for (const url of ['/api/labour/worker/list', '/api/labour/team/list', '/api/materialmgmt/plan/list', '/api/safety/inspection/list']) {
      const answer = await call('GET', url);
      expect(answer.statusCode, url).toBe(200);
      expect((answer.json() as { success: boolean; result: Page }).success, url).toBe(true);
    }
    const workers = (await call('GET', '/api/labour/worker/list')).json() as { result: Page };
    expect(workers.result.total).toBeGreaterThan(0);
  });

  it('gets a menu of the project modules with read permissions only', async () => {
    const { body } = await t.get<{ menu: { meta: { title: string } }[]; codeList: string[] }>('/api/sys/permission/getUserPermissionByToken', { token });
    expect(body.result.menu.map((module) => module.meta.title)).toEqual([
      '劳务管理',
      '物资管理',
      '施工管理',
      '安全管理',
      '技术管理',
      '质量管理',
      '智慧项目部',
      '特种设备',
      '管道焊接',
      '数字化交付',
      '项目设置',
      '数据决策中心',
      '分析页',
    ]);
    expect(body.result.codeList.length).toBeGreaterThan(0);
    expect(body.result.codeList.filter((code) => !PROJECT_READ.test(code))).toEqual([]);
  });
});
