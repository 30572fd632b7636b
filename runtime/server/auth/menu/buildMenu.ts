import type { Catalogue, CatalogueScreen } from '../../../core/screen/catalogue.types';
import type { ScreenFile } from '../../../core/screen/screen.types';
import { permissionCode } from '../../../core/screen/screenModel';
import { permissionId } from '../permissionId';
import { screenPermissionPrefix } from '../screenPermission';
import { routeName, type MenuItem } from './menuItem';

const CONTAINER = 'layouts/RouteView';

/** One menu entry in the upstream shape; containers and leaves differ only in component. */
export function item(id: string, path: string, title: string, component: string, icon: string | undefined): MenuItem {
  const name = routeName(path);
  return { id, path, name, component, route: '1', meta: { title, ...(icon ? { icon } : {}), keepAlive: false, internalOrExternal: false, componentName: name } };
}

/** An entry listed nowhere in the menu but still routed (upstream `hidden` and `meta.hideMenu`). */
function hide(entry: MenuItem): MenuItem {
  return { ...entry, hidden: true, meta: { ...entry.meta, hideMenu: true } };
}

function leafItem(leaf: CatalogueScreen): MenuItem {
  const component = leaf.schema ? `screen/${leaf.id}` : `page/${leaf.page ?? leaf.id}`;
  const entry = item(permissionId('screen', leaf.id), leaf.path, leaf.title, component, leaf.icon);
  return leaf.route === false ? { ...entry, route: '0' } : entry;
}

/** Where a module opens: its first listed, routed leaf, else its first leaf. */
function firstPath(groups: readonly MenuItem[]): string {
  const leaves = groups.flatMap((group) => group.children ?? []);
  return (leaves.find((leaf) => !leaf.hidden && leaf.route === '1') ?? leaves[0]).path;
}

/**
 * The menu a user sees: catalogue order, a leaf only when the user may list it (`<prefix>:list`,
 * or always for a page without a permission), groups and modules without visible leaves dropped.
 * An entry is sent hidden when the catalogue says `hidden` or its sys_permission row is hidden
 * (`hiddenIds`, an administrator's choice); a catalogue `route: false` leaf is sent `route: '0'`.
 * Each module redirects to its first listed, routed leaf.
 */
export function buildMenu(
  catalogue: Catalogue,
  screens: ReadonlyMap<string, ScreenFile>,
  may: (permission: string) => boolean,
  hiddenIds: ReadonlySet<string> = new Set(),
): MenuItem[] {
  const visible = (leaf: CatalogueScreen) => {
    const prefix = screenPermissionPrefix(leaf, screens);
    return prefix === null || may(permissionCode({ permission: prefix }, 'list'));
  };
  const shown = (entry: MenuItem, hidden = false) => (hidden || hiddenIds.has(entry.id) ? hide(entry) : entry);
  return catalogue.modules.flatMap((module) => {
    const groups = module.groups.flatMap((group) => {
      const leaves = group.screens.filter(visible).map((leaf) => shown(leafItem(leaf), leaf.hidden));
      if (leaves.length === 0) return [];
      const path = `/${module.key}/${group.key}`;
      return [{ ...shown(item(permissionId('group', `${module.key}/${group.key}`), path, group.title, CONTAINER, group.icon)), children: leaves }];
    });
    if (groups.length === 0) return [];
    const moduleItem = shown(item(permissionId('module', module.key), `/${module.key}`, module.title, CONTAINER, module.icon));
    return [{ ...moduleItem, redirect: firstPath(groups), children: groups }];
  });
}
