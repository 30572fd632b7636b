import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardFile } from '../../runtime/core/dashboard/dashboard.types';
import { listCatalogueScreens, type Catalogue } from '../../runtime/core/screen/catalogue.types';
import { addProjects, companyWidgets, fillLikeDemo, tablesRead, widgetP95, type Ask } from '../../tools/bench/companyBench';
import { dashboardWidgets } from '../../runtime/core/dashboard/dashboardWidgets';
import { PROJECT_NAMES } from '../fixtures/testAccounts';
import { backends, startTestApp, type TestApp } from './harness';

/** The company dashboards' widgets as screens.json and the dashboard files on disk say, `<dashboard>/<widget>`. */
function companyWidgetsOnDisk(): string[] {
  const catalogue = JSON.parse(readFileSync('screens.json', 'utf8')) as Catalogue;
  const files = [...listCatalogueScreens(catalogue).map(({ screen }) => screen), ...(catalogue.personal ?? [])].flatMap((entry) =>
    entry.dashboard && !('ledger' in entry && entry.ledger) ? [entry.dashboard] : [],
  );
  return files
    .map((file) => JSON.parse(readFileSync(file, 'utf8')) as DashboardFile)
    .filter((dashboard) => dashboard.scope === 'company')
    .flatMap((dashboard) => dashboardWidgets(dashboard).map((widget) => `${dashboard.id}/${widget.id}`));
}

const count = async (t: TestApp, table: string, projectIds: string[]) =>
  Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where project_id in (${sql.join(projectIds)})`.execute(t.db)).rows[0].n);

describe.each(backends())('npm run bench:company at tiny scale on %s', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ backend });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('enumerates every widget of every company dashboard of screens.json, and the project tables they read', () => {
    const widgets = companyWidgets(t.app.screens);
    expect(widgets.map(({ dashboard, widget }) => `${dashboard.id}/${widget.id}`).sort()).toEqual(companyWidgetsOnDisk().sort());
    const tables = tablesRead(widgets, t.app.screens.screens).map((screen) => screen.table);
    // pipe.company's compliance reads pw_line and, through its `related` measures, pw_weld.
    expect(tables).toEqual(expect.arrayContaining(['pw_line', 'pw_weld', 'saf_inspection']));
    expect(new Set(tables).size).toBe(tables.length);
  });

  it("fills a table like the demo over added projects and measures a widget through its route, or the user's refusal", async () => {
    const first = await t.departId(PROJECT_NAMES[0]);
    const added = await addProjects(t.db, first, 2);
    const demoStates = (await sql<{ status: string }>`select distinct status from saf_inspection`.execute(t.db)).rows.map((row) => row.status);
    await fillLikeDemo(t.db, 'saf_inspection', 300, [first, ...added]);
    expect(await count(t, 'saf_inspection', added)).toBe(200);
    const filledStates = (await sql<{ status: string }>`select distinct status from saf_inspection where project_id in (${sql.join(added)})`.execute(t.db))
      .rows;
    expect(filledStates.length).toBeGreaterThan(1);
    for (const { status } of filledStates) expect(demoStates).toContain(status);

    const entry = companyWidgets(t.app.screens).find(({ widget }) => widget.id === 'safetyToReview')!;
    const askAs =
      (token: string): Ask =>
      async (path) =>
        (await t.get(path, { token })).status;
    const today = new Date().toISOString().slice(0, 10);
    const measured = await widgetP95(askAs(await t.login('admin')), entry, today, { samples: 3, slowMs: 60_000 });
    expect(measured).toMatchObject({ samples: 3 });
    expect('p95' in measured && measured.p95).toBeGreaterThan(0);
    // 质量员 may not list safety inspections: the bench reports the refusal instead of a figure.
    expect(await widgetP95(askAs(await t.login('sunli')), entry, today, { samples: 3 })).toEqual({ status: 403 });
  });
});
