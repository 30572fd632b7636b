import { HOME_PATH } from '../../stores/tabsStore';

/** A route's tab identity: path plus query, except home, which is one tab whatever its query (`?back=1`). */
export function tabKey(pathname: string, search: string): string {
  return pathname === HOME_PATH ? HOME_PATH : `${pathname}${search}`;
}
