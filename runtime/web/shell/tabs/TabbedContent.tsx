import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSessionStore } from '../../stores/sessionStore';
import { HOME_PATH, type PageTab, useTabsStore } from '../../stores/tabsStore';
import { resolvePage } from './resolvePage';
import { tabKey } from './tabKey';
import { usePageTitle } from '../usePageTitle';

/**
 * The content area in multi-tab mode: the current route opens (or refreshes) its tab, and every
 * open tab stays mounted but hidden, so switching tabs keeps each page's query and paging. The
 * window scrolls to the top on every navigation (shell-spec §2).
 */
export function TabbedContent() {
  const location = useLocation();
  const menu = useSessionStore((state) => state.menu);
  const tabs = useTabsStore((state) => state.tabs);
  const open = useTabsStore((state) => state.open);
  const fullPath = tabKey(location.pathname, location.search);
  const current = resolvePage(location.pathname, menu);
  usePageTitle(location.pathname === HOME_PATH ? undefined : current?.title);

  useEffect(() => {
    if (current) open({ fullPath, title: current.title });
  }, [fullPath, current?.title, open]);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [fullPath]);

  if (!current) return <Navigate to="/404" replace />;
  const panes: PageTab[] = tabs.some((tab) => tab.fullPath === fullPath) ? tabs : [...tabs, { fullPath, title: current.title }];
  return (
    <>
      {panes.map((tab) => {
        const page = resolvePage(tab.fullPath.split('?')[0], menu);
        return (
          <div key={`${tab.fullPath}#${tab.version ?? 0}`} hidden={tab.fullPath !== fullPath}>
            {page?.element}
          </div>
        );
      })}
    </>
  );
}
