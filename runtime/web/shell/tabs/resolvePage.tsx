import type { ReactNode } from 'react';
import type { MenuItem } from '../../../core/permission/permission.types';
import { WorkplacePage } from '../../pages/workplace/WorkplacePage';
import { HOME_PATH, HOME_TITLE } from '../../stores/tabsStore';
import { findRoutableItem } from '../menu/menuTree';
import { ScreenRoute } from '../router/ScreenRoute';

export interface ResolvedPage {
  title: string;
  element: ReactNode;
}

const SCREEN_COMPONENT = 'screen/';

/**
 * What a tab shows for a route: the launcher for home, the screen page for a menu entry with
 * component `screen/<id>`; undefined for anything the user's menu does not hold (→ 404).
 */
export function resolvePage(pathname: string, menu: readonly MenuItem[]): ResolvedPage | undefined {
  if (pathname === HOME_PATH) return { title: HOME_TITLE, element: <WorkplacePage /> };
  const item = findRoutableItem(menu, pathname);
  if (!item?.component?.startsWith(SCREEN_COMPONENT)) return undefined;
  const screenId = item.component.slice(SCREEN_COMPONENT.length);
  return { title: item.meta.title, element: <ScreenRoute key={screenId} screenId={screenId} /> };
}
