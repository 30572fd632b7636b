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

function leafItem(leaf: CatalogueScreen): MenuItem {
  const component = leaf.schema ? `screen/${leaf.id}` : `page/${leaf.page ?? leaf.id}`;
  return item(permissionId('screen', leaf.id), leaf.path, leaf.title, component, leaf.icon);
}

/**
 * The menu a user sees: catalogue order, a leaf only when the user may list it (`<prefix>:list`,
 * or always for a page without a permission), groups and modules without visible leaves dropped.
 * Each module redirects to its first visible leaf.
 */
export function buildMenu(catalogue: Catalogue, screens: ReadonlyMap<string, ScreenFile>, may: (permission: string) => boolean): MenuItem[] {
  const visible = (leaf: CatalogueScreen) => {
    const prefix = screenPermissionPrefix(leaf, screens);
    return prefix === null || may(permissionCode({ permission: prefix }, 'list'));
  };
  return catalogue.modules.flatMap((module) => {
    const groups = module.groups.flatMap((group) => {
      const leaves = group.screens.filter(visible).map(leafItem);
      if (leaves.length === 0) return [];
      const path = `/${module.key}/${group.key}`;
      return [{ ...item(permissionId('group', `${module.key}/${group.key}`), path, group.title, CONTAINER, group.icon), children: leaves }];
    });
    if (groups.length === 0) return [];
    const moduleItem = item(permissionId('module', module.key), `/${module.key}`, module.title, CONTAINER, module.icon);
    return [{ ...moduleItem, redirect: groups[0].children[0].path, children: groups }];
  });
}
