import { memo, useEffect, useMemo } from 'react';
import type { MenuItem } from '../../../core/permission/permission.types';
import { Navigate, useLocation } from 'react-router-dom';
import { useSessionStore } from '../../stores/sessionStore';
import { HOME_PATH, type PageTab, useTabsStore } from '../../stores/tabsStore';
import { usePageTitle } from '../usePageTitle';
import { resolvePage } from './resolvePage';
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
  const open = useTabsStore((state) => state.open);
  const showOnly = useTabsStore((state) => state.showOnly);
  const multipage = useMultipage();
  const fullPath = tabKey(location.pathname, location.search);
  const current = resolvePage(location.pathname, menu);
  usePageTitle(location.pathname === HOME_PATH ? undefined : current?.title);

  useEffect(() => {
    if (!current) return;
    const tab = { fullPath, title: current.title, componentName: current.componentName };
    if (multipage) open(tab);
    else showOnly(tab);
    // `current` is looked up anew on every render; its title and component name are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fullPath, current?.title, current?.componentName, multipage, open, showOnly]);
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
 */
const KeptPage = memo(function KeptPage({ fullPath, hidden, menu }: { fullPath: string; hidden: boolean; menu: readonly MenuItem[] }) {
  const element = useMemo(() => resolvePage(fullPath.split('?')[0], menu)?.element, [fullPath, menu]);
  return (
    <TabPane fullPath={fullPath} hidden={hidden}>
      {element}
    </TabPane>
  );
});
