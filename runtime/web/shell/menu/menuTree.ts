import type { MenuItem } from '../../../core/permission/permission.types';

/** Whether a menu entry shows in the side menu: not hidden, not menu-hidden, not route '0'. */
function isShown(item: MenuItem): boolean {
  return !item.hidden && !item.meta.hideMenu && item.route !== '0';
}

/** The side-menu tree: hidden entries dropped, and containers left without visible children too. */
export function visibleMenu(items: readonly MenuItem[]): MenuItem[] {
  return items.filter(isShown).flatMap((item) => {
    if (!item.children?.length) return [item];
    const children = visibleMenu(item.children);
    return children.length ? [{ ...item, children }] : [];
  });
}

/** Every entry that is a page (has no children and is not route '0'), in menu order. */
export function routableItems(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => {
    if (item.route === '0') return [];
    return item.children?.length ? routableItems(item.children) : [item];
  });
}

/** The page entry whose path is `path`, if the user has it. */
export function findRoutableItem(items: readonly MenuItem[], path: string): MenuItem | undefined {
  return routableItems(items).find((item) => item.path === path);
}
