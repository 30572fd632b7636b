import { Suspense, type ReactNode } from 'react';
import type { MenuItem } from '../../../core/permission/permission.types';
import { handMadePage } from '../../pages/handMadePages';
import { DashboardRoute } from '../../render/dashboard/DashboardRoute';
import { LedgerRoute } from '../../render/ledger/LedgerRoute';
import { SheetRoute } from '../../render/sheet/SheetRoute';
import { WorkplacePage } from '../../pages/workplace/WorkplacePage';
import { HOME_PATH, HOME_TITLE } from '../../stores/tabsStore';
import { findRoutableItem } from '../menu/menuTree';
import { PageLoading } from '../router/PageLoading';
import { ScreenRoute } from '../router/ScreenRoute';
import { IframePage } from './IframePage';

export interface ResolvedPage {
  title: string;
  element: ReactNode;
  /** Name kept in the keep-alive list while the page's tab is open. */
  componentName?: string;
}

const SCREEN_COMPONENT = 'screen/';
const PAGE_COMPONENT = 'page/';
const DASHBOARD_COMPONENT = 'dashboard/';
const LEDGER_COMPONENT = 'ledger/';
const SHEET_COMPONENT = 'sheet/';

function pageElement(item: MenuItem): ReactNode | undefined {
  if (item.meta.url && !item.meta.internalOrExternal) return <IframePage url={item.meta.url} title={item.meta.title} />;
  if (item.component?.startsWith(PAGE_COMPONENT)) {
    const Page = handMadePage(item.component.slice(PAGE_COMPONENT.length));
    return Page ? (
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    ) : undefined;
  }
  if (item.component?.startsWith(DASHBOARD_COMPONENT)) {
    const dashboardId = item.component.slice(DASHBOARD_COMPONENT.length);
    return <DashboardRoute key={dashboardId} dashboardId={dashboardId} />;
  }
  if (item.component?.startsWith(LEDGER_COMPONENT)) {
    const entryId = item.component.slice(LEDGER_COMPONENT.length);
    return <LedgerRoute key={entryId} entryId={entryId} />;
  }
  if (item.component?.startsWith(SHEET_COMPONENT)) {
    const sheetId = item.component.slice(SHEET_COMPONENT.length);
    return <SheetRoute key={sheetId} sheetId={sheetId} />;
  }
  if (!item.component?.startsWith(SCREEN_COMPONENT)) return undefined;
  // `screen/<id>?<query>`: a catalogue entry opening another screen with preset list parameters (计划审批).
  const [screenId, preset = ''] = item.component.slice(SCREEN_COMPONENT.length).split('?', 2);
  return <ScreenRoute key={item.component} screenId={screenId} preset={preset} />;
}

/**
 * What a tab shows for a route: the launcher for home, the screen page for a menu entry with
 * component `screen/<id>` (its list opened with the preset query of `screen/<id>?<query>`), a ledger for `ledger/<id>`, a month sheet for `sheet/<id>`, a dashboard for `dashboard/<id>`, a hand-made page for `page/<key>`, an iframe for an internal entry with a URL; undefined for anything the
 * user's menu does not hold (→ 404).
 */
export function resolvePage(pathname: string, menu: readonly MenuItem[]): ResolvedPage | undefined {
  if (pathname === HOME_PATH) return { title: HOME_TITLE, element: <WorkplacePage /> };
  const item = findRoutableItem(menu, pathname);
  const element = item && pageElement(item);
  if (!item || !element) return undefined;
  return { title: item.meta.title, element, componentName: item.meta.componentName || item.name };
}
