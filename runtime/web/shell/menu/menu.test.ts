import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../../core/permission/permission.types';
import { findRoutableItem, menuScreenIds, routableItems, visibleMenu } from './menuTree';
import { moduleMenu } from './moduleMenu';
import { openKeysFor } from './toAntdMenuItems';

const page = (path: string, title: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  id: `s-${path}`,
  path,
  component: `screen/${title}`,
  route: '1',
  meta: { title },
  ...extra,
});
const container = (id: string, path: string, title: string, children: MenuItem[]): MenuItem => ({
  id,
  path,
  component: 'layouts/RouteView',
  route: '1',
  meta: { title },
  children,
});

// The server's shape: module → group → screen.
const menu: MenuItem[] = [
  container('m-labour', '/labour', '劳务管理', [
    container('g-people', '/labour/people', '人员管理', [page('/labour/worker', 'labour.worker'), page('/labour/team', 'labour.team')]),
  ]),
  container('m-system', '/system', '系统设置', [
    container('g-org', '/system/org', '组织与权限', [page('/isystem/depart', 'system.depart'), page('/isystem/user', 'system.user', { hidden: true })]),
    container('g-data', '/system/data', '数据', [page('/isystem/dict', 'system.dict', { route: '0' })]),
  ]),
];

describe('menu helpers', () => {
  it('drops hidden and route-0 entries, and containers left empty', () => {
    const system = visibleMenu(menu)[1];
    expect(system.children?.map((group) => group.meta.title)).toEqual(['组织与权限']);
    expect(system.children?.[0].children?.map((item) => item.path)).toEqual(['/isystem/depart']);
  });

  it('routes hidden pages but not route-0 entries', () => {
    expect(routableItems(menu).map((item) => item.path)).toEqual(['/labour/worker', '/labour/team', '/isystem/depart', '/isystem/user']);
    expect(findRoutableItem(menu, '/isystem/dict')).toBeUndefined();
  });

  it('names the screens a menu opens, without a preset query, skipping other pages', () => {
    const withOthers: MenuItem[] = [
      ...menu,
      page('/material/planApproval', 'x', { component: 'screen/material.plan?flowTab=todo' }),
      page('/labour/index', 'x', { component: 'dashboard/labour.home' }),
    ];
    expect(menuScreenIds(withOthers)).toEqual(['labour.worker', 'labour.team', 'system.depart', 'system.user', 'material.plan']);
  });

  it('shows a module’s groups without the module wrapper', () => {
    expect(moduleMenu(menu, 'labour', '劳务管理').map((item) => item.meta.title)).toEqual(['人员管理']);
  });

  it('shows flat groups of a module as they are', () => {
    expect(moduleMenu(menu[0].children ?? [], 'labour', '劳务管理').map((item) => item.meta.title)).toEqual(['人员管理']);
  });

  it('opens the submenus that hold the current page', () => {
    expect(openKeysFor(menu, '/labour/team')).toEqual(['group:m-labour', 'group:g-people']);
    expect(openKeysFor(menu, '/nowhere')).toEqual([]);
  });
});
