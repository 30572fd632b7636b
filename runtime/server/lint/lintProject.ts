import { basename, join } from 'node:path';
import type { Catalogue } from '../../core/screen/catalogue.types';
import type { DashboardFile } from '../../core/dashboard/dashboard.types';
import type { ReportFile } from '../../core/report/report.types';
import { detailScreensOf } from '../../core/screen/detailScreen';
import type { FlowDeclaration } from '../../core/flow/flow.types';
import type { LedgerFile } from '../../core/posting/posting.types';
import type { ScreenFile } from '../../core/screen/screen.types';
import { checkCatalogue } from './catalogueChecks';
import { checkDashboardFile, checkDashboardRegistration } from './dashboardChecks';
import { checkDictSeed, type DictSeed } from './dictChecks';
import { checkFlow } from './flowChecks';
import { checkLedger, checkPostings } from './ledgerChecks';
import { checkCompute } from './computeChecks';
import { checkPrint } from './printChecks';
import { checkRecordExport } from './recordExportChecks';
import { checkRecordChecks, type FlowSource } from './recordCheckChecks';
import type { LintIssue } from './lintIssue';
import { MetaValidator, type MetaSchemaName } from './metaValidator';
import { checkMigrations } from './migrationChecks';
import { dashboardFilePaths, dictFilePaths, flowFilePaths, ledgerFilePaths, reportFilePaths, screenFilePaths } from './projectFiles';
import { checkPopupReferences, checkReportFile } from './reportChecks';
import { checkScreen } from './screenChecks';
import { checkCurrentProjectScreen } from './currentProjectChecks';
import { checkCatalogueSheets } from './sheetChecks';
import { SourceFile } from './sourceFile';
import { didYouMean } from './suggest';

/** A screen's id names its file: `schemas/<area>/<name>.json` holds `<area>.<name>` (the web app finds it so). */
function checkScreenLocation(file: SourceFile, screen: ScreenFile): LintIssue[] {
  const match = /schemas\/([^/]+)\/([^/]+)\.json$/.exec(file.relativePath.split('\\').join('/'));
  const expected = match ? `${match[1]}.${match[2]}` : screen.id;
  return expected === screen.id ? [] : [file.issue('/id', `screen id '${screen.id}' does not match the file's place; expected '${expected}'`)];
}

/** The flow of a screen checked where it is written: inline, or in the shared flow file it names. */
function checkScreenFlow(file: SourceFile, screen: ScreenFile, flows: ReadonlyMap<string, [SourceFile, FlowDeclaration]>): LintIssue[] {
  if (screen.flow === undefined) return [];
  if (typeof screen.flow !== 'string') return checkFlow({ file, at: '/flow', screen }, screen.flow);
  const shared = flows.get(screen.flow);
  if (!shared)
    return [file.issue('/flow', `unknown flow '${screen.flow}': no file schemas/flows/${screen.flow}.json${didYouMean(screen.flow, [...flows.keys()])}`)];
  return checkFlow({ file: shared[0], at: '', screen }, shared[1]);
}

/** Lints every screen file, dictionary seed, online report, dashboard and the catalogue of a project; returns all issues found. */
export function lintProject(rootDir: string): LintIssue[] {
  const meta = MetaValidator.of(rootDir);
  const issues: LintIssue[] = [];
  const openValid = <T>(path: string, kind: MetaSchemaName): [SourceFile, T] | null => {
    const file = SourceFile.open(rootDir, path);
    if (!(file instanceof SourceFile)) {
      issues.push(file);
      return null;
    }
    issues.push(...file.duplicateKeyIssues());
    const found = meta.validate(kind, file);
    issues.push(...found);
    return found.length === 0 ? [file, file.data as T] : null;
  };

  const dictCodes = new Set<string>();
  for (const path of dictFilePaths(rootDir)) {
    const opened = openValid<DictSeed>(path, 'dict');
    if (!opened) continue;
    const [file, dict] = opened;
    issues.push(...checkDictSeed(file, dict));
    if (dictCodes.has(dict.code)) issues.push(file.issue('/code', `duplicate dictionary code '${dict.code}'`));
    dictCodes.add(dict.code);
  }

  const screens: [SourceFile, ScreenFile][] = [];
  for (const path of screenFilePaths(rootDir)) {
    const opened = openValid<ScreenFile>(path, 'screen');
    if (opened) screens.push(opened);
  }
  const screensById = new Map<string, ScreenFile>();
  const screensByTable = new Map<string, ScreenFile>();
  const apis = new Map<string, string>();
  for (const [file, screen] of screens) {
    if (screensById.has(screen.id)) issues.push(file.issue('/id', `duplicate screen id '${screen.id}'`));
    // A currentProject screen shows the project's own row of a table another screen keeps (sys_depart): it may share it.
    const sharing = screen.scope === 'currentProject';
    if (!sharing && screensByTable.has(screen.table))
      issues.push(file.issue('/table', `table '${screen.table}' is already used by screen '${screensByTable.get(screen.table)!.id}'`));
    if (apis.has(screen.api)) issues.push(file.issue('/api', `api '${screen.api}' is already used by screen '${apis.get(screen.api)}'`));
    screensById.set(screen.id, screen);
    if (!sharing) screensByTable.set(screen.table, screen);
    apis.set(screen.api, screen.id);
  }
  for (const [file, screen] of screens) issues.push(...checkCurrentProjectScreen(file, screen, screensByTable.get(screen.table)));
  const flows = new Map<string, [SourceFile, FlowDeclaration]>();
  for (const path of flowFilePaths(rootDir)) {
    const opened = openValid<FlowDeclaration>(path, 'flow');
    if (opened) flows.set(basename(path, '.json'), opened);
  }
  const index = { dictCodes, screensById, screensByTable };
  const ledgers = new Map<string, LedgerFile>();
  for (const path of ledgerFilePaths(rootDir)) {
    const opened = openValid<LedgerFile>(path, 'ledger');
    if (!opened) continue;
    issues.push(...checkLedger(opened[0], opened[1], basename(path, '.json'), screensById));
    ledgers.set(opened[1].name, opened[1]);
  }
  const flowSourceOf = (file: SourceFile, screen: ScreenFile): FlowSource | null => {
    if (typeof screen.flow === 'object') return { file, at: '/flow', flow: screen.flow };
    const shared = screen.flow === undefined ? undefined : flows.get(screen.flow);
    return shared ? { file: shared[0], at: '', flow: shared[1] } : null;
  };
  const flowOfScreen = (screen: ScreenFile): FlowDeclaration | null =>
    typeof screen.flow === 'string' ? (flows.get(screen.flow)?.[1] ?? null) : (screen.flow ?? null);
  for (const [file, screen] of screens)
    issues.push(
      ...checkScreenLocation(file, screen),
      ...checkScreen(file, screen, index),
      ...checkMigrations(file, screen, screensById),
      ...checkScreenFlow(file, screen, flows),
      ...checkPostings(file, screen, flowOfScreen(screen), { ledgers, screensById }),
      ...checkCompute(file, screen, flowOfScreen(screen), screensById),
      ...checkRecordExport(file, screen, flowOfScreen(screen)),
      ...checkPrint(file, screen, screensById),
      ...checkRecordChecks(file, screen, flowSourceOf(file, screen), screensById, flowOfScreen),
    );

  const reportTables = new Set([...screensByTable.keys(), ...detailScreensOf(screensById.values()).map((screen) => screen.table)]);
  const reports = new Map<string, ReportFile>();
  for (const path of reportFilePaths(rootDir)) {
    const opened = openValid<ReportFile>(path, 'report');
    if (!opened) continue;
    const [file, report] = opened;
    if (reports.has(report.code)) issues.push(file.issue('/code', `duplicate report code '${report.code}'`));
    issues.push(...checkReportFile(file, report, index, reportTables));
    reports.set(report.code, report);
  }
  for (const [file, screen] of screens) issues.push(...checkPopupReferences(file, screen, reports));

  const dashboards = new Map<string, [SourceFile, DashboardFile]>();
  // A widget's projectDrill names another dashboard: each file is checked against all of them. A
  // file the meta-schema refuses (reported already) still exists under the id its place names.
  const dashboardsById = new Map<string, Pick<DashboardFile, 'scope'>>();
  for (const path of dashboardFilePaths(rootDir)) {
    const opened = openValid<DashboardFile>(path, 'dashboard');
    const place = /([^/\\]+)[/\\]([^/\\]+)\.json$/.exec(path);
    if (place) dashboardsById.set(`${place[1]}.${place[2]}`, {});
    if (!opened) continue;
    dashboards.set(opened[0].relativePath.split('\\').join('/'), opened);
    dashboardsById.set(opened[1].id, opened[1]);
  }
  for (const [file, dashboard] of dashboards.values()) issues.push(...checkDashboardFile(file, dashboard, index, dashboardsById));

  const catalogue = openValid<Catalogue>(join(rootDir, 'screens.json'), 'catalogue');
  if (catalogue) {
    const byFile = new Map(screens.map(([file, screen]) => [file.relativePath, screen]));
    issues.push(...checkCatalogue(rootDir, catalogue[0], catalogue[1], byFile), ...checkDashboardRegistration(rootDir, catalogue[0], catalogue[1], dashboards));
    issues.push(...checkCatalogueSheets(rootDir, catalogue[0], catalogue[1], (path) => openValid(path, 'sheet'), screensById));
  }
  return issues;
}
