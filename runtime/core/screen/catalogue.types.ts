/**
 * The shape of `screens.json`: launcher modules → menu groups → screens. Menus, routes, the
 * launcher and the permission seed are all derived from it.
 */

/** A menu leaf: a list-and-form screen (`schema`), a hand-made page (`page`) or a dashboard (`dashboard`). */
export interface CatalogueScreen {
  id: string;
  title: string;
  path: string;
  icon?: string;
  /** Path of the screen file, relative to the repository root. */
  schema?: string;
  /** Key of a hand-made page registered by the web app. */
  page?: string;
  /**
   * Path of the dashboard file (`schemas/dashboards/<area>/<name>.json`), relative to the repository root.
   * On a ledger entry: the dashboard shown above the ledger, which has a catalogue entry of its own.
   */
  dashboard?: string;
  /** Path of a ledger file (`schemas/ledgers/<name>.json`): the period ledger page; `permission` is its posting screen's. */
  ledger?: string;
  /** Path of a sheet file (`schemas/sheets/<name>.json`): rows × days of a month (or months of a year); `permission` is its source screen's. */
  sheet?: string;
  /**
   * Id of another catalogue screen this entry opens under its own menu item and route, with `query`
   * preset (e.g. 计划审批: 材料计划 on its 待我处理 tab); its permission is that screen's.
   */
  opens?: string;
  /** List parameters the entry opens its screen with (`flowTab`, list filters): `opens` only. */
  query?: Record<string, string>;
  /** Permission prefix of a hand-made page, a ledger or a sheet page (screen files carry their own). */
  permission?: string;
  /** Routable (by URL and by code) but not listed in the menu. */
  hidden?: boolean;
  /** `false`: a menu entry without a route of its own (upstream `route: '0'`); default true. */
  route?: boolean;
}

export interface CatalogueGroup {
  key: string;
  title: string;
  icon?: string;
  screens: CatalogueScreen[];
}

export interface CatalogueModule {
  key: string;
  title: string;
  icon?: string;
  /** Launcher target of shell-spec §2. */
  target: string;
  disabled?: boolean;
  /** Usable without a chosen project (only 系统设置). */
  withoutProject?: boolean;
  groups: CatalogueGroup[];
}

/**
 * A page outside the modules that every signed-in user has (分析页): routed and opened from the
 * user menu, not listed in the module menus, granted by no role; each widget of its dashboard still
 * needs its screen's `:list`.
 */
export interface PersonalPage {
  id: string;
  title: string;
  path: string;
  icon?: string;
  /** Path of the dashboard file, relative to the repository root. */
  dashboard: string;
}

export interface Catalogue {
  $schema?: string;
  modules: CatalogueModule[];
  personal?: PersonalPage[];
}

/** Every screen of the catalogue, in menu order, with the module and group it sits in. */
export function listCatalogueScreens(catalogue: Catalogue): { module: CatalogueModule; group: CatalogueGroup; screen: CatalogueScreen }[] {
  return catalogue.modules.flatMap((module) => module.groups.flatMap((group) => group.screens.map((screen) => ({ module, group, screen }))));
}
