import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { checkAggregateMeasures, checkCarousel, checkDashboard, checkListConditions } from '../../core/dashboard/dashboardCheck';
import { expandGanttWidgets } from '../../core/dashboard/ganttWidget';
import type { DashboardFile } from '../../core/dashboard/dashboard.types';
import { listCatalogueScreens, type Catalogue } from '../../core/screen/catalogue.types';
import type { FlowDeclaration } from '../../core/flow/flow.types';
import { resolveFlow } from '../../core/flow/flowModel';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { LedgerFile } from '../../core/posting/posting.types';
import type { SheetFile } from '../../core/sheet/sheet.types';

/** A dictionary seed file, `schemas/dicts/<code>.json`. */
export interface DictSeed {
  code: string;
  name: string;
  items: { value: string; text: string }[];
}

export interface ScreenRegistry {
  rootDir: string;
  catalogue: Catalogue;
  /** Screen files by screen id. */
  screens: ReadonlyMap<string, ScreenFile>;
  /** The screen whose table is `table`, if any (used to check table dictionaries). */
  byTable(table: string): ScreenFile | undefined;
  dictSeeds: DictSeed[];
  /** Dashboard files of the catalogue's `dashboard` entries, by dashboard id. */
  dashboards: ReadonlyMap<string, DashboardFile>;
  /** Ledger files `schemas/ledgers/<name>.json` by name (absent in registries built without them). */
  ledgers?: ReadonlyMap<string, LedgerFile>;
  /** Sheet files of the catalogue's `sheet` entries, by sheet id (absent in registries built without them). */
  sheets?: ReadonlyMap<string, SheetFile>;
}

export interface ScreenSource {
  /** Where the screen came from, for error messages. */
  file: string;
  screen: ScreenFile;
}

/** Folders of `schemas/` that hold something other than screen files. */
const NON_SCREEN_FOLDERS = new Set(['meta', 'dicts', 'reports', 'flows', 'dashboards', 'ledgers', 'sheets']);

async function readJson<T>(file: string): Promise<T> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (error) {
    throw new Error(`Cannot read ${file}: ${(error as Error).message}`, { cause: error });
  }
}

async function jsonFilesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.join(dir, entry.name))
    .sort();
}

async function screenFilesUnder(schemasDir: string): Promise<string[]> {
  const areas = await readdir(schemasDir, { withFileTypes: true });
  const folders = areas
    .filter((entry) => entry.isDirectory() && !NON_SCREEN_FOLDERS.has(entry.name))
    .map((entry) => entry.name)
    .sort();
  return (await Promise.all(folders.map((folder) => jsonFilesIn(path.join(schemasDir, folder))))).flat();
}

/**
 * Fails on two screens sharing an id, a table or an api path: each would silently shadow the other.
 * A currentProject screen (the project's own row) may share the table of the screen that keeps it.
 */
function assertUnique(screens: ScreenSource[]): void {
  for (const key of ['id', 'table', 'api'] as const) {
    const seen = new Map<string, string>();
    for (const { file, screen } of screens) {
      if (key === 'table' && screen.scope === 'currentProject') continue;
      const previous = seen.get(screen[key]);
      if (previous) throw new Error(`Screens ${previous} and ${file} share the same ${key} '${screen[key]}'`);
      seen.set(screen[key], file);
    }
  }
}

/** Fails on a dashboard the lint would refuse (unknown screen or field, wrong measure, …): its widgets could not be compiled. */
function checkedDashboards(sources: DashboardSource[], screens: ReadonlyMap<string, ScreenFile>): Map<string, DashboardFile> {
  const dashboards = new Map<string, DashboardFile>();
  const byId = new Map(sources.map(({ dashboard }) => [dashboard.id, dashboard]));
  for (const { file, dashboard } of sources) {
    const [issue] = checkDashboard(dashboard, { screens, dashboards: byId });
    if (issue) throw new Error(`Dashboard ${file}: ${issue.pointer} ${issue.message} (run npm run lint:schemas)`);
    dashboards.set(dashboard.id, expandGanttWidgets(dashboard, screens));
  }
  for (const { file, dashboard } of sources) {
    const [issue] = checkCarousel(dashboard, dashboards);
    if (issue) throw new Error(`Dashboard ${file}: ${issue.pointer} ${issue.message} (run npm run lint:schemas)`);
  }
  return dashboards;
}

export interface DashboardSource {
  file: string;
  dashboard: DashboardFile;
}

/** Indexes already-read screens and dashboards; throws when two screens share an id, table or api path or a dashboard is broken. */
export function buildScreenRegistry(input: {
  rootDir: string;
  catalogue: Catalogue;
  sources: ScreenSource[];
  dictSeeds: DictSeed[];
  dashboards?: DashboardSource[];
  ledgers?: LedgerFile[];
  sheets?: SheetFile[];
}): ScreenRegistry {
  assertUnique(input.sources);
  const screens = new Map(input.sources.map(({ screen }) => [screen.id, screen]));
  // A table's screen is the one keeping it, not a currentProject card over one of its rows.
  const tables = new Map(input.sources.filter(({ screen }) => screen.scope !== 'currentProject').map(({ screen }) => [screen.table, screen]));
  for (const { file, screen } of input.sources) {
    // A list's aggregate columns and conditions are compiled like widget measures: a broken one would fail every read.
    const [issue] = [...checkAggregateMeasures(screen, screen.list.aggregates ?? [], { screens }), ...checkListConditions(screen, { screens })];
    if (issue) throw new Error(`Screen ${file}: ${issue.pointer} ${issue.message} (run npm run lint:schemas)`);
  }
  const dashboards = checkedDashboards(input.dashboards ?? [], screens);
  const ledgers = new Map((input.ledgers ?? []).map((ledger) => [ledger.name, ledger]));
  return {
    rootDir: input.rootDir,
    catalogue: input.catalogue,
    screens,
    byTable: (table) => tables.get(table),
    dictSeeds: input.dictSeeds,
    dashboards,
    ledgers,
    sheets: new Map((input.sheets ?? []).map((sheet) => [sheet.id, sheet])),
  };
}

/** Everything the registry read from its files, as JSON can hold it: what the start's stamped steps plan from. */
export function registryContent(registry: ScreenRegistry): unknown {
  const { catalogue, screens, dictSeeds, dashboards, ledgers, sheets } = registry;
  return [catalogue, [...screens.values()], dictSeeds, [...dashboards.values()], [...(ledgers?.values() ?? [])], [...(sheets?.values() ?? [])]];
}

/** The shared flows `schemas/flows/<name>.json` by name. */
async function loadFlows(schemasDir: string): Promise<Map<string, FlowDeclaration>> {
  const files = await jsonFilesIn(path.join(schemasDir, 'flows'));
  return new Map(await Promise.all(files.map(async (file) => [path.basename(file, '.json'), await readJson<FlowDeclaration>(file)] as const)));
}

/**
 * Reads the catalogue, every screen file (a flow named by a screen replaced by its shared flow
 * file), every dictionary seed and the catalogue's dashboards under `rootDir` from disk (at
 * runtime, so edited screens take effect on restart without a build).
 */
export async function loadScreenRegistry(rootDir: string): Promise<ScreenRegistry> {
  const schemasDir = path.join(rootDir, 'schemas');
  const catalogue = await readJson<Catalogue>(path.join(rootDir, 'screens.json'));
  const files = await screenFilesUnder(schemasDir);
  const flows = await loadFlows(schemasDir);
  const sources = await Promise.all(files.map(async (file) => ({ file, screen: resolveFlow(await readJson<ScreenFile>(file), flows) })));
  const dictSeeds = await Promise.all((await jsonFilesIn(path.join(schemasDir, 'dicts'))).map((file) => readJson<DictSeed>(file)));
  const dashboardFiles = [
    ...listCatalogueScreens(catalogue).flatMap(({ screen }) =>
      // A ledger shows a dashboard that has its own entry: it is loaded once, from that entry.
      screen.dashboard && !screen.ledger ? [path.join(rootDir, screen.dashboard)] : [],
    ),
    ...(catalogue.personal ?? []).map((page) => path.join(rootDir, page.dashboard)),
  ];
  const dashboards = await Promise.all(dashboardFiles.map(async (file) => ({ file, dashboard: await readJson<DashboardFile>(file) })));
  const ledgers = await Promise.all((await jsonFilesIn(path.join(schemasDir, 'ledgers'))).map((file) => readJson<LedgerFile>(file)));
  const sheetFiles = listCatalogueScreens(catalogue).flatMap(({ screen }) => (screen.sheet ? [path.join(rootDir, screen.sheet)] : []));
  const sheets = await Promise.all(sheetFiles.map((file) => readJson<SheetFile>(file)));
  return buildScreenRegistry({ rootDir, catalogue, sources, dictSeeds, dashboards, ledgers, sheets });
}
