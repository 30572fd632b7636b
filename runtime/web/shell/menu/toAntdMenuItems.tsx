import type { MenuProps } from 'antd';
import type { MenuItem } from '../../../core/permission/permission.types';
import { MenuIcon } from './menuIcons';

type AntdMenuItem = Required<MenuProps>['items'][number];

/** Menu key of an entry: pages by path (so the selection follows the route), containers by id. */
export function menuKey(item: MenuItem): string {
  return item.children?.length ? `group:${item.id}` : item.path;
}

/** Server menu → antd Menu items; entries with children become submenus. */
export function toAntdMenuItems(items: readonly MenuItem[]): AntdMenuItem[] {
  return items.map((item) => ({
    key: menuKey(item),
    icon: <MenuIcon name={item.meta.icon} />,
    label: item.meta.title,
    children: item.children?.length ? toAntdMenuItems(item.children) : undefined,
  }));
}

/** Keys of the submenus that contain the page `path`, outermost first. */
export function openKeysFor(items: readonly MenuItem[], path: string): string[] {
  for (const item of items) {
    if (!item.children?.length) continue;
    if (item.children.some((child) => child.path === path && !child.children?.length)) return [menuKey(item)];
    const inner = openKeysFor(item.children, path);
    if (inner.length) return [menuKey(item), ...inner];
  }
  return [];
}
