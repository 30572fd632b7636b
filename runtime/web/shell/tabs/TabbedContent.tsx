import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import type { MenuItem } from '../../../core/permission/permission.types';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useSessionStore } from '../../stores/sessionStore';
import { HOME_PATH, type PageTab, useTabsStore } from '../../stores/tabsStore';
import { usePageTitle } from '../usePageTitle';
import { resolvePage } from './resolvePage';
import { appRouter } from '../router/appRouter';
import { followNavigation, openRouteTab, type TabOf } from './followNavigation';
import { tabKey } from './tabKey';
import { TabPane } from './TabPane';
import { useMultipage } from './useMultipage';

/**
 * The content area. In multi-tab mode the current route opens (or refreshes) its tab, and every
 * open tab stays mounted but hidden (its dialogs too, see TabPane), so switching tabs keeps each
 * page's query and paging; in single-page mode (switched off, or mobile) only the current page is
 * held. The window scrolls to the top on every navigation (shell-spec §2).
 */
export function TabbedContent() {
  const location = useLocation();
  const menu = useSessionStore((state) => state.menu);
  const tabs = useTabsStore((state) => state.tabs);
  const multipage = useMultipage();
  const fullPath = tabKey(location.pathname, location.search);
  const current = resolvePage(location.pathname, menu);
  usePageTitle(location.pathname === HOME_PATH ? undefined : current?.title);

  // Every later navigation opens its tab as the router arrives (followNavigation); this opens the
  // route the content area first showed, and refreshes the tab when the menu or the mode changes.
  const tabOf = useCallback<TabOf>((pathname) => resolvePage(pathname, useSessionStore.getState().menu), []);
  const multipageNow = useRef(multipage);
  multipageNow.current = multipage;
  useEffect(
    () =>
      followNavigation(
        appRouter,
        () => tabOf,
        () => multipageNow.current,
      ),
    [tabOf],
  );
  useEffect(() => {
    openRouteTab(location, tabOf, multipage);
    // `location` is a new object on every navigation; its path and query (fullPath) are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fullPath, current?.title, current?.componentName, multipage, tabOf]);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [fullPath]);

  if (!current) return <Navigate to="/404" replace />;
  const held = multipage ? tabs : tabs.filter((tab) => tab.fullPath === fullPath);
  const panes: PageTab[] = held.some((tab) => tab.fullPath === fullPath) ? held : [...held, { fullPath, title: current.title }];
  return (
    <>
      {panes.map((tab) => (
        <KeptPage key={`${tab.fullPath}#${tab.version ?? 0}`} fullPath={tab.fullPath} hidden={tab.fullPath !== fullPath} menu={menu} />
      ))}
    </>
  );
}

/**
 * One held page. Its element is made once per path and menu, so a navigation elsewhere renders
 * only the panes it shows or hides, and those stop at the pane: the pages inside do not render
 * again (a dashboard's charts, a list's table) just because the route moved on.
 * The page sees its own tab's location, not the router's: a tab is opened as the router is asked
 * to navigate, before the router's own state (rendered in a transition) has moved on, so a page
 * reading the location as it mounts (a list's drill-down query) would otherwise read the page left.
 */
const KeptPage = memo(function KeptPage({ fullPath, hidden, menu }: { fullPath: string; hidden: boolean; menu: readonly MenuItem[] }) {
  const [pathname, query = ''] = fullPath.split(/\?(.*)/s, 2);
  const element = useMemo(() => resolvePage(pathname, menu)?.element, [pathname, menu]);
  const location = useMemo(() => ({ pathname, search: query ? `?${query}` : '' }), [pathname, query]);
  return (
    <TabPane fullPath={fullPath} hidden={hidden}>
      <Routes location={location}>
        <Route path="*" element={element} />
      </Routes>
    </TabPane>
  );
});
