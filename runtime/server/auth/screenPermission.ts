import { DASHBOARD_ACTION, type DashboardFile } from '../../core/dashboard/dashboard.types';
import type { CatalogueScreen } from '../../core/screen/catalogue.types';
import type { ScreenFile } from '../../core/screen/screen.types';
import { permissionCode } from '../../core/screen/screenModel';

/**
 * The permission prefix of a catalogue leaf: its screen file's or dashboard file's `permission`,
 * the opened screen's for an `opens` entry, or a page's or ledger's own `permission` (null: a page visible to every signed-in user). A leaf naming a
 * screen or dashboard that was not loaded is a broken catalogue and stops the start.
 */
export function screenPermissionPrefix(
  leaf: CatalogueScreen,
  screens: ReadonlyMap<string, ScreenFile>,
  dashboards: ReadonlyMap<string, DashboardFile> = new Map(),
): string | null {
  if (leaf.ledger) return leaf.permission ?? null;
  if (leaf.opens) {
    const opened = screens.get(leaf.opens);
    if (!opened) throw new Error(`screens.json entry '${leaf.id}' opens screen '${leaf.opens}' but no screen file has that id`);
    return opened.permission;
  }
  if (leaf.dashboard) {
    const dashboard = dashboards.get(leaf.id);
    if (!dashboard) throw new Error(`screens.json lists dashboard '${leaf.id}' (${leaf.dashboard}) but no dashboard file has that id`);
    return dashboard.permission;
  }
  if (!leaf.schema) return leaf.permission ?? null;
  const screen = screens.get(leaf.id);
  if (!screen) throw new Error(`screens.json lists screen '${leaf.id}' (${leaf.schema}) but no screen file has that id`);
  return screen.permission;
}

/** The action that opens a leaf: `view` for a dashboard, `list` for a screen or page. */
export function leafOpenAction(leaf: CatalogueScreen): string {
  return leaf.dashboard && !leaf.ledger ? DASHBOARD_ACTION : 'list';
}

/** The permission code that opens a leaf (null: every signed-in user). */
export function leafOpenPermission(
  leaf: CatalogueScreen,
  screens: ReadonlyMap<string, ScreenFile>,
  dashboards: ReadonlyMap<string, DashboardFile> = new Map(),
): string | null {
  const prefix = screenPermissionPrefix(leaf, screens, dashboards);
  return prefix === null ? null : permissionCode({ permission: prefix }, leafOpenAction(leaf));
}
