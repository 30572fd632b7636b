import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../../core/permission/permission.types';
import { menuSearchOptions, matchesSearch } from '../search/menuSearchOptions';
import { accordionOpenKeys, collapseMenu, expandMenu } from './menuOpenKeys';
import { menuTarget } from './menuTarget';
import { menuTrail, visibleMenu } from './menuTree';
import { defaultOpenKeys, sideMenuEntries } from './sideMenuEntries';
import { pagesByKey, selectedMenuKey, toAntdMenuItems } from './toAntdMenuItems';

const page = (path: string, title: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  id: `s-${path}`,
  path,
  component: `screen/${title}`,
  route: '1',
  meta: { title },
  ...extra,
});
const container = (id: string, path: string, title: string, children: MenuItem[], extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  path,
  component: 'layouts/RouteView',
  route: '1',
  meta: { title },
  children,
  ...extra,
});

const menu: MenuItem[] = [
  container('m-labour', '/labour', '劳务管理', [
    container('g-people', '/labour/people', '人员管理', [page('/labour/worker', '花名册'), page('/labour/team', '班组管理')]),
  ]),
  container('m-system', '/system', '系统设置', [
    container('g-org', '/system/org', '组织与权限', [page('/isystem/depart', '部门管理'), page('/isystem/user', '用户管理')]),
  ]),
];

describe('side menu entries', () => {
  const labour = { key: 'labour', title: '劳务管理' };
  const savedAtLogin: MenuItem[] = [
    container('m-labour-saved', '/labour', '劳务管理', [container('g-saved', '/labour/saved', '登录时保存', [page('/labour/worker', '花名册')])]),
  ];

  it('gives the user named admin the whole permission menu of the session store', () => {
    expect(sideMenuEntries({ permissionMenu: menu, loginMenu: savedAtLogin }, true, labour).map((item) => item.meta.title)).toEqual(['劳务管理', '系统设置']);
  });

  it('gives everyone else the children of the chosen module’s menu', () => {
    expect(sideMenuEntries({ permissionMenu: [], loginMenu: menu }, false, labour).map((item) => item.meta.title)).toEqual(['人员管理']);
  });

  it('builds everyone else’s menu from the copy saved at login, not from the session store', () => {
    expect(sideMenuEntries({ permissionMenu: menu, loginMenu: savedAtLogin }, false, labour).map((item) => item.meta.title)).toEqual(['登录时保存']);
    expect(sideMenuEntries({ permissionMenu: menu, loginMenu: [] }, false, labour)).toEqual([]);
  });

  it('hides entries whose exhibit value is 2', () => {
    const withExhibit = [container('g', '/g', '组', [page('/a', 'A'), { ...page('/b', 'B'), exhibit: 2 } as MenuItem])];
    expect(visibleMenu(withExhibit)[0].children?.map((item) => item.path)).toEqual(['/a']);
  });

  it('turns an entry with children into a submenu unless it is always-show', () => {
    const items = toAntdMenuItems([
      container('c1', '/c1', '子菜单', [page('/x', 'X')]),
      container('c2', '/c2', '单页', [page('/y', 'Y')], { alwaysShow: true }),
    ]);
    expect(items.map((item) => item && 'children' in item && Boolean(item.children))).toEqual([true, false]);
    expect(items[1]?.key).toBe('/c2');
  });

  it('opens the module’s root submenu for a page outside the menu', () => {
    expect(defaultOpenKeys(menu, '/labour/index', 'labour')).toEqual(['group:m-labour', 'group:g-people']);
    expect(defaultOpenKeys(menu, '/isystem/user', 'labour')).toEqual(['group:m-system', 'group:g-org']);
  });
});

describe('open keys', () => {
  const roots = ['group:m-labour', 'group:m-system'];

  it('keeps only one root submenu open (accordion)', () => {
    expect(accordionOpenKeys(['group:m-labour', 'group:g-people'], ['group:m-labour', 'group:g-people', 'group:m-system'], roots)).toEqual(['group:m-system']);
  });

  it('leaves nested submenus as antd reports them', () => {
    expect(accordionOpenKeys(['group:m-system'], ['group:m-system', 'group:g-org'], roots)).toEqual(['group:m-system', 'group:g-org']);
  });

  it('stores the open keys on collapse and restores them on expand', () => {
    const collapsed = collapseMenu({ openKeys: ['group:m-labour', 'group:g-people'], cachedOpenKeys: [] });
    expect(collapsed.openKeys).toEqual([]);
    expect(expandMenu(collapsed)).toEqual({ openKeys: ['group:m-labour', 'group:g-people'], cachedOpenKeys: [] });
  });
});

describe('menu targets and selection', () => {
  it('opens an entry with the internal/external flag in a new tab', () => {
    expect(menuTarget(page('/docs', '文档', { meta: { title: '文档', internalOrExternal: true, url: 'https://example.com/docs' } }))).toEqual({
      kind: 'external',
      url: 'https://example.com/docs',
    });
  });

  it('opens an iframe page through the router', () => {
    expect(menuTarget(page('/report', '报表', { meta: { title: '报表', internalOrExternal: false, url: 'https://example.com/r' } }))).toEqual({
      kind: 'route',
      path: '/report',
    });
  });

  it('selects the entry of the full path for a route with parameters', () => {
    const pages = pagesByKey([page('/isystem/dict?code=sex', '性别'), page('/labour/worker', '花名册')]);
    expect(selectedMenuKey(pages, '/isystem/dict', '?code=sex')).toBe('/isystem/dict?code=sex');
    expect(selectedMenuKey(pages, '/labour/worker', '?page=2')).toBe('/labour/worker');
  });

  it('builds breadcrumbs from the menu path of a page', () => {
    expect(menuTrail(menu, '/labour/team').map((item) => item.meta.title)).toEqual(['劳务管理', '人员管理', '班组管理']);
    expect(menuTrail(menu, '/nowhere')).toEqual([]);
  });

  it('searches the visible pages by title and trail', () => {
    const options = menuSearchOptions(menu);
    expect(options.map((option) => option.label)).toContain('劳务管理 / 人员管理 / 花名册');
    expect(options.filter((option) => matchesSearch(option, '班组')).map((option) => option.value)).toEqual(['/labour/team']);
  });
});
