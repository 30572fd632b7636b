import { describe, expect, it } from 'vitest';
import type { LauncherModule, MenuItem } from '../../../core/permission/permission.types';
import { moduleEntry } from './moduleEntry';

const page = (path: string, title: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  id: path,
  path,
  component: `screen/${title}`,
  route: '1',
  meta: { title },
  ...extra,
});
const group = (id: string, title: string, children: MenuItem[]): MenuItem => ({ id, path: `/${id}`, route: '1', meta: { title }, children });

const menu: MenuItem[] = [
  group('people', '人员管理', [page('/labour/worker', '花名册'), page('/labour/team', '班组管理')]),
  group('org', '组织与权限', [page('/isystem/depart', '部门管理'), page('/isystem/user', '用户管理')]),
];

const labour: LauncherModule = { key: 'labour', title: '劳务管理', target: '/labour/index' };
const system: LauncherModule = { key: 'system', title: '系统设置', target: '/isystem/depart', withoutProject: true };

describe('moduleEntry', () => {
  it('refuses a disabled module with 暂未开放', () => {
    expect(moduleEntry({ ...labour, disabled: true }, menu, true)).toEqual({ kind: 'refuse', message: '暂未开放' });
  });

  it('asks for a project before opening a business module', () => {
    expect(moduleEntry(labour, menu, false)).toEqual({ kind: 'refuse', message: '请先选择项目' });
  });

  it('opens 系统设置 without a project, at its target', () => {
    expect(moduleEntry(system, menu, false)).toEqual({ kind: 'open', path: '/isystem/depart' });
  });

  it('falls back to the module’s first page when the user lacks the target', () => {
    expect(moduleEntry(labour, menu, true)).toEqual({ kind: 'open', path: '/labour/worker' });
  });

  it('skips hidden pages when looking for the first one', () => {
    const hiddenFirst = [group('people', '人员管理', [page('/labour/worker', '花名册', { hidden: true }), page('/labour/team', '班组管理')])];
    expect(moduleEntry(labour, hiddenFirst, true)).toEqual({ kind: 'open', path: '/labour/team' });
  });

  it('says the module has no page when the user holds none of it', () => {
    expect(moduleEntry(labour, [menu[1]], true)).toEqual({ kind: 'refuse', message: '该模块暂无可用页面' });
  });
});
