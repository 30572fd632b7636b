import { beforeEach, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_KEY, readKeepAlive } from '../shell/tabs/keepAliveList';
import { PAGE_CLOSED_EVENT, type PageClosedDetail } from '../shell/tabs/pageClosed';
import { HOME_NOT_CLOSABLE, HOME_PATH, LAST_TAB_NOT_CLOSABLE, useTabsStore } from './tabsStore';

const paths = () => useTabsStore.getState().tabs.map((t) => t.fullPath);

function openAll(...fullPaths: string[]): void {
  for (const fullPath of fullPaths) useTabsStore.getState().open({ fullPath, title: fullPath });
}

describe('tabs store', () => {
  beforeEach(() => {
    useTabsStore.getState().reset();
    window.localStorage.removeItem(KEEP_ALIVE_KEY);
  });

  it('starts with the home tab only', () => {
    expect(paths()).toEqual([HOME_PATH]);
    expect(useTabsStore.getState().tabs[0].title).toBe('首页');
  });

  it('adds a tab for a new full path and refreshes the title of a known one', () => {
    openAll('/labour/worker', '/labour/team');
    useTabsStore.getState().open({ fullPath: '/labour/worker', title: '花名册' });
    expect(paths()).toEqual([HOME_PATH, '/labour/worker', '/labour/team']);
    expect(useTabsStore.getState().tabs[1].title).toBe('花名册');
    expect(useTabsStore.getState().activePath).toBe('/labour/worker');
  });

  it('treats a different query as a different tab', () => {
    openAll('/isystem/dict?id=1', '/isystem/dict?id=2');
    expect(paths()).toHaveLength(3);
  });

  it('refuses to close the home tab with 首页不能关闭!', () => {
    openAll('/labour/worker');
    expect(useTabsStore.getState().close(HOME_PATH)).toEqual({ refused: HOME_NOT_CLOSABLE });
    expect(HOME_NOT_CLOSABLE).toBe('首页不能关闭!');
    expect(paths()).toHaveLength(2);
  });

  it('refuses to close the last remaining tab', () => {
    useTabsStore.setState({ tabs: [{ fullPath: '/labour/worker', title: '花名册' }], activePath: '/labour/worker' });
    expect(useTabsStore.getState().close('/labour/worker')).toEqual({ refused: '这是最后一页，不能再关闭了啦' });
    expect(LAST_TAB_NOT_CLOSABLE).toBe('这是最后一页，不能再关闭了啦');
    expect(paths()).toEqual(['/labour/worker']);
  });

  it('activates the tab that moves into the closed position when the active tab closes', () => {
    openAll('/a', '/b', '/c');
    useTabsStore.getState().open({ fullPath: '/b', title: 'b' });
    expect(useTabsStore.getState().close('/b')).toEqual({ activate: '/c' });
    expect(useTabsStore.getState().activePath).toBe('/c');
  });

  it('activates the last tab when the active last tab closes', () => {
    openAll('/a', '/b');
    expect(useTabsStore.getState().close('/b')).toEqual({ activate: '/a' });
  });

  it('keeps the active tab when another one closes', () => {
    openAll('/a', '/b');
    expect(useTabsStore.getState().close('/a')).toEqual({});
    expect(useTabsStore.getState().activePath).toBe('/b');
  });

  it('bumps the version of a refreshed tab so its page remounts', () => {
    openAll('/a');
    useTabsStore.getState().refresh('/a');
    useTabsStore.getState().refresh('/a');
    expect(useTabsStore.getState().tabs[1].version).toBe(2);
  });

  it('closes left, right and others but always keeps home', () => {
    openAll('/a', '/b', '/c');
    useTabsStore.getState().closeSide('/b', 'left');
    expect(paths()).toEqual([HOME_PATH, '/b', '/c']);
    useTabsStore.getState().closeSide('/b', 'right');
    expect(paths()).toEqual([HOME_PATH, '/b']);
    openAll('/d');
    useTabsStore.getState().closeSide('/d', 'others');
    expect(paths()).toEqual([HOME_PATH, '/d']);
    expect(useTabsStore.getState().activePath).toBe('/d');
  });

  it('keeps the component name of an open page in the stored keep-alive list', () => {
    useTabsStore.getState().open({ fullPath: '/labour/worker', title: '花名册', componentName: 'labour-worker' });
    useTabsStore.getState().open({ fullPath: '/labour/team', title: '班组管理', componentName: 'labour-team' });
    expect(JSON.parse(window.localStorage.getItem(KEEP_ALIVE_KEY) ?? '[]')).toEqual(['labour-worker', 'labour-team']);
  });

  it('removes a closed page from the keep-alive list and emits page-closed', () => {
    const closed: PageClosedDetail[] = [];
    const listener = (event: Event) => closed.push((event as CustomEvent<PageClosedDetail>).detail);
    window.addEventListener(PAGE_CLOSED_EVENT, listener);
    useTabsStore.getState().open({ fullPath: '/labour/worker', title: '花名册', componentName: 'labour-worker' });
    useTabsStore.getState().open({ fullPath: '/labour/team', title: '班组管理', componentName: 'labour-team' });
    useTabsStore.getState().close('/labour/worker');
    window.removeEventListener(PAGE_CLOSED_EVENT, listener);
    expect(readKeepAlive()).toEqual(['labour-team']);
    expect(closed).toEqual([{ fullPath: '/labour/worker', componentName: 'labour-worker' }]);
  });

  it('keeps a component name while another open tab still shows that component', () => {
    useTabsStore.getState().open({ fullPath: '/isystem/dict?id=1', title: '字典', componentName: 'isystem-dict' });
    useTabsStore.getState().open({ fullPath: '/isystem/dict?id=2', title: '字典', componentName: 'isystem-dict' });
    useTabsStore.getState().close('/isystem/dict?id=2');
    expect(readKeepAlive()).toEqual(['isystem-dict']);
  });

  it('emits page-closed for every tab that 关闭其他 closes', () => {
    const closed: string[] = [];
    const listener = (event: Event) => closed.push((event as CustomEvent<PageClosedDetail>).detail.fullPath);
    window.addEventListener(PAGE_CLOSED_EVENT, listener);
    openAll('/a', '/b', '/c');
    useTabsStore.getState().closeSide('/b', 'others');
    window.removeEventListener(PAGE_CLOSED_EVENT, listener);
    expect(closed).toEqual(['/a', '/c']);
  });

  it('holds only the current page in single-page mode', () => {
    openAll('/a');
    useTabsStore.getState().showOnly({ fullPath: '/b', title: 'b' });
    expect(paths()).toEqual(['/b']);
    expect(useTabsStore.getState().activePath).toBe('/b');
  });
});
