import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authDb } from '../../runtime/server/auth/authDb';
import { permissionId } from '../../runtime/server/auth/permissionId';
import { seedPermissions } from '../../runtime/server/auth/seedPermissions';
import { DEMO_ROLES } from '../../runtime/server/seed/roles';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type TestApp } from './harness';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type User = 'admin' | 'zhangwei' | 'lisi';

interface MenuNode {
  id: string;
  path: string;
  hidden?: boolean;
  meta: { title: string; url?: string; internalOrExternal?: boolean };
  children?: MenuNode[];
}
interface Page<T> {
  records: T[];
  total: number;
}
interface Worker {
  id: string;
  empSex: string;
}

const flatten = (menu: MenuNode[]): MenuNode[] => menu.flatMap((node) => [node, ...flatten(node.children ?? [])]);
const routeConfig = (route: RouteOptions) => (route.config ?? {}) as { permission?: string; authenticated?: boolean; public?: boolean };

/**
 * Dictionary and category reads: who may call them depends on the dictionary source asked for, so
 * tests/api/dictPermissions.test.ts walks each of them per source instead.
 */
const readsBySource = (route: RouteOptions) => /^\/api\/sys\/(dict|category)\//.test(route.url) && routeConfig(route).authenticated === true;

/** The system area: every route under /api/sys and every route guarded by a system:* code, websockets and dictionary reads aside. */
function systemRoutes(routes: RouteOptions[]): { method: Method; url: string; permission: string | null }[] {
  return routes
    .filter((route) => !(route as { websocket?: boolean }).websocket && !routeConfig(route).public && !readsBySource(route))
    .filter((route) => route.url.startsWith('/api/sys/') || routeConfig(route).permission?.startsWith('system:'))
    .flatMap((route) =>
      [route.method]
        .flat()
        .filter((method): method is Method => ['GET', 'POST', 'PUT', 'DELETE'].includes(method))
        .map((method) => ({ method, url: route.url.replace(/:(\w+)/g, 'x1').replace('*', 'x1'), permission: routeConfig(route).permission ?? null })),
    );
}

describe.each(backends())('accounts and permissions on %s', (backend) => {
  let t: TestApp;
  let tokens: Record<User, string>;
  let project1: string;

  const roleId = async (code: string) => (await authDb(t.db).selectFrom('sys_role').select('id').where('role_code', '=', code).executeTakeFirstOrThrow()).id;
  const menuOf = async (token: string) =>
    (await t.get<{ menu: MenuNode[]; modules: { key: string; title: string }[] }>('/api/sys/permission/getUserPermissionByToken', { token })).body.result;

  beforeAll(async () => {
    t = await startTestApp({ backend });
    tokens = { admin: await t.login('admin'), zhangwei: await t.login('zhangwei'), lisi: await t.login('lisi') };
    project1 = await t.departId(PROJECT_NAMES[0]);
    // The demo seed (three months of labour data included) outgrows the default hook timeout on a loaded machine.
  }, 180_000);
  afterAll(() => t.close());

  describe('permission matrix of the system area', () => {
    it('answers every system endpoint: anonymous 401, each user as their role grants (the project manager and staff: nothing), the administrator all', async () => {
      const seeded = new Set((await authDb(t.db).selectFrom('sys_permission').select('perms').where('menu_type', '=', 2).execute()).map((row) => row.perms));
      const grants = (roleCode: string, permission: string) =>
        seeded.has(permission) && DEMO_ROLES.find((role) => role.roleCode === roleCode)!.grants(permission);
      const routes = systemRoutes(t.routes);
      expect(routes.length).toBeGreaterThan(40);
      const outcome = (status: number) => (status === 401 ? 'anonymous' : status === 403 ? 'denied' : 'allowed');
      for (const { method, url, permission } of routes) {
        const payload = method === 'GET' || method === 'DELETE' ? {} : { payload: {} };
        // Only the status matters here (an export answers a workbook, not JSON).
        const call = async (user: User | null) =>
          outcome((await t.app.inject({ method, url, headers: user ? { 'x-access-token': tokens[user] } : {}, ...payload })).statusCode);
        const expected = (roleCode: string) => (permission === null || grants(roleCode, permission) ? 'allowed' : 'denied');
        expect(await call(null), `anonymous ${method} ${url}`).toBe('anonymous');
        expect(await call('lisi'), `lisi ${method} ${url}`).toBe(expected('labour_clerk'));
        expect(await call('zhangwei'), `zhangwei ${method} ${url}`).toBe(expected('project_manager'));
        expect(await call('admin'), `admin ${method} ${url}`).toBe('allowed');
      }
    });
  });

  describe('data rules', () => {
    const workerMenu = () => permissionId('screen', 'labour.worker');
    const addRule = (rule: Record<string, string>) =>
      t.post<{ id: string }>(
        '/api/sys/permission/dataRule/add',
        { permissionId: workerMenu(), ruleName: '规则', status: '1', ...rule },
        { token: tokens.admin },
      );
    const workers = async (token: string) =>
      (await t.get<Page<Worker>>('/api/labour/worker/list', { token, projectId: project1, query: { pageSize: '500' } })).body.result;

    it('refuses a rule on a field the screen does not declare, on a menu without a screen, or with a value of the wrong type', async () => {
      expect((await addRule({ ruleColumn: 'salary', ruleConditions: '=', ruleValue: '1' })).body).toMatchObject({
        success: false,
        message: '规则字段 salary 不是页面「花名册」声明的字段',
      });
      expect(
        (
          await t.post(
            '/api/sys/permission/dataRule/add',
            { permissionId: permissionId('module', 'labour'), ruleName: '规则', ruleColumn: 'empSex', ruleConditions: '=', ruleValue: '1' },
            { token: tokens.admin },
          )
        ).body,
      ).toMatchObject({ success: false, message: '只有数据页面（页面文件）可以配置数据规则' });
      expect((await addRule({ ruleColumn: 'startTime', ruleConditions: '>', ruleValue: 'soon' })).body).toMatchObject({
        success: false,
        message: '规则值与字段「进场日期」的类型不符',
      });
      expect((await addRule({ ruleColumn: 'empSex', ruleConditions: '=', ruleValue: '#{sys_nobody}' })).body.success).toBe(false);
      expect((await addRule({ ruleColumn: 'empSex', ruleConditions: 'SQL', ruleValue: '1' })).body.success).toBe(false);
      expect(
        await authDb(t.db).withTables<{ sys_permission_data_rule: { id: string } }>().selectFrom('sys_permission_data_rule').select('id').execute(),
      ).toEqual([]);
    });

    it('filters the rows of a granted rule out of list, queryById, edit and delete, and the administrator still sees all', async () => {
      const before = await workers(tokens.lisi);
      const women = before.records.filter((worker) => worker.empSex === '2');
      const man = before.records.find((worker) => worker.empSex === '1')!;
      expect(women.length).toBeGreaterThan(0);
      const rule = await addRule({ ruleName: '只看女工', ruleColumn: 'empSex', ruleConditions: '=', ruleValue: '2' });
      expect(rule.body.success).toBe(true);
      const clerk = await roleId('labour_clerk');
      const tab = await t.get<{ datarule: { id: string }[]; drChecked: string }>(`/api/sys/role/datarule/${workerMenu()}/${clerk}`, { token: tokens.admin });
      expect(tab.body.result).toMatchObject({ datarule: [{ id: rule.body.result.id }], drChecked: '' });
      expect((await workers(tokens.lisi)).total).toBe(before.total);

      const saved = await t.post(
        '/api/sys/role/datarule',
        { permissionId: workerMenu(), roleId: clerk, dataRuleIds: rule.body.result.id },
        { token: tokens.admin },
      );
      expect(saved.body).toMatchObject({ success: true, message: '保存成功！' });
      const after = await workers(tokens.lisi);
      expect(after.total).toBe(women.length);
      expect(after.records.every((worker) => worker.empSex === '2')).toBe(true);
      const options = { token: tokens.lisi, projectId: project1 };
      expect((await t.get('/api/labour/worker/queryById', { ...options, query: { id: man.id } })).body.success).toBe(false);
      expect((await t.request('PUT', '/api/labour/worker/edit', { ...options, body: { id: man.id, remark: '改' } })).body.success).toBe(false);
      expect((await t.request('DELETE', '/api/labour/worker/delete', { ...options, query: { id: man.id } })).body.success).toBe(false);
      expect((await workers(tokens.admin)).total).toBe(before.total);

      await t.request('PUT', '/api/sys/permission/dataRule/edit', { token: tokens.admin, body: { id: rule.body.result.id, status: '0' } });
      expect((await workers(tokens.lisi)).total).toBe(before.total);
      await t.request('PUT', '/api/sys/permission/dataRule/edit', { token: tokens.admin, body: { id: rule.body.result.id, status: '1' } });
      await t.post('/api/sys/role/datarule', { permissionId: workerMenu(), roleId: clerk, dataRuleIds: '' }, { token: tokens.admin });
      expect((await workers(tokens.lisi)).total).toBe(before.total);
    });

    it('replaces a system variable by the user’s own value', async () => {
      const rule = await addRule({ ruleName: '本人创建', ruleColumn: 'createBy', ruleConditions: '=', ruleValue: '#{sys_user_code}' });
      expect(rule.body.success).toBe(true);
      await t.post(
        '/api/sys/role/datarule',
        { permissionId: workerMenu(), roleId: await roleId('labour_clerk'), dataRuleIds: rule.body.result.id },
        { token: tokens.admin },
      );
      expect((await workers(tokens.lisi)).records.length).toBe(0);
      await t.post('/api/sys/role/datarule', { permissionId: workerMenu(), roleId: await roleId('labour_clerk'), dataRuleIds: '' }, { token: tokens.admin });
    });

    it('refuses a grant of a rule of another menu or to an unknown role', async () => {
      const rule = await addRule({ ruleName: '男工', ruleColumn: 'empSex', ruleConditions: '=', ruleValue: '1' });
      const teamMenu = permissionId('screen', 'labour.team');
      expect(
        (
          await t.post(
            '/api/sys/role/datarule',
            { permissionId: teamMenu, roleId: await roleId('labour_clerk'), dataRuleIds: rule.body.result.id },
            { token: tokens.admin },
          )
        ).body,
      ).toMatchObject({ success: false, message: '数据规则不存在' });
      expect(
        (await t.post('/api/sys/role/datarule', { permissionId: workerMenu(), roleId: 'nope', dataRuleIds: rule.body.result.id }, { token: tokens.admin }))
          .body,
      ).toMatchObject({ success: false, message: '角色不存在' });
    });
  });

  describe('disabled button and tenant header', () => {
    it('refuses a granted button an administrator switched off in 菜单管理, on the server', async () => {
      const list = permissionId('button', 'labour:worker:list');
      const options = { token: tokens.lisi, projectId: project1 };
      expect((await t.get('/api/labour/worker/list', options)).status).toBe(200);
      expect((await t.request('PUT', '/api/sys/permission/edit', { token: tokens.admin, body: { id: list, status: '0' } })).body.success).toBe(true);
      expect((await t.get('/api/labour/worker/list', options)).status).toBe(403);
      await t.request('PUT', '/api/sys/permission/edit', { token: tokens.admin, body: { id: list, status: '1' } });
      expect((await t.get('/api/labour/worker/list', options)).status).toBe(200);
    });

    it('accepts a tenant-id header only for a tenant the user belongs to', async () => {
      for (const [tenantCode, name] of [
        ['2001', '华东分公司'],
        ['2002', '华南分公司'],
      ]) {
        expect((await t.post('/api/sys/tenant/add', { tenantCode, name, status: '1' }, { token: tokens.admin })).body.success).toBe(true);
      }
      const user = await authDb(t.db).selectFrom('sys_user').select(['id', 'tenant_id']).where('username', '=', 'lisi').executeTakeFirstOrThrow();
      const asTenant = (tenant: string) => t.get('/api/sys/permission/getUserPermissionByToken', { token: tokens.lisi, headers: { 'tenant-id': tenant } });
      expect((await asTenant(user.tenant_id)).status).toBe(200);
      expect((await asTenant('2001')).body).toMatchObject({ success: false, message: '无权访问该租户' });
      const edited = await t.request('PUT', '/api/sys/user/edit', { token: tokens.admin, body: { id: user.id, relTenantIds: '2001' } });
      expect(edited.body.success).toBe(true);
      expect((await asTenant('2001')).status).toBe(200);
      expect((await asTenant('2002')).status).toBe(400);
    });
  });

  describe('departments', () => {
    const depart = async (name: string) =>
      authDb(t.db).selectFrom('sys_depart').select(['id', 'org_code', 'parent_id']).where('depart_name', '=', name).executeTakeFirstOrThrow();
    const addDepart = async (departName: string, parentId: string) => {
      const { body } = await t.post<{ id: string; orgCode: string }>(
        '/api/sys/sysDepart/add',
        { departName, parentId, orgType: '2', orgCode: 'Z99' },
        { token: tokens.admin },
      );
      expect(body.success).toBe(true);
      return body.result;
    };

    it('gives a new department the next organisation code under its parent, whatever the client sent', async () => {
      const company = await depart('华泰化学工程建设有限公司');
      expect(company.org_code).toBe('A01');
      const added = await addDepart('测试一部', company.id);
      expect(added.orgCode).toMatch(/^A01A\d{2}$/);
      const child = await addDepart('测试一部一组', added.id);
      expect(child.orgCode).toBe(`${added.orgCode}A01`);
      const edited = await t.request<{ orgCode: string }>('PUT', '/api/sys/sysDepart/edit', {
        token: tokens.admin,
        body: { id: added.id, orgCode: 'B01', memo: '备注' },
      });
      expect(edited.body.result.orgCode).toBe(added.orgCode);
    });

    it('re-parents a department with its subtree’s codes, and refuses a move under its own subtree', async () => {
      const top = await addDepart('移动部', (await depart('华泰化学工程建设有限公司')).id);
      const below = await addDepart('移动部下级', top.id);
      const target = await depart('工程部');
      const moved = await t.request<{ orgCode: string }>('PUT', '/api/sys/sysDepart/edit', { token: tokens.admin, body: { id: top.id, parentId: target.id } });
      expect(moved.body.success).toBe(true);
      expect(moved.body.result.orgCode).toMatch(new RegExp(`^${target.org_code}A\\d{2}$`));
      expect((await depart('移动部下级')).org_code).toBe(`${moved.body.result.orgCode}A01`);
      const loop = await t.request('PUT', '/api/sys/sysDepart/edit', { token: tokens.admin, body: { id: top.id, parentId: below.id } });
      expect(loop.body).toMatchObject({ success: false, message: '不能把部门移到它自己或它的下级部门之下' });
      expect((await depart('移动部')).parent_id).toBe(target.id);
    });

    it('makes a role created for a department a department role, and wants a department for one', async () => {
      const owner = await depart('工程部');
      const own = await t.post<{ roleType: string }>(
        '/api/sys/role/add',
        { roleName: '工程部文员', roleCode: 'eng_clerk', roleType: '1', departId: owner.id },
        { token: tokens.admin },
      );
      expect(own.body.result.roleType).toBe('3');
      expect((await t.post('/api/sys/role/add', { roleName: '无部门', roleCode: 'no_depart', roleType: '3' }, { token: tokens.admin })).body).toMatchObject({
        success: false,
        message: '部门角色请选择所属部门',
      });
    });
  });

  describe('菜单管理', () => {
    const userMenu = permissionId('screen', 'system.user');
    const orgGroup = permissionId('group', 'system/org');
    const edit = (body: Record<string, unknown>) => t.request('PUT', '/api/sys/permission/edit', { token: tokens.admin, body });

    it('renames, reorders and hides a menu, and the user sees it at the next permission load, also after a restart', async () => {
      const teamMenu = permissionId('screen', 'labour.team');
      expect((await edit({ id: teamMenu, name: '班组', sortNo: 0 })).body).toMatchObject({ success: true, message: '编辑成功!' });
      const entries = flatten((await menuOf(tokens.zhangwei)).menu);
      const group = entries.find((entry) => entry.id === permissionId('group', 'labour/people'))!;
      expect(group.children?.[0]).toMatchObject({ path: '/labour/team', meta: { title: '班组' } });
      await edit({ id: teamMenu, hidden: true });
      expect(flatten((await menuOf(tokens.zhangwei)).menu).find((entry) => entry.id === teamMenu)).toMatchObject({ hidden: true });
      await seedPermissions(t.db, t.app.screens);
      expect(flatten((await menuOf(tokens.zhangwei)).menu).find((entry) => entry.id === teamMenu)).toMatchObject({ hidden: true, meta: { title: '班组' } });
      await edit({ id: teamMenu, name: '班组管理', hidden: false, sortNo: 1 });
    });

    it('renames a module on the launcher', async () => {
      await edit({ id: permissionId('module', 'labour'), name: '劳务' });
      expect((await menuOf(tokens.zhangwei)).modules.find((module) => module.key === 'labour')?.title).toBe('劳务');
      await edit({ id: permissionId('module', 'labour'), name: '劳务管理' });
    });

    it('adds an external link shown to the roles granted it, and deletes it again', async () => {
      const added = await t.post<{ id: string }>(
        '/api/sys/permission/add',
        { parentId: orgGroup, menuType: 1, name: '集团官网', url: 'https://example.com/', internalOrExternal: true, sortNo: 99 },
        { token: tokens.admin },
      );
      expect(added.body).toMatchObject({ success: true });
      const link = added.body.result.id;
      expect(flatten((await menuOf(tokens.zhangwei)).menu).some((entry) => entry.id === link)).toBe(false);
      expect(flatten((await menuOf(tokens.admin)).menu).find((entry) => entry.id === link)).toMatchObject({
        meta: { title: '集团官网', url: 'https://example.com/', internalOrExternal: true },
      });
      const manager = await roleId('project_manager');
      await t.post('/api/sys/permission/saveRolePermission', { roleId: manager, permissionIds: link, lastpermissionIds: '' }, { token: tokens.admin });
      expect(flatten((await menuOf(tokens.zhangwei)).menu).some((entry) => entry.id === link)).toBe(true);
      await seedPermissions(t.db, t.app.screens);
      expect(flatten((await menuOf(tokens.zhangwei)).menu).some((entry) => entry.id === link)).toBe(true);
      expect((await t.request('DELETE', '/api/sys/permission/delete', { token: tokens.admin, query: { id: link } })).body.success).toBe(true);
      expect(flatten((await menuOf(tokens.zhangwei)).menu).some((entry) => entry.id === link)).toBe(false);
    });

    it('adds a button code that holders of its grant receive, and refuses a duplicate code', async () => {
      const button = { parentId: userMenu, menuType: 2, name: '审核', perms: 'system:user:audit', status: '1' };
      expect((await t.post('/api/sys/permission/add', button, { token: tokens.admin })).body.success).toBe(true);
      expect((await t.post('/api/sys/permission/add', button, { token: tokens.admin })).body).toMatchObject({ success: false, message: '授权标识已存在' });
      const all = await t.get<{ allAuth: { action: string }[] }>('/api/sys/permission/getUserPermissionByToken', { token: tokens.admin });
      expect(all.body.result.allAuth.map((entry) => entry.action)).toContain('system:user:audit');
    });

    it('keeps the structure of catalogue rows and refuses to delete them', async () => {
      expect((await edit({ id: userMenu, url: '/elsewhere' })).body).toMatchObject({
        success: false,
        message: '系统菜单的类型、上级、路径和授权标识由页面目录决定，不能修改',
      });
      expect((await t.request('DELETE', '/api/sys/permission/delete', { token: tokens.admin, query: { id: userMenu } })).body).toMatchObject({
        success: false,
        message: '系统菜单不能删除，可以隐藏',
      });
      expect(
        (await t.post('/api/sys/permission/add', { parentId: orgGroup, menuType: 1, name: '坏链接', url: 'javascript:alert(1)' }, { token: tokens.admin }))
          .body,
      ).toMatchObject({ success: false, message: '请输入以 http:// 或 https:// 开头的链接地址' });
    });
  });
});
