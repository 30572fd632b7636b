import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authDb } from '../../runtime/server/auth/authDb';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type TestApp } from './harness';

interface LoginAnswer {
  token: string;
  multi_depart: number;
  departs: { orgCode: string; departName: string }[];
  tenantList: { id: string; name: string }[];
}

const PASSWORD = 'Tenant#Pass01';

describe.each(backends())('login tenant list on %s', (backend) => {
  let t: TestApp;
  let adminToken: string;

  const login = async (username: string) => (await t.post<LoginAnswer>('/api/sys/login', { username, password: PASSWORD })).body.result;
  const permissionsIn = (token: string, tenantId: string) =>
    t.get('/api/sys/permission/getUserPermissionByToken', { token, headers: { 'tenant-id': tenantId } });

  async function addTenant(tenantCode: string, name: string): Promise<void> {
    const { body } = await t.post('/api/sys/tenant/add', { tenantCode, name, status: '1' }, { token: adminToken });
    expect(body.success).toBe(true);
  }

  async function addUser(username: string, fields: Record<string, string>): Promise<void> {
    const { body } = await t.post('/api/sys/user/add', { username, realname: '多租户用户', password: PASSWORD, status: '1', ...fields }, { token: adminToken });
    expect(body.message).toBe('添加成功！');
  }

  beforeAll(async () => {
    t = await startTestApp({ backend });
    adminToken = await t.login('admin');
    await addTenant('NB01', '宁波分公司');
    await addTenant('LYG01', '连云港分公司');
    await addTenant('HZ01', '惠州分公司');
  });
  afterAll(() => t.close());

  it('lists the user’s tenants with their names, and the tenant-id header accepts exactly those', async () => {
    const projects = [await t.departId(PROJECT_NAMES[0]), await t.departId(PROJECT_NAMES[1])];
    await addUser('duozuhu', { departIds: projects.join(','), relTenantIds: 'NB01,LYG01' });
    const result = await login('duozuhu');
    expect(result.tenantList).toEqual([
      { id: 'NB01', name: '宁波分公司' },
      { id: 'LYG01', name: '连云港分公司' },
    ]);
    expect(result.multi_depart).toBe(2);
    expect(result.departs.map((depart) => depart.departName)).toEqual([PROJECT_NAMES[0], PROJECT_NAMES[1]]);

    expect((await permissionsIn(result.token, 'LYG01')).status).toBe(200);
    const other = await permissionsIn(result.token, 'HZ01');
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('无权访问该租户');
  });

  it('puts the user’s own tenant first, once, and names a tenant that left 租户管理 by its code', async () => {
    await addUser('zishuzuhu', { relTenantIds: 'NB01,HZ01' });
    // Set as a data migration would: the form accepts only tenants 租户管理 still lists.
    await authDb(t.db).updateTable('sys_user').set({ tenant_id: 'HZ01', rel_tenant_ids: 'NB01,HZ01,GONE9' }).where('username', '=', 'zishuzuhu').execute();
    expect((await login('zishuzuhu')).tenantList).toEqual([
      { id: 'HZ01', name: '惠州分公司' },
      { id: 'NB01', name: '宁波分公司' },
      { id: 'GONE9', name: 'GONE9' },
    ]);
  });

  it('answers an empty list for a user without tenants (tenant 0 is none)', async () => {
    await addUser('wuzuhu', {});
    expect((await login('wuzuhu')).tenantList).toEqual([]);
  });
});
