import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../../core/screen/catalogue.types';
import type { ScreenFile } from '../../../core/screen/screen.types';
import { permissionId } from '../permissionId';
import { permissionRows } from '../permissionRows';
import { buildMenu, catalogueLeafPermissions, type MenuRow } from './buildMenu';
import { launcherModules } from './launcherModules';

const screen = (id: string, permission: string) =>
  ({ id, permission, entity: { type: 'object', properties: {} }, list: { columns: [] } }) as unknown as ScreenFile;
const screens = new Map([
  ['a.one', screen('a.one', 'a:one')],
  ['a.two', screen('a.two', 'a:two')],
  ['b.one', screen('b.one', 'b:one')],
]);
const catalogue: Catalogue = {
  modules: [
    {
      key: 'a',
      title: '甲',
      target: '/a/one',
      groups: [
        {
          key: 'g',
          title: '组',
          screens: [
            { id: 'a.one', title: '一', path: '/a/one', schema: 's/a/one.json' },
            { id: 'a.two', title: '二', path: '/a/two', schema: 's/a/two.json' },
          ],
        },
      ],
    },
    {
      key: 'b',
      title: '乙',
      target: '/b/one',
      disabled: true,
      groups: [{ key: 'g', title: '组', screens: [{ id: 'b.one', title: '一', path: '/b/one', schema: 's/b/one.json' }] }],
    },
    {
      key: 'c',
      title: '丙',
      target: '/c/home',
      withoutProject: true,
      groups: [{ key: 'p', title: '页', screens: [{ id: 'c.home', title: '首页', path: '/c/home', page: 'cHome' }] }],
    },
    { key: 'd', title: '丁', target: '/d', groups: [] },
  ],
};

const rowsOf = (source: Catalogue): MenuRow[] => permissionRows(source, screens).map((row) => ({ ...row, internal_or_external: false }));
const access = (may: (permission: string) => boolean, granted: (id: string) => boolean = () => false, source = catalogue) => ({
  openPermissions: catalogueLeafPermissions(source, screens),
  may,
  granted,
});
const edit = (rows: MenuRow[], id: string, change: Partial<MenuRow>) => rows.map((row) => (row.id === id ? { ...row, ...change } : row));

describe('menu from the sys_permission rows', () => {
  it('shows a screen only with its list permission and drops empty groups and modules', () => {
    const menu = buildMenu(
      rowsOf(catalogue),
      access((permission) => permission === 'a:two:list'),
    );
    expect(menu.map((module) => module.name)).toEqual(['a', 'c']);
    expect(menu[0].children?.[0].children?.map((leaf) => leaf.path)).toEqual(['/a/two']);
    expect(menu[0].redirect).toBe('/a/two');
  });

  it('marks screen leaves screen/<id>, pages page/<key> and containers layouts/RouteView', () => {
    const menu = buildMenu(
      rowsOf(catalogue),
      access(
        () => true,
        () => true,
      ),
    );
    expect(menu.map((module) => module.name)).toEqual(['a', 'b', 'c']);
    expect(menu[0].component).toBe('layouts/RouteView');
    expect(menu[0].children?.[0].component).toBe('layouts/RouteView');
    expect(menu[0].children?.[0].children?.[0]).toMatchObject({
      component: 'screen/a.one',
      name: 'a-one',
      route: '1',
      meta: { title: '一', componentName: 'a-one' },
    });
    expect(menu[2].children?.[0].children?.[0].component).toBe('page/cHome');
  });

  it('sends a hidden row hidden, a route-false row route 0, and redirects past both', () => {
    let rows = edit(rowsOf(catalogue), permissionId('screen', 'a.one'), { hidden: true });
    rows = [...rows, { ...rows.find((row) => row.id === permissionId('screen', 'a.two'))!, id: 'x', url: '/a/x', sort_no: -1, route: false }];
    const [module] = buildMenu(
      rows,
      access(
        () => true,
        () => true,
      ),
    );
    const [unrouted, hidden, plain] = module.children?.[0].children ?? [];
    expect(hidden).toMatchObject({ path: '/a/one', hidden: true, route: '1', meta: { hideMenu: true } });
    expect(unrouted).toMatchObject({ path: '/a/x', route: '0' });
    expect(plain.hidden).toBeUndefined();
    expect(module.redirect).toBe('/a/two');
  });

  it('takes titles, order, always-show and icons from the rows an administrator edited', () => {
    let rows = edit(rowsOf(catalogue), permissionId('screen', 'a.two'), { name: '第二', sort_no: -1, icon: 'StarOutlined' });
    rows = edit(rows, permissionId('group', 'a/g'), { always_show: true });
    const [module] = buildMenu(
      rows,
      access(() => true),
    );
    expect(module.children?.[0].alwaysShow).toBe(true);
    expect(module.children?.[0].children?.map((leaf) => leaf.meta.title)).toEqual(['第二', '一']);
    expect(module.children?.[0].children?.[0].meta.icon).toBe('StarOutlined');
  });

  it('shows an added external link only to holders of its grant, with its URL and how it opens', () => {
    const link: MenuRow = {
      id: 'link',
      parent_id: permissionId('group', 'a/g'),
      name: '官网',
      url: 'https://example.com/',
      component: null,
      menu_type: 1,
      sort_no: 9,
      icon: null,
      hidden: false,
      route: true,
      always_show: false,
      internal_or_external: true,
    };
    const rows = [...rowsOf(catalogue), link];
    const leavesOf = (granted: boolean) =>
      buildMenu(
        rows,
        access(
          () => true,
          () => granted,
        ),
      )[0].children?.[0].children ?? [];
    expect(leavesOf(false).map((leaf) => leaf.meta.title)).toEqual(['一', '二']);
    const added = leavesOf(true).find((leaf) => leaf.id === 'link');
    expect(added).toMatchObject({ component: 'layouts/IframePageView', meta: { title: '官网', url: 'https://example.com/', internalOrExternal: true } });
    expect(added?.path).toMatch(/^\/[0-9a-f]{32}$/);
  });

  it('refuses a catalogue that names a missing screen file', () => {
    expect(() => catalogueLeafPermissions(catalogue, new Map())).toThrow(/a\.one/);
  });

  it('lists every module for the launcher, with disabled and withoutProject flags and renamed titles', () => {
    expect(
      launcherModules(catalogue, new Map([[permissionId('module', 'b'), '乙二']])).map(({ key, title, disabled, withoutProject }) => [
        key,
        title,
        disabled,
        withoutProject,
      ]),
    ).toEqual([
      ['a', '甲', false, false],
      ['b', '乙二', true, false],
      ['c', '丙', false, true],
      ['d', '丁', false, false],
    ]);
  });

  it('shows a user only the modules with entries in their menu, and the disabled ones', () => {
    const menu = buildMenu(
      rowsOf(catalogue),
      access((permission) => permission === 'a:two:list'),
    );
    const inMenu = new Set(menu.map((module) => module.id));
    expect(launcherModules(catalogue, new Map(), (id) => inMenu.has(id)).map((module) => module.key)).toEqual(['a', 'b', 'c']);
    expect(launcherModules(catalogue, new Map(), () => false).map((module) => module.key)).toEqual(['b']);
  });
});
