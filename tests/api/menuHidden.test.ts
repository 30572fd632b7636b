import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalogue } from '../../runtime/core/screen/catalogue.types';
import { authDb } from '../../runtime/server/auth/authDb';
import { permissionId } from '../../runtime/server/auth/permissionId';
import { seedPermissions } from '../../runtime/server/auth/seedPermissions';
import type { ScreenRegistry } from '../../runtime/server/screens/screenRegistry';
import { backends, startTestApp, type TestApp } from './harness';

interface MenuNode {
  id: string;
  path: string;
  route: string;
  hidden?: boolean;
  meta: { title: string; hideMenu?: boolean };
  children?: MenuNode[];
}

function leaves(menu: MenuNode[]): MenuNode[] {
  return menu.flatMap((node) => (node.children?.length ? leaves(node.children) : [node]));
}

/** The catalogue with `hidden` set on one screen. */
function withHidden(catalogue: Catalogue, screenId: string): Catalogue {
  return {
    ...catalogue,
    modules: catalogue.modules.map((module) => ({
      ...module,
      groups: module.groups.map((group) => ({
        ...group,
        screens: group.screens.map((screen) => (screen.id === screenId ? { ...screen, hidden: true } : screen)),
      })),
    })),
  };
}

describe.each(backends())('menu entries hidden in sys_permission on %s', (backend) => {
  let t: TestApp;
  let token: string;
  const userRow = permissionId('screen', 'system.user');
  const roleRow = permissionId('screen', 'system.role');

  const menuLeaf = async (path: string) => {
    const { body } = await t.get<{ menu: MenuNode[] }>('/api/sys/permission/getUserPermissionByToken', { token });
    return leaves(body.result.menu).find((leaf) => leaf.path === path);
  };
  const hiddenOf = async (id: string) =>
    (await authDb(t.db).selectFrom('sys_permission').select('hidden').where('id', '=', id).executeTakeFirstOrThrow()).hidden;

  beforeAll(async () => {
    t = await startTestApp({ backend, seed: 'minimal' });
    token = await t.login('admin');
  });
  afterAll(() => t.close());

  it('lists a screen normally until an administrator hides its row', async () => {
    const leaf = await menuLeaf('/isystem/user');
    expect(leaf).toMatchObject({ route: '1' });
    expect(leaf?.hidden).toBeUndefined();
  });

  it('sends the hidden row hidden (and still routed) while its API keeps working', async () => {
    await authDb(t.db).updateTable('sys_permission').set({ hidden: true }).where('id', '=', userRow).execute();
    expect(await menuLeaf('/isystem/user')).toMatchObject({ hidden: true, route: '1', meta: { title: '用户管理', hideMenu: true } });
    expect((await menuLeaf('/isystem/role'))?.hidden).toBeUndefined();
    const list = await t.get('/api/sys/user/list', { token });
    expect(list.status).toBe(200);
    expect(list.body.success).toBe(true);
  });

  it('keeps the administrator’s hiding when the permissions are seeded again on a restart', async () => {
    await seedPermissions(t.db, t.app.screens);
    expect(await hiddenOf(userRow)).toBe(true);
    expect(await menuLeaf('/isystem/user')).toMatchObject({ hidden: true });
  });

  it('writes the catalogue’s own flag when it changes, and takes it back when the catalogue does', async () => {
    const registry: ScreenRegistry = t.app.screens;
    await seedPermissions(t.db, { ...registry, catalogue: withHidden(registry.catalogue, 'system.role') });
    expect(await hiddenOf(roleRow)).toBe(true);
    expect(await hiddenOf(userRow)).toBe(true);
    await seedPermissions(t.db, registry);
    expect(await hiddenOf(roleRow)).toBe(false);
    expect(await hiddenOf(userRow)).toBe(true);
  });
});
