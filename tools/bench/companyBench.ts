/**
 * The parts of `npm run bench:company` a test runs at tiny scale: which widgets the company
 * dashboards have (read from the registry built from screens.json), the tables they read, a
 * company-sized copy of the demo in those tables, and each widget's p95 through its HTTP route.
 */
import { sql } from 'kysely';
import type { DashboardFile, DashboardWidget } from '../../runtime/core/dashboard/dashboard.types';
import { dashboardWidgets } from '../../runtime/core/dashboard/dashboardWidgets';
import { widgetChoice, widgetParams } from '../../runtime/core/dashboard/drillDown';
import { periodRange } from '../../runtime/core/dashboard/period';
import type { ScreenFile } from '../../runtime/core/screen/screen.types';
import { toColumnName } from '../../runtime/core/screen/naming';
import type { AppDb } from '../../runtime/server/db/dbTypes';
import type { RollupPlan } from '../../runtime/server/dashboard/rollupPlan';
import type { ScreenRegistry } from '../../runtime/server/screens/screenRegistry';
import { sequentialP95 } from './serverBench';

export interface CompanyWidget {
  dashboard: DashboardFile;
  widget: DashboardWidget;
}

/** Every widget of every company dashboard (`scope: company`) the catalogue registers, in catalogue order. */
export function companyWidgets(registry: Pick<ScreenRegistry, 'dashboards'>): CompanyWidget[] {
  return [...registry.dashboards.values()]
    .filter((dashboard) => dashboard.scope === 'company')
    .flatMap((dashboard) => dashboardWidgets(dashboard).map((widget) => ({ dashboard, widget })));
}

/** The screens a widget reads: its own, its `without` screen, its measures' `related` and `outside` screens. */
function screensOf(widget: DashboardWidget): string[] {
  const { data } = widget;
  return [
    data.screen,
    ...(data.without ? [data.without.screen] : []),
    ...data.measures.flatMap((measure) => [measure.related?.screen, measure.outside?.screen].filter((id): id is string => id !== undefined)),
  ];
}

/** The project-level screens the widgets read, each once. */
export function tablesRead(widgets: CompanyWidget[], screens: ReadonlyMap<string, ScreenFile>): ScreenFile[] {
  const ids = new Set(widgets.flatMap(({ widget }) => screensOf(widget)));
  return [...ids].map((id) => screens.get(id)!).filter((screen) => screen.scope === 'project');
}

/** `count` more projects like the first demo project (sys_depart rows of the project kind): their ids. */
export async function addProjects(db: AppDb, like: string, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, i) => `bench-project-${i + 1}`);
  await sql`create temporary table bench_depart as select * from sys_depart where id = ${like}`.execute(db);
  for (const [i, id] of ids.entries()) {
    await sql`update bench_depart set id = ${id}, depart_name = ${`基准项目${i + 1}`}, org_code = ${`BENCH${i + 1}`}`.execute(db);
    await sql`insert into sys_depart select * from bench_depart`.execute(db);
  }
  await sql`drop table bench_depart`.execute(db);
  return ids;
}

/** Makes a user a member of some more projects. */
export async function joinProjects(db: AppDb, username: string, projectIds: string[]): Promise<void> {
  await sql`update sys_user set depart_ids = depart_ids || ',' || ${projectIds.join(',')} where username = ${username}`.execute(db);
}

interface Column {
  name: string;
  type: string;
}

const DATE_TYPES = /^(date|timestamp)/;
/** Columns the fill writes itself (the scope, the row's id and bookkeeping). */
const FIXED: Readonly<Record<string, string>> = { tenant_id: `'0'`, del_flag: '0', version: '0' };

/**
 * The demo rows of a table, scaled up: `rows` rows over `projectIds`, each date column spread over
 * the last three years, every other column drawn from that column's demo values (so statuses,
 * dictionary values and the people in them keep the demo's proportions), unique columns made
 * unique. One `INSERT … SELECT … generate_series` per table (bigint: n × stride passes 2³¹) with
 * the table's secondary indexes (the dashboards' among them) dropped and built again afterwards, as a
 * bulk load does: maintaining twenty indexes row by row took ten times longer. Then VACUUM ANALYZE.
 * Returns the rows the table holds then.
 */
export async function fillLikeDemo(db: AppDb, table: string, rows: number, projectIds: string[]): Promise<number> {
  const { rows: columns } = await sql<Column>`
    select column_name as name, data_type as type from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(db);
  const { rows: uniques } = await sql<{ name: string }>`
    select distinct a.attname as name from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
    where i.indrelid = ${table}::regclass and i.indisunique and not i.indisprimary`.execute(db);
  const unique = new Set(uniques.map((row) => row.name));
  const demo = `(select * from ${table} limit 2000)`;
  // Each column draws with its own stride, so columns do not move in lockstep.
  const expressions = columns.map(({ name, type }, index) => {
    const ref = sql.ref(name);
    if (name === 'id') return sql`'big' || n`;
    if (name === 'project_id') return sql`(string_to_array(${projectIds.join(',')}, ','))[cast(1 + (n * 7919) % ${projectIds.length} as int)]`;
    if (FIXED[name] !== undefined) return sql.raw(FIXED[name]);
    if (DATE_TYPES.test(type))
      return sql`cast(localtimestamp - ((n * ${2 * index + 13}) % 1095) * interval '1 day' - (n % 86400) * interval '1 second' as ${sql.raw(type)})`;
    const pick = sql`(select array_agg(${ref}) from ${sql.raw(demo)} as d where ${ref} is not null)`;
    const value = sql`(${pick})[cast(1 + (n * ${2 * index + 31}) % greatest(1, cardinality(${pick})) as int)]`;
    return unique.has(name) && /char|text/.test(type) ? sql`coalesce(${value}, '') || '-' || n` : value;
  });
  const { rows: indexes } = await sql<{ name: string; definition: string; keys: string[] | null }>`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition,
      case when i.indisunique then (select array_agg(a.attname::text) from pg_attribute a where a.attrelid = i.indrelid and a.attnum = any(i.indkey)) end as keys
    from pg_index i
    where i.indrelid = ${table}::regclass and not i.indisprimary and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`.execute(db);
  for (const { name } of indexes) await sql`drop index ${sql.raw(name)}`.execute(db);
  await sql`
    insert into ${sql.table(table)} (${sql.join(columns.map(({ name }) => sql.ref(name)))})
    select ${sql.join(expressions)} from generate_series(1, cast(${rows} as bigint)) as n`.execute(db);
  // A key of too few values (one work log per project and day: 50 × 1,095) holds fewer rows than
  // asked: the drawn duplicates go before the unique index is built again.
  for (const { keys } of indexes)
    if (keys)
      await sql`delete from ${sql.table(table)} t using (
          select id, row_number() over (partition by ${sql.join(keys.map((key) => sql.ref(key)))} order by id) as k from ${sql.table(table)}
        ) d where t.id = d.id and d.k > 1`.execute(db);
  for (const { definition } of indexes) await sql.raw(definition).execute(db);
  await sql`vacuum analyze ${sql.table(table)}`.execute(db);
  const { rows: kept } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(kept[0].n);
}

/** How many filled rows of a related screen (welds) point at each of the first filled rows of a screen (lines): a line's joints. */
const RELATED_PER_ROW = 20;

/**
 * Points the filled rows of the screens a per-row rollup reads (`related`, matched on the screen's
 * id) at filled rows of the screen, RELATED_PER_ROW on each, in that row's project, as the app
 * keeps them: drawn from the demo, a weld would name a line of another project or none.
 */
export async function linkRelatedRows(db: AppDb, plans: Iterable<RollupPlan>, rows: number): Promise<void> {
  const lines = Math.max(1, Math.floor(rows / RELATED_PER_ROW));
  // Each (related table, column, screen table) once: widgets and their measures repeat the same match.
  const links = new Map<string, [string, string, string]>();
  for (const { rows: perRow } of plans)
    for (const { data } of perRow?.values ?? [])
      for (const { related } of data.measures)
        for (const [other, own] of Object.entries(related?.match ?? {}))
          if (own === 'id') {
            const link: [string, string, string] = [perRow!.related.find((screen) => screen.id === related!.screen)!.table, toColumnName(other), perRow!.table];
            links.set(link.join(' '), link);
          }
  for (const [table, column, lineTable] of links.values())
    await sql`update ${sql.table(table)} as w set ${sql.ref(column)} = l.id, project_id = l.project_id
      from ${sql.table(lineTable)} as l
      where w.id like 'big%' and l.id = 'big' || (1 + (cast(substr(w.id, 4) as bigint) * 7919) % ${lines})`.execute(db);
}

/**
 * What keeping a table's rollups costs a save: the p95 of a one-row UPDATE (a new version of one
 * row, in its own transaction) with the table's triggers, then with its user triggers disabled.
 */
export async function saveCost(db: AppDb, table: string, samples: number): Promise<{ kept: number; bare: number }> {
  const { rows } = await sql<{ id: string }>`select id from ${sql.table(table)} order by id limit 1`.execute(db);
  const save = () => sql`update ${sql.table(table)} set version = version + 1 where id = ${rows[0].id}`.execute(db).then(() => {});
  const kept = await sequentialP95(samples, save);
  await sql`alter table ${sql.table(table)} disable trigger user`.execute(db);
  try {
    return { kept, bare: await sequentialP95(samples, save) };
  } finally {
    await sql`alter table ${sql.table(table)} enable trigger user`.execute(db);
  }
}

/** A widget's URL parameters as its page asks them on first open: the dashboard's default period (or the widget's own) around today. */
export function firstOpenParams(dashboard: DashboardFile, widget: DashboardWidget, today: string): URLSearchParams {
  const period = dashboard.filters?.period ? periodRange(dashboard.filters.period.default, today) : null;
  return new URLSearchParams(widgetParams(widgetChoice(widget, { period, dicts: {} }, today)));
}

/** One measured request: its status (anything but 200 ends the widget's measurement). */
export type Ask = (path: string) => Promise<number>;

/** The p95 of a widget's route for one user, or the status that refused them; a widget slower than `slowMs` is sampled `fewSamples` times. */
export async function widgetP95(
  ask: Ask,
  entry: CompanyWidget,
  today: string,
  { samples, fewSamples = 3, slowMs = 1000 }: { samples: number; fewSamples?: number; slowMs?: number },
): Promise<{ p95: number; samples: number } | { status: number }> {
  const path = `/api/dashboard/${entry.dashboard.id}/widget/${entry.widget.id}?${firstOpenParams(entry.dashboard, entry.widget, today)}`;
  const started = performance.now();
  const status = await ask(path); // warm-up: plans, caches, connections
  if (status !== 200) return { status };
  const count = performance.now() - started > slowMs ? fewSamples : samples;
  return { p95: await sequentialP95(count, async () => void (await ask(path))), samples: count };
}
