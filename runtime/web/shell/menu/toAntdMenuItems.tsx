import type { MenuProps } from 'antd';
import type { MenuItem } from '../../../core/permission/permission.types';
import { MenuIcon } from './menuIcons';

type AntdMenuItem = Required<MenuProps>['items'][number];

/** Entries with children become submenus, unless the server flags them always-show (then they are pages). */
export function isSubmenu(item: MenuItem): boolean {
  return Boolean(item.children?.length) && !item.alwaysShow;
}

/** Menu key of an entry: pages by path (so the selection follows the route), submenus by id. */
export function menuKey(item: MenuItem): string {
  return isSubmenu(item) ? `group:${item.id}` : item.path;
}

/** Server menu → antd Menu items. */
export function toAntdMenuItems(items: readonly MenuItem[]): AntdMenuItem[] {
  return items.map((item) => ({
    key: menuKey(item),
    icon: <MenuIcon name={item.meta.icon} />,
    label: item.meta.title,
    children: isSubmenu(item) ? toAntdMenuItems(item.children ?? []) : undefined,
  }));
}

/** Every clickable entry by its menu key (to find what a click chose). */
export function pagesByKey(items: readonly MenuItem[]): Map<string, MenuItem> {
  const pages = new Map<string, MenuItem>();
  const walk = (level: readonly MenuItem[]) => {
    for (const item of level) {
      if (isSubmenu(item)) walk(item.children ?? []);
      else pages.set(menuKey(item), item);
    }
  };
  walk(items);
  return pages;
}

/** Keys of the submenus that contain the page `path`, outermost first. */
export function openKeysFor(items: readonly MenuItem[], path: string): string[] {
  for (const item of items) {
    if (!isSubmenu(item)) continue;
    const children = item.children ?? [];
    if (children.some((child) => child.path === path && !isSubmenu(child))) return [menuKey(item)];
    const inner = openKeysFor(children, path);
    if (inner.length) return [menuKey(item), ...inner];
  }
  return [];
}

/**
 * The selected key for a route: the full path (with its query) when an entry has exactly that
 * path, as for routes with parameters; otherwise the path alone.
 */
export function selectedMenuKey(pages: ReadonlyMap<string, MenuItem>, pathname: string, search: string): string {
  const fullPath = `${pathname}${search}`;
  return search && pages.has(fullPath) ? fullPath : pathname;
}
