import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../runtime/core/http/envelope';
import { PROJECT_NAMES, TEST_ADMIN_PASSWORD } from '../fixtures/testAccounts';
import { backends, type TestApp } from './harness';
import { startSignInTestApp } from './signinTestApp';

interface Session {
  id: string;
  userId: string;
  username: string;
  current: boolean;
  ip: string | null;
}

describe.each(backends())('material sessions and online users on %s', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startSignInTestApp(backend);
  });
  afterAll(() => t.close());

  async function materialLogin(username: string) {
    const { body } = await t.post<{ token: string; userInfo: { id: string } }>('/api/material/login', { username, password: TEST_ADMIN_PASSWORD });
    if (!body.success) throw new Error(body.message);
    return body.result;
  }

  it('keeps the material token and the main token apart', async () => {
    const material = await materialLogin('zhangwei');
    const main = await t.login('zhangwei');
    expect((await t.get('/api/sys/permission/getUserPermissionByToken', { token: material.token })).status).toBe(401);
    expect((await t.get('/api/material/getPersonPermissionByToken', { token: main })).status).toBe(401);
    const own = await t.get<{ userInfo: { username: string }; projects: { name: string }[]; permissions: string[] }>(
      '/api/material/getPersonPermissionByToken',
      {
        token: material.token,
        headers: { userId: material.userInfo.id },
      },
    );
    expect(own.body.result.userInfo.username).toBe('zhangwei');
    expect(own.body.result.projects.map((project) => project.name)).toEqual([PROJECT_NAMES[0], PROJECT_NAMES[1]]);
    expect(own.body.result.permissions).toContain('labour:worker:list');
  });

  it('refuses a material call naming another user or a project the user is not in', async () => {
    const material = await materialLogin('lisi');
    expect((await t.get('/api/material/getPersonPermissionByToken', { token: material.token, headers: { userId: 'someone-else' } })).status).toBe(401);
    const elsewhere = await t.departId(PROJECT_NAMES[2]);
    expect((await t.get('/api/material/getPersonPermissionByToken', { token: material.token, projectId: elsewhere })).status).toBe(400);
    const own = await t.departId(PROJECT_NAMES[0]);
    const answer = await t.get('/api/material/getPersonPermissionByToken', {
      token: material.token,
      projectId: own,
      headers: { userId: material.userInfo.id },
    });
    expect(answer.body).toMatchObject({ success: true, result: { projectId: own } });
  });

  it('logs the material token out without touching the main session', async () => {
    const material = await materialLogin('lisi');
    const main = await t.login('lisi');
    expect((await t.post('/api/worker/logout', {}, { token: main })).body.success).toBe(true);
    expect((await t.get('/api/sys/permission/getUserPermissionByToken', { token: main })).status).toBe(200);
    await t.post('/api/worker/logout', {}, { token: material.token });
    expect((await t.get('/api/material/getPersonPermissionByToken', { token: material.token })).status).toBe(401);
  });

  it('lists live main sessions to the administrator and forces a user out', async () => {
    const admin = await t.login('admin');
    const victim = await t.login('wangfang');
    const list = await t.get<Page<Session>>('/api/sys/online/list', { token: admin, query: { username: 'wangfang' } });
    expect(list.body.success).toBe(true);
    const sessions = list.body.result.records;
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((session) => session.username === 'wangfang' && !session.current)).toBe(true);
    expect(JSON.stringify(list.body)).not.toContain(victim);
    const mine = await t.get<Page<Session>>('/api/sys/online/list', { token: admin, query: { username: 'admin' } });
    expect(mine.body.result.records.some((session) => session.current)).toBe(true);

    expect((await t.post('/api/sys/online/forceLogout', { userId: mine.body.result.records[0].userId }, { token: admin })).body).toMatchObject({
      success: false,
      message: '不能强退自己',
    });
    const forced = await t.post('/api/sys/online/forceLogout', { userId: sessions[0].userId }, { token: admin });
    expect(forced.body).toMatchObject({ success: true, message: '已强制 王芳 退出登录' });
    expect((await t.get('/api/sys/permission/getUserPermissionByToken', { token: victim })).status).toBe(401);
    const after = await t.get<Page<Session>>('/api/sys/online/list', { token: admin, query: { username: 'wangfang' } });
    expect(after.body.result.total).toBe(0);
  });

  it('refuses the online list and forced logout without the permission', async () => {
    const clerk = await t.login('lisi');
    expect((await t.get('/api/sys/online/list', { token: clerk })).status).toBe(403);
    expect((await t.post('/api/sys/online/forceLogout', { userId: 'x' }, { token: clerk })).status).toBe(403);
  });
});
