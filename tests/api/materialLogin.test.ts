import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authDb } from '../../runtime/server/auth/authDb';
import { PROJECT_NAMES, TEST_ADMIN_PASSWORD } from '../fixtures/testAccounts';
import { backends, startTestApp, UNTHROTTLED, type TestApp } from './harness';

interface MaterialLogin {
  token?: string;
  userInfo?: { id: string; username: string; realname: string };
  captchaRequired?: boolean;
}

interface MaterialPermissions {
  userInfo: { id: string; username: string };
  projectId: string | null;
  projects: { id: string; name: string }[];
  permissions: string[];
}

/** A loopback address of its own for each client, so the per-address throttle counts only that client's tries. */
let nextHost = 20;
const newAddress = () => `127.0.1.${nextHost++}`;

describe.each(backends())('material sub-system sign-in on %s', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    // Three logins a minute per address, so the limit is reached without flooding.
    t = await startTestApp({ backend, signInThrottle: { ...UNTHROTTLED, loginsPerMinute: 3 } });
  }, 180_000);
  afterAll(() => t?.close());

  async function materialLogin(username: string, password = TEST_ADMIN_PASSWORD, address = newAddress()) {
    const response = await t.app.inject({ method: 'POST', url: '/api/material/login', remoteAddress: address, payload: { username, password } });
    return { status: response.statusCode, body: response.json() as { success: boolean; code: number; message: string; result: MaterialLogin | null } };
  }

  async function signedIn(username: string) {
    const { body } = await materialLogin(username);
    if (!body.success || !body.result?.token || !body.result.userInfo) throw new Error(body.message);
    return { token: body.result.token, userId: body.result.userInfo.id };
  }

  it('signs in with the platform account and password, answering the token and who it is', async () => {
    const { body } = await materialLogin('zhangwei');
    expect(body).toMatchObject({ success: true, code: 200, message: '登录成功', result: { userInfo: { username: 'zhangwei', realname: '张伟' } } });
    expect(body.result?.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a wrong password with the platform message and no token', async () => {
    const { body } = await materialLogin('wangfang', 'Wrong#Pass00');
    expect(body).toMatchObject({ success: false, message: '用户名或密码错误' });
    expect(body.result?.token).toBeUndefined();
  });

  it('refuses a frozen user like the platform login does', async () => {
    await authDb(t.db).updateTable('sys_user').set({ status: '2' }).where('username', '=', 'sunli').execute();
    try {
      expect((await materialLogin('sunli')).body).toMatchObject({ success: false, message: '该用户已冻结' });
    } finally {
      await authDb(t.db).updateTable('sys_user').set({ status: '1' }).where('username', '=', 'sunli').execute();
    }
  });

  it('shares the per-address login limit: the 4th try of a minute is answered 429', async () => {
    const address = newAddress();
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await materialLogin('nobody', 'x', address)).status).toBe(200);
    const refused = await materialLogin('zhangwei', TEST_ADMIN_PASSWORD, address);
    expect(refused).toMatchObject({ status: 429, body: { success: false, message: '登录尝试过于频繁，请稍后再试' } });
  });

  it('answers the user, their projects and permissions for the material token only', async () => {
    const { token, userId } = await signedIn('zhangwei');
    const answer = await t.get<MaterialPermissions>('/api/material/getPersonPermissionByToken', { token, headers: { userId } });
    expect(answer.body.result.userInfo.username).toBe('zhangwei');
    expect(answer.body.result.projects.map((project) => project.name)).toEqual([PROJECT_NAMES[0], PROJECT_NAMES[1]]);
    expect(answer.body.result.permissions).toContain('material:plan:list');
    expect((await t.get('/api/material/getPersonPermissionByToken', { token: await t.login('zhangwei') })).status).toBe(401);
  });

  it('opens the material CRUD lists with the projectid and userId headers, and nothing outside the material module', async () => {
    const { token, userId } = await signedIn('zhangwei');
    const projectId = await t.departId(PROJECT_NAMES[0]);
    const plans = await t.get<{ records: unknown[] }>('/api/materialmgmt/plan/list', { token, projectId, headers: { userId }, query: { pageSize: '5' } });
    expect(plans.status).toBe(200);
    expect(plans.body.success).toBe(true);
    expect(Array.isArray(plans.body.result.records)).toBe(true);
    // Other modules and the platform refuse the token.
    expect((await t.get('/api/labour/team/list', { token, projectId, headers: { userId } })).status).toBe(401);
    expect((await t.get('/api/labour/worker/list', { token, projectId, headers: { userId } })).status).toBe(401);
    expect((await t.get('/api/sys/permission/getUserPermissionByToken', { token })).status).toBe(401);
    // Dictionary labels (units of plan rows) open, the rest of the dictionary administration does not.
    const units = await t.get<{ value: string; text: string }[]>('/api/sys/dict/getDictItems/material_unit', { token, projectId, headers: { userId } });
    expect(units.body.result).toContainEqual(expect.objectContaining({ value: 't', text: '吨' }));
    expect((await t.get('/api/sys/dict/queryAllDictItems', { token })).status).toBe(401);
    // The teams an issue goes to, as the outbound form offers them: the project's own.
    const teams = await t.get<{ value: string; text: string }[]>('/api/sys/dict/getDictItems/lab_team,team_name,id', { token, projectId, headers: { userId } });
    expect(teams.status).toBe(200);
    expect(teams.body.result.length).toBeGreaterThan(0);
    // The userId header must be the token's own user; the project one of theirs.
    expect((await t.get('/api/materialmgmt/plan/list', { token, projectId, headers: { userId: 'someone-else' } })).status).toBe(401);
    const elsewhere = await t.departId(PROJECT_NAMES[2]);
    expect((await t.get('/api/materialmgmt/plan/list', { token, projectId: elsewhere, headers: { userId } })).status).toBe(400);
  });

  it('keeps the user permissions on material routes: a user without the material area is refused 403', async () => {
    const { token, userId } = await signedIn('lisi');
    const projectId = await t.departId(PROJECT_NAMES[0]);
    expect((await t.get('/api/materialmgmt/plan/list', { token, projectId, headers: { userId } })).status).toBe(403);
  });

  it("lets the keeper's token add and submit a receipt through the platform's CRUD and flow, and not approve it", async () => {
    const { token, userId } = await signedIn('chenjing');
    const projectId = await t.departId(PROJECT_NAMES[0]);
    const as = { token, projectId, headers: { userId } };
    const first = async (url: string, query: Record<string, string> = {}) => {
      const page = await t.get<{ records: { id: string }[] }>(url, { ...as, query: { pageSize: '1', ...query } });
      expect(page.body.success, `${url}: ${page.body.message}`).toBe(true);
      return page.body.result.records[0].id;
    };
    const added = await t.post<{ id: string }>(
      '/api/materialmgmt/inbound/add',
      {
        billNo: `RK-API-${Date.now()}`,
        billType: '1',
        warehouseId: await first('/api/materialmgmt/warehouse/list'),
        supplierId: await first('/api/project/basic/supplier/list'),
        planId: await first('/api/materialmgmt/plan/list', { status: '3' }),
        bizDate: '2026-11-26',
        items: [{ materialCode: 'API-001', materialName: '螺纹钢', spec: 'HRB400 Φ20', unit: 't', batchNo: '', qty: 2, price: 4200, amount: 8400 }],
      },
      as,
    );
    expect(added.body.success, added.body.message).toBe(true);
    const submitted = await t.post<{ status: string }>('/api/materialmgmt/inbound/flow/transition', { id: added.body.result.id, action: 'submit' }, as);
    expect(submitted.body).toMatchObject({ success: true, result: { status: '2' } });
    const approve = await t.post('/api/materialmgmt/inbound/flow/transition', { id: added.body.result.id, action: 'approve' }, as);
    expect(approve.status).toBe(400);
    expect(approve.body.message).toContain('只有');
  });

  it('revokes the material token on /api/worker/logout and leaves the platform session alone', async () => {
    const { token, userId } = await signedIn('zhangwei');
    const main = await t.login('zhangwei');
    const logout = await t.post('/api/worker/logout', {}, { token });
    expect(logout.body).toMatchObject({ success: true, message: '退出登录成功！' });
    expect((await t.get('/api/material/getPersonPermissionByToken', { token, headers: { userId } })).status).toBe(401);
    expect((await t.get('/api/materialmgmt/plan/list', { token, headers: { userId } })).status).toBe(401);
    expect((await t.get('/api/sys/permission/getUserPermissionByToken', { token: main })).status).toBe(200);
  });
});
