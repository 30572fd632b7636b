import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { checkCarousel, checkDashboard } from '../../core/dashboard/dashboardCheck';
import type { DashboardFile } from '../../core/dashboard/dashboard.types';
import { listCatalogueScreens, type Catalogue } from '../../core/screen/catalogue.types';
import type { LintIssue } from './lintIssue';
import { checkDict, type ProjectIndex } from './screenChecks';
import type { SourceFile } from './sourceFile';
import { didYouMean } from './suggest';

/**
 * Checks of a dashboard file beyond its meta-schema: the widget checks the server runs at start
 * (screens, fields, measures, buckets, dictionary filters, widget ids), its dictionaries, and its
 * id against its place (`schemas/dashboards/<area>/<name>.json` holds `<area>.<name>`).
 */
export function checkDashboardFile(
  file: SourceFile,
  dashboard: DashboardFile,
  index: ProjectIndex,
  dashboards: ReadonlyMap<string, Pick<DashboardFile, 'scope'>>,
): LintIssue[] {
  const issues = checkDashboard(dashboard, { screens: index.screensById, suggest: didYouMean, dashboards }).map((issue) =>
    file.issue(issue.pointer, issue.message),
  );
  (dashboard.filters?.dicts ?? []).forEach((filter, i) => issues.push(...checkDict(file, `/filters/dicts/${i}/dict`, filter.dict, index)));
  const match = /schemas\/dashboards\/([^/]+)\/([^/]+)\.json$/.exec(file.relativePath.split('\\').join('/'));
  const expected = match ? `${match[1]}.${match[2]}` : dashboard.id;
  if (expected !== dashboard.id) issues.push(file.issue('/id', `dashboard id '${dashboard.id}' does not match the file's place; expected '${expected}'`));
  return issues;
}

/**
 * Dashboards and the catalogue agree: every `dashboard` entry names an existing file with the same
 * id, every dashboard file is registered (else nobody can open it), a big screen's carousel names other big screens.
 */
export function checkDashboardRegistration(
  rootDir: string,
  catalogueFile: SourceFile,
  catalogue: Catalogue,
  dashboards: ReadonlyMap<string, [SourceFile, DashboardFile]>,
): LintIssue[] {
  const issues: LintIssue[] = [];
  const registered = new Set<string>();
  /** Dashboards shown above a ledger: each needs an entry of its own (its route and permission). */
  const above: { at: string; path: string }[] = [];
  const register = (entry: { id: string; dashboard: string }, at: string) => {
    registered.add(entry.dashboard);
    if (!existsSync(join(rootDir, entry.dashboard))) {
      issues.push(
        catalogueFile.issue(`${at}/dashboard`, `dashboard file '${entry.dashboard}' does not exist${didYouMean(entry.dashboard, [...dashboards.keys()])}`),
      );
      return;
    }
    const dashboard = dashboards.get(entry.dashboard)?.[1];
    if (dashboard && dashboard.id !== entry.id)
      issues.push(catalogueFile.issue(`${at}/id`, `catalogue id '${entry.id}' differs from the dashboard file's id '${dashboard.id}'`));
  };
  catalogue.modules.forEach((module, m) =>
    module.groups.forEach((group, g) =>
      group.screens.forEach((entry, s) => {
        if (!entry.dashboard) return;
        const at = `/modules/${m}/groups/${g}/screens/${s}`;
        if (entry.ledger) above.push({ at, path: entry.dashboard });
        else register({ id: entry.id, dashboard: entry.dashboard }, at);
      }),
    ),
  );
  (catalogue.personal ?? []).forEach((page, p) => register(page, `/personal/${p}`));
  for (const { at, path } of above)
    if (!registered.has(path))
      issues.push(catalogueFile.issue(`${at}/dashboard`, `the dashboard '${path}' shown above the ledger needs a catalogue entry of its own`));
  const ids = new Set(listCatalogueScreens(catalogue).map(({ screen }) => screen.id));
  const byId = new Map([...dashboards.values()].map(([, dashboard]) => [dashboard.id, dashboard]));
  for (const [path, [file, dashboard]] of dashboards) {
    for (const issue of checkCarousel(dashboard, byId, didYouMean)) issues.push(file.issue(issue.pointer, issue.message));
    if (registered.has(path)) continue;
    const also = ids.has(dashboard.id) ? ` (the entry '${dashboard.id}' names no dashboard file)` : '';
    issues.push(file.issue('/id', `dashboard '${dashboard.id}' is not registered in screens.json${also}; add an entry with "dashboard": "${path}"`));
  }
  return issues;
}
