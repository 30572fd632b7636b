import type { MenuItem } from '../../../core/permission/permission.types';

/** A menu entry as a JeecgBoot server may send it: `exhibit` 2 means "do not show". */
type ServerMenuItem = MenuItem & { exhibit?: number | string | null };

const EXHIBIT_HIDDEN = 2;

/** Whether a menu entry shows in the side menu: not hidden, not menu-hidden, not exhibit 2, not route '0'. */
function isShown(item: MenuItem): boolean {
  const exhibit = (item as ServerMenuItem).exhibit;
  return !item.hidden && !item.meta.hideMenu && item.route !== '0' && Number(exhibit) !== EXHIBIT_HIDDEN;
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

const SCREEN_COMPONENT = 'screen/';

/** Ids of the screens the page entries open (`screen/<id>` or `screen/<id>?<preset>`), in menu order. */
export function menuScreenIds(items: readonly MenuItem[]): string[] {
  return routableItems(items).flatMap((item) =>
    item.component?.startsWith(SCREEN_COMPONENT) ? [item.component.slice(SCREEN_COMPONENT.length).split('?', 1)[0]] : [],
  );
}

/** The page entry whose path is `path`, if the user has it. */
export function findRoutableItem(items: readonly MenuItem[], path: string): MenuItem | undefined {
  return routableItems(items).find((item) => item.path === path);
}

/** The entries from a root down to the one whose path is `path` (breadcrumbs); empty when none matches. */
export function menuTrail(items: readonly MenuItem[], path: string): MenuItem[] {
  for (const item of items) {
    if (item.path === path && !item.children?.length) return [item];
    const inner = item.children?.length ? menuTrail(item.children, path) : [];
    if (inner.length) return [item, ...inner];
    if (item.path === path) return [item];
  }
  return [];
}
