import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../../core/screen/catalogue.types';
import type { ScreenFile } from '../../../core/screen/screen.types';
import { permissionId } from '../permissionId';
import { buildMenu } from './buildMenu';
import { launcherModules } from './launcherModules';

const screen = (id: string, permission: string) => ({ id, permission }) as ScreenFile;
const screens = new Map([
  ['a.one', screen('a.one', 'a:one')],
  ['a.two', screen('a.two', 'a:two')],
  ['b.one', screen('b.one', 'b:one')],
]);
const catalogue: Catalogue = {
  modules: [
    { key: 'a', title: '甲', target: '/a/one', groups: [{ key: 'g', title: '组', screens: [{ id: 'a.one', title: '一', path: '/a/one', schema: 's/a/one.json' }, { id: 'a.two', title: '二', path: '/a/two', schema: 's/a/two.json' }] }] },
    { key: 'b', title: '乙', target: '/b/one', disabled: true, groups: [{ key: 'g', title: '组', screens: [{ id: 'b.one', title: '一', path: '/b/one', schema: 's/b/one.json' }] }] },
    { key: 'c', title: '丙', target: '/c/home', withoutProject: true, groups: [{ key: 'p', title: '页', screens: [{ id: 'c.home', title: '首页', path: '/c/home', page: 'cHome' }] }] },
    { key: 'd', title: '丁', target: '/d', groups: [] },
  ],
};

describe('menu from the catalogue', () => {
  it('shows a screen only with its list permission and drops empty groups and modules', () => {
    const menu = buildMenu(catalogue, screens, (permission) => permission === 'a:two:list');
    expect(menu.map((module) => module.name)).toEqual(['a', 'c']);
    expect(menu[0].children?.[0].children?.map((leaf) => leaf.path)).toEqual(['/a/two']);
    expect(menu[0].redirect).toBe('/a/two');
  });

  it('marks screen leaves screen/<id>, pages page/<key> and containers layouts/RouteView', () => {
    const menu = buildMenu(catalogue, screens, () => true);
    expect(menu[0].component).toBe('layouts/RouteView');
    expect(menu[0].children?.[0].component).toBe('layouts/RouteView');
    expect(menu[0].children?.[0].children?.[0]).toMatchObject({ component: 'screen/a.one', name: 'a-one', route: '1', meta: { title: '一', componentName: 'a-one' } });
    expect(menu[2].children?.[0].children?.[0].component).toBe('page/cHome');
  });

  it('sends a catalogue-hidden leaf hidden, a route-false leaf route 0, and redirects past both', () => {
    const flagged: Catalogue = {
      modules: [{ ...catalogue.modules[0], groups: [{ key: 'g', title: '组', screens: [{ id: 'a.one', title: '一', path: '/a/one', schema: 's/a/one.json', hidden: true }, { id: 'b.one', title: '乙', path: '/b/one', schema: 's/b/one.json', route: false }, { id: 'a.two', title: '二', path: '/a/two', schema: 's/a/two.json' }] }] }],
    };
    const [module] = buildMenu(flagged, screens, () => true);
    const [hidden, unrouted, plain] = module.children?.[0].children ?? [];
    expect(hidden).toMatchObject({ path: '/a/one', hidden: true, route: '1', meta: { hideMenu: true } });
    expect(unrouted).toMatchObject({ path: '/b/one', route: '0' });
    expect(unrouted.hidden).toBeUndefined();
    expect(plain.hidden).toBeUndefined();
    expect(plain.meta.hideMenu).toBeUndefined();
    expect(module.redirect).toBe('/a/two');
  });

  it('hides any entry whose sys_permission row an administrator hid', () => {
    const menu = buildMenu(catalogue, screens, () => true, new Set([permissionId('screen', 'a.two'), permissionId('module', 'c')]));
    expect(menu[0].children?.[0].children?.map((leaf) => leaf.hidden)).toEqual([undefined, true]);
    expect(menu[2]).toMatchObject({ hidden: true, meta: { hideMenu: true } });
  });

  it('refuses a catalogue that names a missing screen file', () => {
    expect(() => buildMenu(catalogue, new Map(), () => true)).toThrow(/a\.one/);
  });

  it('lists every module for the launcher, with disabled and withoutProject flags', () => {
    expect(launcherModules(catalogue).map(({ key, disabled, withoutProject }) => [key, disabled, withoutProject])).toEqual([
      ['a', false, false],
      ['b', true, false],
      ['c', false, true],
      ['d', false, false],
    ]);
  });
});
