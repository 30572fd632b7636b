import type { DashboardFile } from '../../core/dashboard/dashboard.types';
import { listCatalogueScreens, type Catalogue, type CatalogueScreen } from '../../core/screen/catalogue.types';
import { SCREEN_ACTIONS, type ScreenFile } from '../../core/screen/screen.types';
import { permissionCode, screenActions } from '../../core/screen/screenModel';
import type { AuthTables } from './authDb';
import { pageActions } from './pageActions';
import { permissionId } from './permissionId';
import { leafOpenAction, screenPermissionPrefix } from './screenPermission';

/** A row as the catalogue defines it; status and the seed's bookkeeping columns are the seed's business. */
export type PermissionRow = Omit<AuthTables['sys_permission'], 'status' | 'catalogue_values' | 'seeded' | 'internal_or_external'>;

/** Button names shown in role grants and in `auth` / `allAuth` descriptions. */
export const ACTION_TITLES: Readonly<Record<string, string>> = {
  list: '查询',
  add: '添加',
  edit: '编辑',
  delete: '删除',
  deleteBatch: '批量删除',
  exportXls: '导出',
  importExcel: '导入',
  forceLogout: '强退',
  view: '查看',
};

const MODULE = 0;
const MENU = 1;
const BUTTON = 2;

function row(values: Partial<PermissionRow> & Pick<PermissionRow, 'id' | 'name' | 'menu_type' | 'sort_no'>): PermissionRow {
  return {
    parent_id: null,
    url: null,
    component: null,
    perms: null,
    icon: null,
    hidden: false,
    catalogue_hidden: false,
    route: true,
    always_show: false,
    ...values,
  };
}

/** A button to seed: its action (the code's last part) and, for a row action, its own title. */
interface ButtonAction {
  action: string;
  title?: string;
}

function buttonRows(parentId: string, prefix: string, actions: readonly (string | ButtonAction)[]): PermissionRow[] {
  return actions.map((entry, index) => {
    const { action, title } = typeof entry === 'string' ? { action: entry, title: undefined } : entry;
    const perms = permissionCode({ permission: prefix }, action);
    return row({
      id: permissionId('button', perms),
      parent_id: parentId,
      name: title ?? ACTION_TITLES[action] ?? action,
      menu_type: BUTTON,
      perms,
      sort_no: index,
      route: false,
    });
  });
}

/** The buttons of a screen: its CRUD actions (reading ones only when read-only) and its row actions. */
function screenButtons(screen: ScreenFile | undefined): (string | ButtonAction)[] {
  if (!screen) return [...SCREEN_ACTIONS];
  return [...screenActions(screen), ...(screen.rowActions ?? []).map((link) => ({ action: link.name, title: link.title }))];
}

/**
 * The menu component of a leaf: the client resolves `screen/<id>` (with a preset query), `ledger/<id>`, `sheet/<id>`, `dashboard/<id>`,
 * `bigScreen/<id>` (a dashboard file with `bigScreen`, opened outside the shell) and `page/<key>`.
 */
function leafComponent(leaf: CatalogueScreen, dashboards: ReadonlyMap<string, DashboardFile>): string {
  if (leaf.schema) return `screen/${leaf.id}`;
  // The opened screen with its preset list parameters: `screen/material.plan?flowTab=todo`.
  if (leaf.opens) return `screen/${leaf.opens}${leaf.query ? `?${new URLSearchParams(leaf.query).toString()}` : ''}`;
  if (leaf.ledger) return `ledger/${leaf.id}`;
  if (leaf.sheet) return `sheet/${leaf.id}`;
  if (leaf.dashboard) return `${dashboards.get(leaf.id)?.bigScreen ? 'bigScreen' : 'dashboard'}/${leaf.id}`;
  return `page/${leaf.page ?? leaf.id}`;
}

/** The buttons of a leaf: a screen's actions, a dashboard's `view`, a page's actions. */
function leafButtons(leaf: CatalogueScreen, screens: ReadonlyMap<string, ScreenFile>): (string | ButtonAction)[] {
  if (leaf.schema) return screenButtons(screens.get(leaf.id));
  if (leaf.opens) return screenButtons(screens.get(leaf.opens));
  return leaf.dashboard && !leaf.ledger ? [leafOpenAction(leaf)] : [...pageActions(leaf.page)];
}

/**
 * The sys_permission rows the catalogue stands for: modules (type 0), groups and screens
 * (type 1) and one button (type 2) per screen action, `<permission>:<action>`. A page gets
 * `:list` and the actions of pageActions, a dashboard `:view`. Detail screens outside the catalogue with a prefix of their own get their buttons
 * under the screen that opens them.
 */
export function permissionRows(
  catalogue: Catalogue,
  screens: ReadonlyMap<string, ScreenFile>,
  dashboards: ReadonlyMap<string, DashboardFile> = new Map(),
): PermissionRow[] {
  const rows: PermissionRow[] = [];
  const prefixes = new Set<string>();
  catalogue.modules.forEach((module, moduleIndex) => {
    const moduleId = permissionId('module', module.key);
    rows.push(
      row({
        id: moduleId,
        name: module.title,
        url: `/${module.key}`,
        component: 'layouts/RouteView',
        menu_type: MODULE,
        sort_no: moduleIndex,
        icon: module.icon ?? null,
      }),
    );
    module.groups.forEach((group, groupIndex) => {
      const groupId = permissionId('group', `${module.key}/${group.key}`);
      rows.push(
        row({
          id: groupId,
          parent_id: moduleId,
          name: group.title,
          url: `/${module.key}/${group.key}`,
          component: 'layouts/RouteView',
          menu_type: MENU,
          sort_no: groupIndex,
          icon: group.icon ?? null,
        }),
      );
      group.screens.forEach((leaf, leafIndex) => {
        const leafId = permissionId('screen', leaf.id);
        const component = leafComponent(leaf, dashboards);
        const hidden = leaf.hidden ?? false;
        rows.push(
          row({
            id: leafId,
            parent_id: groupId,
            name: leaf.title,
            url: leaf.path,
            component,
            menu_type: MENU,
            sort_no: leafIndex,
            icon: leaf.icon ?? null,
            hidden,
            catalogue_hidden: hidden,
            route: leaf.route ?? true,
          }),
        );
        const prefix = screenPermissionPrefix(leaf, screens, dashboards);
        if (prefix && !prefixes.has(prefix)) {
          prefixes.add(prefix);
          rows.push(...buttonRows(leafId, prefix, leafButtons(leaf, screens)));
        }
      });
    });
  });
  const catalogued = new Set(listCatalogueScreens(catalogue).map(({ screen }) => screen.id));
  for (const parent of screens.values()) {
    if (!catalogued.has(parent.id)) continue;
    for (const detail of parent.details ?? []) {
      const child = screens.get(detail.screen);
      if (!child || prefixes.has(child.permission)) continue;
      prefixes.add(child.permission);
      rows.push(...buttonRows(permissionId('screen', parent.id), child.permission, screenButtons(child)));
    }
  }
  return rows;
}
