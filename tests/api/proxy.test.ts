import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authDb } from '../../runtime/server/auth/authDb';
import { backends, startTestApp, type CallOptions, type TestApp } from './harness';

interface Received {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** The target service of the tests: echoes what reached it, redirects, fails and floods on demand. */
async function startTarget(): Promise<{ server: http.Server; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ method: request.method ?? '', path, headers: request.headers, body });
      const port = (server.address() as AddressInfo).port;
      if (path.startsWith('/api/redirect-other')) return void response.writeHead(302, { location: `http://localhost:${port}/api/echo` }).end();
      if (path.startsWith('/api/redirect-same')) return void response.writeHead(302, { location: '/api/echo?from=redirect' }).end();
      if (path.startsWith('/api/redirect-outside')) return void response.writeHead(302, { location: '/private/secret' }).end();
      if (path.startsWith('/api/fail')) return void response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
      if (path.startsWith('/api/text')) return void response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('纯文本');
      if (path.startsWith('/api/big')) return void response.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(3 * 1024 * 1024));
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ method: request.method, path, body }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as AddressInfo).port, received };
}

const STAFF_PASSWORD = 'Staff#Pass2026';
const NOT_ALLOWED = '目标地址不在网关路由的允许范围内，请联系管理员配置网关路由';

describe.each(backends())('outbound proxy /sys/common/transitRESTful on %s', (backend) => {
  let t: TestApp;
  let admin: CallOptions;
  let staff: CallOptions;
  let target: Awaited<ReturnType<typeof startTarget>>;
  let base: string;

  const transit = (url: string, options: CallOptions = staff, method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET') =>
    t.request(method, '/api/sys/common/transitRESTful', { ...options, query: { url } });

  beforeAll(async () => {
    target = await startTarget();
    base = `http://127.0.0.1:${target.port}`;
    t = await startTestApp({ backend, seed: 'minimal' });
    admin = { token: await t.login('admin') };
    // An ordinary member of staff: signed in, no role, no permission.
    const added = await t.post('/api/sys/user/add', { username: 'proxyuser', realname: '普通员工', password: STAFF_PASSWORD, status: '1' }, admin);
    expect(added.body).toMatchObject({ success: true });
    staff = { token: await t.login('proxyuser', STAFF_PASSWORD) };
    const route = await t.post(
      '/api/sys/gatewayRoute/add',
      { name: '本机测试服务', scheme: 'http', host: `127.0.0.1:${target.port}`, pathPrefix: '/api', status: '1' },
      admin,
    );
    expect(route.body).toMatchObject({ success: true });
  });
  afterAll(async () => {
    await t.close();
    target.server.close();
  });

  it('refuses to save a route whose host or path prefix is not well-formed, and stores nothing', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ host: 'http://example.com' }, '请输入正确的主机，如 api.example.com 或 192.168.1.10:8080（不含协议和路径）'],
      [{ host: 'user@example.com' }, '请输入正确的主机，如 api.example.com 或 192.168.1.10:8080（不含协议和路径）'],
      [{ host: 'example.com:70000' }, '请输入正确的主机，如 api.example.com 或 192.168.1.10:8080（不含协议和路径）'],
      [{ pathPrefix: '/api/../admin' }, '路径前缀须以 / 开头，只能包含字母、数字和 -._~/ 等字符，不能包含 ..、?、# 或 %'],
      [{ scheme: 'ftp' }, '协议的值不在可选范围内'],
    ];
    const before = (await t.get<{ total: number }>('/api/sys/gatewayRoute/list', admin)).body.result.total;
    for (const [change, message] of cases) {
      const answer = await t.post(
        '/api/sys/gatewayRoute/add',
        { name: `坏路由${JSON.stringify(change)}`, scheme: 'https', host: 'example.com', pathPrefix: '/', status: '1', ...change },
        admin,
      );
      expect(answer.body, JSON.stringify(change)).toMatchObject({ success: false, message });
    }
    expect((await t.get<{ total: number }>('/api/sys/gatewayRoute/list', admin)).body.result.total).toBe(before);
  });

  it('calls an allowed address for any signed-in user and never passes on the token, cookies, tenant or project', async () => {
    const user = await authDb(t.db).selectFrom('sys_user').select('tenant_id').where('username', '=', 'proxyuser').executeTakeFirstOrThrow();
    const mark = target.received.length;
    const answer = await transit(`${base}/api/echo?q=1`, {
      ...staff,
      headers: { cookie: 'JSESSIONID=secret', 'tenant-id': String(user.tenant_id), authorization: 'Bearer secret', 'x-forwarded-for': '10.0.0.1' },
    });
    expect(answer.body).toMatchObject({ success: true, result: { method: 'GET', path: '/api/echo?q=1' } });
    const [arrived] = target.received.slice(mark);
    expect(Object.keys(arrived.headers).sort()).toEqual(['accept', 'connection', 'host', 'user-agent']);
    expect(JSON.stringify(arrived.headers)).not.toContain(staff.token);
  });

  it('sends a POST or PUT body as JSON and gives back text answers as text', async () => {
    for (const method of ['POST', 'PUT'] as const) {
      const answer = await t.request(method, '/api/sys/common/transitRESTful', { ...staff, query: { url: `${base}/api/echo` }, body: { name: '塔吊' } });
      expect(answer.body).toMatchObject({ success: true, result: { method, body: '{"name":"塔吊"}' } });
    }
    expect((await transit(`${base}/api/echo`, staff, 'DELETE')).body).toMatchObject({ success: true, result: { method: 'DELETE' } });
    expect((await transit(`${base}/api/text`)).body).toMatchObject({ success: true, result: '纯文本' });
  });

  it('refuses hosts, ports and paths outside the enabled routes, also when disguised', async () => {
    const mark = target.received.length;
    const cases: [string, string][] = [
      [`http://127.0.0.2:${target.port}/api/echo`, NOT_ALLOWED],
      [`https://127.0.0.1:${target.port}/api/echo`, NOT_ALLOWED],
      [`http://localhost:${target.port}/api/echo`, NOT_ALLOWED],
      [`${base}/private/secret`, NOT_ALLOWED],
      [`${base}/apix`, NOT_ALLOWED],
      [`${base}/api/../private/secret`, NOT_ALLOWED],
      [`${base}/api/%2e%2e/private/secret`, NOT_ALLOWED],
      [`${base}/api/..%2fprivate/secret`, '目标地址的路径不能包含编码的斜杠、反斜杠或点'],
      [`http://admin:pw@127.0.0.1:${target.port}/api/echo`, '目标地址不能包含用户名或密码'],
      [`file:///etc/passwd`, '目标地址格式不正确，须为 http 或 https 地址'],
      ['not a url', '目标地址格式不正确，须为 http 或 https 地址'],
      ['', '请提供目标地址参数 url'],
    ];
    for (const [url, message] of cases) expect((await transit(url)).body, url).toMatchObject({ success: false, message });
    expect(target.received.slice(mark)).toEqual([]);
  });

  it('follows a redirect within the route but refuses one to another host or outside the prefix', async () => {
    expect((await transit(`${base}/api/redirect-same`)).body).toMatchObject({ success: true, result: { path: '/api/echo?from=redirect' } });
    const mark = target.received.length;
    expect((await transit(`${base}/api/redirect-other`)).body).toMatchObject({ success: false, message: '目标服务重定向到其他主机，已拒绝' });
    expect((await transit(`${base}/api/redirect-outside`)).body).toMatchObject({ success: false, message: NOT_ALLOWED });
    expect(target.received.slice(mark).map((entry) => entry.path)).toEqual(['/api/redirect-other', '/api/redirect-outside']);
  });

  it('reports an error status of the target and stops an answer over the size cap', async () => {
    expect((await transit(`${base}/api/fail`)).body).toMatchObject({ success: false, message: '目标服务返回错误（HTTP 500）', result: { error: 'boom' } });
    expect((await transit(`${base}/api/big`)).body).toMatchObject({ success: false, message: '目标服务返回的内容超过 2 MB，已中止' });
  });

  it('stops calling a route once it is disabled, and refuses anonymous callers', async () => {
    const list = await t.get<{ records: { id: string; name: string }[] }>('/api/sys/gatewayRoute/list', admin);
    const route = list.body.result.records.find((record) => record.name === '本机测试服务')!;
    const localhost = await t.post(
      '/api/sys/gatewayRoute/add',
      { name: '本机名', scheme: 'http', host: `localhost:${target.port}`, pathPrefix: '/api/text', status: '1' },
      admin,
    );
    expect(localhost.body.success).toBe(true);
    expect((await transit(`http://localhost:${target.port}/api/text`)).body).toMatchObject({ success: true, result: '纯文本' });
    expect((await t.request('PUT', '/api/sys/gatewayRoute/edit', { ...admin, body: { ...route, status: '0' } })).body).toMatchObject({ success: true });
    expect((await transit(`${base}/api/echo`)).body).toMatchObject({ success: false, message: NOT_ALLOWED });
    expect((await transit(`${base}/api/echo`, {})).status).toBe(401);
  });
});
