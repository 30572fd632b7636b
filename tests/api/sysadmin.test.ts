import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authDb } from '../../runtime/server/auth/authDb';
import { permissionId } from '../../runtime/server/auth/permissionId';
import { TEST_ADMIN_PASSWORD } from '../fixtures/testAccounts';
import { backends, startTestApp, type TestApp } from './harness';

interface TreeNode {
  key: string;
  title: string;
  menuType: number;
  perms: string | null;
  children?: TreeNode[];
}

const NEW_PASSWORD = 'Reset#Pass2026';

function flatten(nodes: TreeNode[]): TreeNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
}

describe.each(backends())('system administration on %s', (backend) => {
  let t: TestApp;
  let tokens: Record<'admin' | 'zhangwei' | 'lisi', string>;

  const userId = async (username: string) =>
    (await authDb(t.db).selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const roleId = async (code: string) => (await authDb(t.db).selectFrom('sys_role').select('id').where('role_code', '=', code).executeTakeFirstOrThrow()).id;
  const loginAnswer = (username: string, password = TEST_ADMIN_PASSWORD) => t.post<{ token: string }>('/api/sys/login', { username, password });
  const addUser = async (username: string, extra: Record<string, unknown> = {}) => {
    const { body } = await t.post<{ id: string }>(
      '/api/sys/user/add',
      { username, realname: `测试${username}`, password: TEST_ADMIN_PASSWORD, ...extra },
      { token: tokens.admin },
    );
    expect(body).toMatchObject({ success: true });
    return body.result.id;
  };

  beforeAll(async () => {
    t = await startTestApp({ backend });
    tokens = { admin: await t.login('admin'), zhangwei: await t.login('zhangwei'), lisi: await t.login('lisi') };
  });
  afterAll(() => t.close());

  describe('permission matrix', () => {
    const calls: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, Record<string, unknown> | undefined][] = [
      ['freeze', 'POST', '/api/sys/user/frozenBatch', { ids: 'none', status: '2' }],
      ['reset a password', 'PUT', '/api/sys/user/changePassword', { username: 'none', password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD }],
      ['open the recycle bin', 'GET', '/api/sys/user/recycleBin', undefined],
      ['restore', 'PUT', '/api/sys/user/putRecycleBin', { ids: 'none' }],
      ['purge', 'DELETE', '/api/sys/user/deleteRecycleBin?ids=none', undefined],
      ['load the permission tree', 'GET', '/api/sys/permission/queryTreeList', undefined],
      ['read a role grant', 'GET', '/api/sys/permission/queryRolePermission?roleId=none', undefined],
      ['save a role grant', 'POST', '/api/sys/permission/saveRolePermission', { roleId: 'none', permissionIds: '', lastpermissionIds: '' }],
      ['list the logs', 'GET', '/api/sys/log/list', undefined],
    ];

    it.each(calls)('lets only the administrator %s: anonymous 401, project manager and staff 403', async (_what, method, url, body) => {
      expect((await t.request(method, url, { body })).status).toBe(401);
      expect((await t.request(method, url, { body, token: tokens.lisi })).status).toBe(403);
      expect((await t.request(method, url, { body, token: tokens.zhangwei })).status).toBe(403);
      expect((await t.request(method, url, { body, token: tokens.admin })).status).toBe(200);
    });

    it('has no write routes on logs', async () => {
      expect((await t.post('/api/sys/log/add', { logType: '2', logContent: 'x' }, { token: tokens.admin })).status).toBe(404);
      expect((await t.request('DELETE', '/api/sys/log/delete', { query: { id: 'x' }, token: tokens.admin })).status).toBe(404);
    });
  });

  describe('freezing', () => {
    it('ends a frozen user’s sessions at once, refuses their sign-in and lets them in again once unfrozen', async () => {
      const id = await addUser('frozen_one');
      const token = await t.login('frozen_one');
      const frozen = await t.post('/api/sys/user/frozenBatch', { ids: id, status: '2' }, { token: tokens.admin });
      expect(frozen.body).toMatchObject({ success: true, message: '冻结成功!' });
      expect((await t.get('/api/sys/permission/getUserPermissionByToken', { token })).status).toBe(401);
      expect((await loginAnswer('frozen_one')).body).toMatchObject({ success: false, message: '该用户已冻结' });
      const unfrozen = await t.post('/api/sys/user/frozenBatch', { ids: [id], status: '1' }, { token: tokens.admin });
      expect(unfrozen.body).toMatchObject({ success: true, message: '解冻成功!' });
      expect((await loginAnswer('frozen_one')).body.success).toBe(true);
    });

    it('refuses to freeze the administrator or to set an unknown status, changing nothing', async () => {
      const admin = await userId('admin');
      expect((await t.post('/api/sys/user/frozenBatch', { ids: admin, status: '2' }, { token: tokens.admin })).body).toMatchObject({
        success: false,
        message: '不能冻结超级管理员',
      });
      expect((await t.post('/api/sys/user/frozenBatch', { ids: admin, status: '9' }, { token: tokens.admin })).body.success).toBe(false);
      expect((await t.get('/api/sys/permission/getUserPermissionByToken', { token: tokens.admin })).status).toBe(200);
    });
  });

  describe('password reset by an administrator', () => {
    it('applies the password rules of shell-spec §5 and changes nothing on a refusal', async () => {
      await addUser('reset_one');
      const weak = await t.request('PUT', '/api/sys/user/changePassword', {
        token: tokens.admin,
        body: { username: 'reset_one', password: 'short', confirmpassword: 'short' },
      });
      expect(weak.body).toMatchObject({ success: false, message: '密码由8位数字、大小写字母和特殊符号组成!' });
      const mismatch = await t.request('PUT', '/api/sys/user/changePassword', {
        token: tokens.admin,
        body: { username: 'reset_one', password: NEW_PASSWORD, confirmpassword: `${NEW_PASSWORD}x` },
      });
      expect(mismatch.body).toMatchObject({ success: false, message: '两次输入的密码不一样！' });
      expect((await loginAnswer('reset_one')).body.success).toBe(true);
    });

    it('sets the new password, ends the user’s sessions and lets them sign in with it only', async () => {
      await addUser('reset_two');
      const token = await t.login('reset_two');
      const reset = await t.request('PUT', '/api/sys/user/changePassword', {
        token: tokens.admin,
        body: { username: 'reset_two', password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD },
      });
      expect(reset.body).toMatchObject({ success: true, message: '密码重置成功!' });
      expect((await t.get('/api/sys/permission/getUserPermissionByToken', { token })).status).toBe(401);
      expect((await loginAnswer('reset_two', NEW_PASSWORD)).body.success).toBe(true);
    });
  });

  describe('recycle bin', () => {
    it('hides a deleted user from the list, refuses their sign-in, and restores them with their password kept', async () => {
      const id = await addUser('bin_one');
      const token = await t.login('bin_one');
      expect((await t.request('DELETE', '/api/sys/user/delete', { token: tokens.admin, query: { id } })).body.success).toBe(true);
      expect((await t.get('/api/sys/permission/getUserPermissionByToken', { token })).status).toBe(401);
      const list = await t.get<{ records: { id: string }[] }>('/api/sys/user/list', { token: tokens.admin, query: { username: 'bin_one' } });
      expect(list.body.result.records).toEqual([]);
      expect((await t.get('/api/sys/user/queryById', { token: tokens.admin, query: { id } })).body.success).toBe(false);
      const bin = await t.get<{ records: { id: string; username: string }[] }>('/api/sys/user/recycleBin', { token: tokens.admin });
      expect(bin.body.result.records.map((record) => record.username)).toContain('bin_one');
      expect((await loginAnswer('bin_one')).body.success).toBe(false);

      const restored = await t.request('PUT', '/api/sys/user/putRecycleBin', { token: tokens.admin, body: { ids: id } });
      expect(restored.body).toMatchObject({ success: true, message: '还原成功' });
      const again = await t.get<{ records: { id: string }[] }>('/api/sys/user/list', { token: tokens.admin, query: { username: 'bin_one' } });
      expect(again.body.result.records.map((record) => record.id)).toEqual([id]);
      expect(await authDb(t.db).selectFrom('sys_user_credential').select('user_id').where('user_id', '=', id).executeTakeFirst()).toBeDefined();
    });

    it('purges a deleted user for good, and refuses to purge a live one', async () => {
      const id = await addUser('bin_two');
      expect((await t.request('DELETE', '/api/sys/user/deleteRecycleBin', { token: tokens.admin, query: { ids: id } })).body.success).toBe(false);
      await t.request('DELETE', '/api/sys/user/delete', { token: tokens.admin, query: { id } });
      expect((await t.request('DELETE', '/api/sys/user/deleteRecycleBin', { token: tokens.admin, query: { ids: id } })).body.success).toBe(true);
      expect(await authDb(t.db).selectFrom('sys_user').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
      expect(await authDb(t.db).selectFrom('sys_user_credential').select('user_id').where('user_id', '=', id).executeTakeFirst()).toBeUndefined();
    });

    it('refuses to delete the administrator', async () => {
      const admin = await userId('admin');
      expect((await t.request('DELETE', '/api/sys/user/delete', { token: tokens.admin, query: { id: admin } })).body).toMatchObject({
        success: false,
        message: '不能删除超级管理员',
      });
    });
  });

  describe('role authorisation', () => {
    it('answers the tree of modules, menus and buttons with the role screen’s 授权 button in it', async () => {
      const { body } = await t.get<{ treeList: TreeNode[]; ids: string[] }>('/api/sys/permission/queryTreeList', { token: tokens.admin });
      const nodes = flatten(body.result.treeList);
      expect(nodes.length).toBe(body.result.ids.length);
      const system = body.result.treeList.find((node) => node.title === '系统设置');
      expect(system?.menuType).toBe(0);
      expect(nodes.find((node) => node.perms === 'system:role:authorize')?.title).toBe('授权');
      expect(nodes.find((node) => node.perms === 'system:user:frozen')?.title).toBe('冻结');
      expect(nodes.some((node) => node.perms === 'system:log:add')).toBe(false);
    });

    it('grants what was ticked and revokes what was unticked, and the user holding the role gets exactly that', async () => {
      const { body: role } = await t.post<{ id: string }>(
        '/api/sys/role/add',
        { roleName: '测试授权', roleCode: 'grant_test', roleType: '1' },
        { token: tokens.admin },
      );
      await addUser('granted_one', { roleIds: role.result.id });
      const list = permissionId('button', 'system:dict:list');
      const add = permissionId('button', 'system:dict:add');
      const save = (permissionIds: string[], lastpermissionIds: string[]) =>
        t.post(
          '/api/sys/permission/saveRolePermission',
          { roleId: role.result.id, permissionIds: permissionIds.join(','), lastpermissionIds: lastpermissionIds.join(',') },
          { token: tokens.admin },
        );

      expect((await save([list, add], [])).body).toMatchObject({ success: true, message: '保存成功！' });
      const granted = await t.get<string[]>('/api/sys/permission/queryRolePermission', { token: tokens.admin, query: { roleId: role.result.id } });
      expect([...granted.body.result].sort()).toEqual([list, add].sort());
      const token = await t.login('granted_one');
      expect((await t.get('/api/sys/dict/list', { token })).status).toBe(200);
      expect((await t.post('/api/sys/dict/add', { dictName: '授权测试', dictCode: 'grant_test_dict' }, { token })).body.success).toBe(true);
      expect((await t.get('/api/sys/user/list', { token })).status).toBe(403);

      await save([list], [list, add]);
      expect((await t.post('/api/sys/dict/add', { dictName: '授权测试2', dictCode: 'grant_test_dict2' }, { token })).status).toBe(403);
      expect((await t.get('/api/sys/dict/list', { token })).status).toBe(200);
    });

    it('refuses a grant of an unknown permission or to an unknown role, changing nothing', async () => {
      const viewer = await roleId('viewer');
      const before = await t.get<string[]>('/api/sys/permission/queryRolePermission', { token: tokens.admin, query: { roleId: viewer } });
      expect(
        (await t.post('/api/sys/permission/saveRolePermission', { roleId: viewer, permissionIds: 'nope', lastpermissionIds: '' }, { token: tokens.admin }))
          .body,
      ).toMatchObject({ success: false, message: '权限不存在' });
      expect(
        (await t.post('/api/sys/permission/saveRolePermission', { roleId: 'nope', permissionIds: '', lastpermissionIds: '' }, { token: tokens.admin })).body,
      ).toMatchObject({ success: false, message: '角色不存在' });
      const after = await t.get<string[]>('/api/sys/permission/queryRolePermission', { token: tokens.admin, query: { roleId: viewer } });
      expect(after.body.result.length).toBe(before.body.result.length);
    });
  });

  describe('tenant header', () => {
    it('accepts the user’s own tenant or none, and refuses another tenant named in tenant-id', async () => {
      const own = await t.get('/api/sys/permission/getUserPermissionByToken', { token: tokens.lisi, headers: { 'tenant-id': '0' } });
      expect(own.status).toBe(200);
      const spoofed = await t.get('/api/sys/permission/getUserPermissionByToken', { token: tokens.lisi, headers: { 'tenant-id': '1002' } });
      expect(spoofed.status).toBe(400);
      expect(spoofed.body).toMatchObject({ success: false, message: '无权访问该租户' });
      const write = await t.post(
        '/api/sys/user/frozenBatch',
        { ids: await userId('lisi'), status: '2' },
        { token: tokens.admin, headers: { 'tenant-id': '1002' } },
      );
      expect(write.status).toBe(400);
      expect((await t.get('/api/sys/permission/getUserPermissionByToken', { token: tokens.lisi })).status).toBe(200);
    });
  });

  describe('disabled buttons', () => {
    it('refuses a granted button whose permission an administrator switched off (status 0), on the server', async () => {
      const project = await t.departId((await import('../fixtures/testAccounts')).PROJECT_NAMES[0]);
      const options = { token: tokens.lisi, projectId: project };
      expect((await t.get('/api/labour/worker/list', options)).status).toBe(200);
      // Switched off in the database, as another server would: the change reaches the session cache once announced.
      const listStatus = async () => (await t.get('/api/labour/worker/list', options)).status;
      await authDb(t.db).updateTable('sys_permission').set({ status: '0' }).where('perms', '=', 'labour:worker:list').execute();
      try {
        await expect.poll(listStatus, { timeout: 2_000, interval: 5 }).toBe(403);
        const permissions = await t.get<{ auth: { action: string }[] }>('/api/sys/permission/getUserPermissionByToken', { token: tokens.lisi });
        expect(permissions.body.result.auth.map((entry) => entry.action)).not.toContain('labour:worker:list');
      } finally {
        await authDb(t.db).updateTable('sys_permission').set({ status: '1' }).where('perms', '=', 'labour:worker:list').execute();
        await expect.poll(listStatus, { timeout: 2_000, interval: 5 }).toBe(200);
      }
    });
  });
});
