import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HOME_PATH, useTabsStore } from '../../stores/tabsStore';
import { followNavigation, type TabOf } from './followNavigation';

const TITLES: Record<string, string> = { [HOME_PATH]: '首页', '/isystem/user': '用户管理', '/isystem/role': '角色管理' };
const tabOf: TabOf = (pathname) => (TITLES[pathname] ? { title: TITLES[pathname], componentName: pathname } : undefined);
const titles = () => useTabsStore.getState().tabs.map((tab) => tab.title);

describe('tabs follow the router, not the rendered page', () => {
  // Nothing renders here: no React commit ever happens, as with a page left before it loaded.
  const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: [HOME_PATH] });
  let multipage = true;
  let stop: () => void = () => undefined;
  beforeEach(() => {
    useTabsStore.getState().reset();
    multipage = true;
    stop = followNavigation(
      router,
      () => tabOf,
      () => multipage,
    );
  });
  afterEach(() => stop());

  it('opens the tab of a page left at once for the next one', async () => {
    void router.navigate('/isystem/user');
    await router.navigate('/isystem/role');
    expect(titles()).toEqual(['首页', '用户管理', '角色管理']);
    expect(useTabsStore.getState().activePath).toBe('/isystem/role');
  });

  it('keeps one tab per path and query, and none for a path outside the menu', async () => {
    await router.navigate('/isystem/user?tab=2');
    await router.navigate('/404');
    await router.navigate('/isystem/user?tab=2');
    expect(useTabsStore.getState().tabs.map((tab) => tab.fullPath)).toEqual([HOME_PATH, '/isystem/user?tab=2']);
  });

  it('in single-page mode holds only the page arrived at', async () => {
    multipage = false;
    await router.navigate('/isystem/role');
    expect(titles()).toEqual(['角色管理']);
  });

  it('stops following once unsubscribed', async () => {
    stop();
    await router.navigate('/isystem/user');
    expect(titles()).toEqual(['首页']);
  });
});
