import { createHash } from 'node:crypto';
import { listCatalogueScreens, type Catalogue } from '../../../core/screen/catalogue.types';
import type { DashboardFile } from '../../../core/dashboard/dashboard.types';
import type { ScreenFile } from '../../../core/screen/screen.types';
import type { AuthTables } from '../authDb';
import { permissionId } from '../permissionId';
import { rowsByParent } from '../rowsByParent';
import { leafOpenPermission } from '../screenPermission';
import { routeName, type MenuItem } from './menuItem';

const CONTAINER = 'layouts/RouteView';
const IFRAME = 'layouts/IframePageView';
const MODULE = 0;
const BUTTON = 2;
const ABSOLUTE_URL = /^https?:\/\//i;

/** The sys_permission columns a menu is built from. */
export type MenuRow = Pick<
  AuthTables['sys_permission'],
  'id' | 'parent_id' | 'name' | 'url' | 'component' | 'menu_type' | 'sort_no' | 'icon' | 'hidden' | 'route' | 'always_show' | 'internal_or_external'
>;

/** One menu entry in the upstream shape; containers and leaves differ only in component. */
export function item(id: string, path: string, title: string, component: string, icon: string | null | undefined): MenuItem {
  const name = routeName(path);
  return {
    id,
    path,
    name,
    component,
    route: '1',
    meta: { title, ...(icon ? { icon } : {}), keepAlive: false, internalOrExternal: false, componentName: name },
  };
}

/** An entry listed nowhere in the menu but still routed (upstream `hidden` and `meta.hideMenu`). */
export function hide(entry: MenuItem): MenuItem {
  return { ...entry, hidden: true, meta: { ...entry.meta, hideMenu: true } };
}

/**
 * The entry of one row. An absolute `url` is a link to another site: opened in a new tab when
 * `internal_or_external`, else in an iframe tab; its route path is the URL's md5, as upstream.
 */
function rowItem(row: MenuRow, container: boolean): MenuItem {
  const url = row.url ?? '';
  const external = ABSOLUTE_URL.test(url);
  const path = external ? `/${createHash('md5').update(url).digest('hex')}` : url;
  const component = row.component ?? (container || !external ? CONTAINER : IFRAME);
  let entry = item(row.id, path, row.name, component, row.icon);
  if (external) entry = { ...entry, meta: { ...entry.meta, url, internalOrExternal: row.internal_or_external } };
  if (!row.route) entry = { ...entry, route: '0' };
  if (row.always_show) entry = { ...entry, alwaysShow: true };
  return row.hidden ? hide(entry) : entry;
}

/** Where a module opens: its first listed, routed leaf, else its first leaf. */
function firstPath(children: readonly MenuItem[]): string {
  const leaves = (entries: readonly MenuItem[]): MenuItem[] => entries.flatMap((entry) => (entry.children?.length ? leaves(entry.children) : [entry]));
  const all = leaves(children);
  return (all.find((leaf) => !leaf.hidden && leaf.route === '1') ?? all[0]).path;
}

/**
 * The permission that opens each catalogue leaf row (`<prefix>:list`, a dashboard's `<prefix>:view`;
 * null: a page every signed-in user sees). A leaf naming a file that was not loaded is a broken
 * catalogue and throws.
 */
export function catalogueLeafPermissions(
  catalogue: Catalogue,
  screens: ReadonlyMap<string, ScreenFile>,
  dashboards: ReadonlyMap<string, DashboardFile> = new Map(),
): Map<string, string | null> {
  return new Map(listCatalogueScreens(catalogue).map(({ screen }) => [permissionId('screen', screen.id), leafOpenPermission(screen, screens, dashboards)]));
}

/** Who may see a leaf: a catalogue leaf by the permission that opens it, any other by a grant of its row. */
export interface LeafAccess {
  openPermissions: ReadonlyMap<string, string | null>;
  may(permission: string): boolean;
  /** Rows an administrator added and the user's roles were granted (all for the administrator). */
  granted(rowId: string): boolean;
}

/** Modules and groups of the catalogue: shown only around visible leaves, never as pages. */
function isContainer(row: MenuRow): boolean {
  return row.menu_type === MODULE || row.component === CONTAINER;
}

function leafVisible(row: MenuRow, access: LeafAccess): boolean {
  if (!access.openPermissions.has(row.id)) return access.granted(row.id);
  const permission = access.openPermissions.get(row.id);
  return permission === null || permission === undefined || access.may(permission);
}

/**
 * The menu a user sees, from the sys_permission rows (so 菜单管理 edits reach it): modules,
 * groups and leaves in `sort_no` order with their stored titles, icons, hidden, route and
 * always-show flags and external links; a leaf only when the user may see it; containers without
 * visible leaves dropped; each root redirects to its first listed, routed leaf.
 */
export function buildMenu(rows: readonly MenuRow[], access: LeafAccess): MenuItem[] {
  const byParent = rowsByParent(rows.filter((row) => row.menu_type !== BUTTON));
  const build = (parent: string | null): MenuItem[] =>
    (byParent.get(parent) ?? []).flatMap((row) => {
      if (!byParent.has(row.id)) return !isContainer(row) && leafVisible(row, access) ? [rowItem(row, false)] : [];
      const children = build(row.id);
      return children.length ? [{ ...rowItem(row, true), children }] : [];
    });
  return build(null).map((root) => (root.children?.length ? { ...root, redirect: firstPath(root.children) } : root));
}
