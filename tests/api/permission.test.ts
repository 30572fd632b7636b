import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCatalogueScreens } from '../../runtime/core/screen/catalogue.types';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type TestApp } from './harness';

interface MenuNode {
  id: string;
  path: string;
  name: string;
  component: string;
  route: string;
  redirect?: string;
  meta: { title: string; keepAlive: boolean; internalOrExternal: boolean; componentName: string };
  children?: MenuNode[];
}
interface PermissionAnswer {
  menu: MenuNode[];
  auth: { action: string; type: string; describe: string }[];
  allAuth: { action: string; status: string; type: string; describe: string }[];
  codeList: string[];
  sysSafeMode: boolean;
  modules: { key: string; title: string; target: string; disabled: boolean; withoutProject: boolean }[];
}

function leaves(menu: MenuNode[]): MenuNode[] {
  return menu.flatMap((node) => (node.children?.length ? leaves(node.children) : [node]));
}

describe.each(backends())('permissions on %s', (backend) => {
  let t: TestApp;
  let tokens: Record<'admin' | 'lisi' | 'wangfang' | 'zhangwei', string>;
  let project1: string;

  const permissionsOf = async (token: string) => (await t.get<PermissionAnswer>('/api/sys/permission/getUserPermissionByToken', { token })).body.result;

  beforeAll(async () => {
    t = await startTestApp({ backend });
    tokens = { admin: await t.login('admin'), lisi: await t.login('lisi'), wangfang: await t.login('wangfang'), zhangwei: await t.login('zhangwei') };
    project1 = await t.departId(PROJECT_NAMES[0]);
    // The demo seed (three months of labour data included) outgrows the default hook timeout on a loaded machine.
  }, 180_000);
  afterAll(() => t.close());

  it('answers 403 没有权限，请联系管理员授权 when a labour clerk adds a warehouse (outside labour the clerk only reads)', async () => {
    const { status, body } = await t.post(
      '/api/materialmgmt/warehouse/add',
      { warehouseCode: 'W403', warehouseName: '越权仓库', warehouseType: '1', status: '1' },
      { token: tokens.lisi, projectId: project1 },
    );
    expect(status).toBe(403);
    expect(body).toMatchObject({ success: false, code: 403, message: '没有权限，请联系管理员授权' });
  });

  it('answers 403 when a labour clerk lists users, and 200 for the team list the role grants', async () => {
    expect((await t.get('/api/sys/user/list', { token: tokens.lisi })).status).toBe(403);
    expect((await t.get('/api/labour/team/list', { token: tokens.lisi, projectId: project1 })).status).toBe(200);
  });

  it('lets a read-only user list workers but not add, edit or delete them', async () => {
    const project3 = await t.departId(PROJECT_NAMES[2]);
    const options = { token: tokens.wangfang, projectId: project3 };
    expect((await t.get('/api/labour/worker/list', options)).status).toBe(200);
    expect((await t.post('/api/labour/worker/add', {}, options)).status).toBe(403);
    expect((await t.request('PUT', '/api/labour/worker/edit', { ...options, body: {} })).status).toBe(403);
    expect((await t.request('DELETE', '/api/labour/worker/delete', { ...options, query: { id: 'x' } })).status).toBe(403);
  });

  it('gives the admin every screen of the catalogue in the menu and every button', async () => {
    const admin = await permissionsOf(tokens.admin);
    const catalogueLeaves = listCatalogueScreens(t.app.screens.catalogue).map(({ screen }) => {
      if (screen.schema) return `screen/${screen.id}`;
      // An entry opening another screen without list parameters (项目仓库 → 仓库) has no query string.
      if (screen.opens) return `screen/${screen.opens}${screen.query ? `?${new URLSearchParams(screen.query).toString()}` : ''}`;
      if (screen.ledger) return `ledger/${screen.id}`;
      if (screen.sheet) return `sheet/${screen.id}`;
      if (screen.dashboard) return `${t.app.screens.dashboards.get(screen.id)?.bigScreen ? 'bigScreen' : 'dashboard'}/${screen.id}`;
      return `page/${screen.page}`;
    });
    // Every user's personal pages (分析页) are hidden routes of the menu beside the modules.
    catalogueLeaves.push(...(t.app.screens.catalogue.personal ?? []).map((page) => `dashboard/${page.id}`));
    expect(
      leaves(admin.menu)
        .map((leaf) => leaf.component)
        .sort(),
    ).toEqual(catalogueLeaves.sort());
    expect(admin.auth.map((button) => button.action).sort()).toEqual(admin.allAuth.map((button) => button.action).sort());
    expect(admin.sysSafeMode).toBe(false);
  });

  it('shows a labour clerk the whole labour module and the basic data, with only the buttons of the role', async () => {
    const lisi = await permissionsOf(tokens.lisi);
    expect(lisi.menu.map((module) => module.meta.title)).toEqual(['劳务管理', '项目设置', '分析页']);
    const labourScreens = listCatalogueScreens(t.app.screens.catalogue)
      .filter(({ module }) => module.key === 'labour')
      .map(({ screen }) => screen.title);
    expect(leaves([lisi.menu[0]]).map((leaf) => leaf.meta.title)).toEqual(labourScreens);
    expect(lisi.codeList).toEqual(
      expect.arrayContaining(['labour:worker:add', 'labour:hire:add', 'labour:blacklist:add', 'labour:team:add', 'labour:company:list']),
    );
    // Outside labour only reads.
    expect(lisi.codeList.filter((code) => !code.startsWith('labour:') && !code.endsWith(':list') && !code.endsWith(':view'))).toEqual([]);
    expect(lisi.auth.every((button) => button.type === '1')).toBe(true);
    expect(lisi.allAuth.length).toBeGreaterThan(lisi.auth.length);
  });

  it('lets a project manager work in labour, materials, construction, safety, technology, quality, the smart site, special devices, pipe welding, digital delivery, the basic data and the company figures of his projects but not see system settings', async () => {
    const zhangwei = await permissionsOf(tokens.zhangwei);
    expect(zhangwei.menu.map((module) => module.meta.title)).toEqual([
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
    expect(zhangwei.codeList).toContain('material:plan:add');
    expect(zhangwei.codeList).toContain('labour:team:add');
    expect(zhangwei.codeList).toContain('safety:inspection:edit');
    expect(zhangwei.codeList.filter((code) => code.startsWith('system:'))).toEqual([]);
    expect((await t.get('/api/sys/user/list', { token: tokens.zhangwei })).status).toBe(403);
    expect((await t.post('/api/sys/user/add', { username: 'sneaky', realname: '越权', password: 'Some#Pass1' }, { token: tokens.zhangwei })).status).toBe(403);
  });

  it('builds menu items in the upstream shape: containers, screen leaves and a module redirect', async () => {
    const [labour] = (await permissionsOf(tokens.lisi)).menu;
    expect(labour).toMatchObject({ path: '/labour', name: 'labour', component: 'layouts/RouteView', route: '1', redirect: '/labour/index' });
    const worker = leaves([labour]).find((leaf) => leaf.path === '/labour/worker')!;
    expect(worker).toMatchObject({
      path: '/labour/worker',
      name: 'labour-worker',
      component: 'screen/labour.worker',
      route: '1',
      meta: { title: '花名册', keepAlive: false, internalOrExternal: false, componentName: 'labour-worker' },
    });
    expect(worker.id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('lists all 13 launcher modules for the administrator, two of them disabled and only 数据决策中心 and 系统设置 usable without a project', async () => {
    const { modules } = await permissionsOf(tokens.admin);
    expect(modules).toHaveLength(13);
    expect(modules.filter((module) => module.disabled).map((module) => module.title)).toEqual(['特种设备', '管道焊接']);
    expect(modules.filter((module) => module.withoutProject).map((module) => module.key)).toEqual(['dataCenter', 'system']);
  });

  it('lists for other users only the modules of their menu, and the disabled ones', async () => {
    const titles = async (token: string) => (await permissionsOf(token)).modules.map((module) => module.title);
    expect(await titles(tokens.lisi)).toEqual(['劳务管理', '特种设备', '管道焊接', '项目设置']);
    // 数据决策中心: the welding figures of her own project (company dashboards read the caller's projects only).
    expect(await titles(tokens.wangfang)).toEqual([
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
    ]);
  });
});
