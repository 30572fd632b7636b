import { createHash } from 'node:crypto';
import { type DashboardFile, type Measure, type WidgetData, type WidgetFilter } from '../../core/dashboard/dashboard.types';
import { CURRENT_USER } from '../../core/dashboard/currentUser';
import { widgetFields } from '../../core/dashboard/dashboardFields';
import { dashboardWidgets } from '../../core/dashboard/dashboardWidgets';
import { splitWidgetFilters } from '../../core/dashboard/widgetFilters';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { toColumnName } from '../../core/screen/naming';
import { dayKeyFields } from './rollupDays';

/**
 * A count rollup of a project screen's live rows: per project and per value of a few fields, the
 * number of rows and, for each summed field, the sum and the count of its non-empty values (a sum
 * over no value reads empty, as the live SUM does). Kept exact on every write by statement-level
 * triggers (see rollupTables), it answers the whole-history widgets of company dashboards, which a
 * live GROUP BY would read a million index entries for.
 */
export interface RollupPlan {
  /** The rollup table's name: derived from what it holds, so a changed plan is a new table. */
  name: string;
  table: string;
  softDelete: boolean;
  /** Key columns, project_id first. */
  keys: string[];
  /** Columns summed (`s_<column>`, with `c_<column>` counting their values). */
  sums: string[];
  /** Key columns of timestamp fields, held as their calendar day (see rollupDays). */
  days: string[];
  /** For measures over another screen (`related`, `share`): the per-row table this rollup sums (its `table`). */
  rows?: RowRollupPlan;
}

/**
 * One row per live row of a project screen with the values of its `related` and `share` measures
 * (what a list's aggregate columns show), kept exact by triggers on the screen and on each related
 * screen: the rows a RollupPlan then sums per key, as it sums a screen's own fields.
 */
export interface RowRollupPlan {
  name: string;
  /** The screen's table, its rows keyed by `id`. */
  table: string;
  softDelete: boolean;
  /** Columns copied from the screen's row: id, project_id, the rollup's keys. */
  keys: string[];
  /** Each stored value: its column and the widget measure it is. */
  values: { column: string; screen: ScreenFile; data: WidgetData; index: number }[];
  /** The other screens the values read. */
  related: ScreenFile[];
}

/**
 * The column of a rollup's per-row table holding measure `index` of a widget: named after what it
 * computes (the other screen, its match and filters, the share's field), so widgets of the same
 * measure share it. Its own filters are left out: they select rows by key, when the rollup is read.
 */
export function rowValueColumn(measures: Measure[], index: number): string {
  const definition = (at: number): unknown => {
    const measure = measures[at];
    return measure.op === 'share' ? [measure.op, measure.field, definition(measure.of![0])] : [measure.op, measure.field, measure.related];
  };
  return `v_${createHash('sha256')
    .update(JSON.stringify(definition(index)))
    .digest('hex')
    .slice(0, 12)}`;
}

/** The per-row table's column counting the rows of other screens matched by a row but of another project (see rollupVisible). */
export const FOREIGN_ROWS = 'foreign_rows';

const PROJECT_COLUMN = 'project_id';
/** What every rollup table's name has (and no screen's table): how the migration finds those of an earlier plan. */
export const ROLLUP_MARK = '__rollup';
/**
 * The form of the rollup tables and their triggers, part of every name: raised when the triggers
 * change (2: TRUNCATE; 3: a statement's new and old rows merged in one upsert in key order, and
 * per-row tables that lock their lines and upsert), so a database migrated before builds its rollups anew.
 */
const ROLLUP_FORM = 3;
/** The longest name PostgreSQL keeps. */
const MAX_NAME = 63;

/** Every field a widget's query filters, groups or sums by: what its rollup keys and sums. */
function fieldsRead(data: WidgetData): { keys: string[]; sums: string[] } {
  const { where, measures } = splitWidgetFilters(data);
  const keys = [
    ...(data.dimensions ?? []).map((dimension) => dimension.field),
    ...where.map((filter) => filter.field),
    ...measures.flat().map((filter) => filter.field),
    ...Object.values(data.dictFilters ?? {}),
    ...(data.dateField ? [data.dateField] : []),
    // A distinct count counts the keys of the rollup rows that hold rows.
    ...data.measures.filter((measure) => measure.op === 'countDistinct').map((measure) => measure.field!),
  ];
  const sums = data.measures.filter((measure) => measure.op === 'sum' && !measure.related).map((measure) => measure.field!);
  return { keys: [...new Set(keys)], sums: [...new Set(sums)] };
}

const filtersOf = (data: WidgetData): WidgetFilter[] => [...(data.filters ?? []), ...data.measures.flatMap((measure) => measure.filters ?? [])];

/** A measure a rollup's per-row table stores: a count or sum of another project screen's rows (filters fixed in the file), or a share of one. */
function rowMeasure(measures: Measure[], measure: Measure, screen: ScreenFile, screens: ReadonlyMap<string, ScreenFile>): boolean {
  if (measure.op === 'share') return rowMeasure(measures, measures[measure.of![0]], screen, screens);
  const related = measure.related && screens.get(measure.related.screen);
  return (
    related !== undefined &&
    related.scope === 'project' &&
    related.table !== screen.table &&
    ((measure.op === 'count' && measure.field === undefined) || measure.op === 'sum') &&
    !(measure.related!.filters ?? []).some((filter) => filter.value === CURRENT_USER)
  );
}

/**
 * Whether a company widget's answer is a sum of rollup rows: a project screen's own rows (no
 * detail, no gantt span), measures that are counts of rows or of distinct values, sums,
 * per-row counts or sums of another project screen (`related`) or shares of them, or percentages of
 * these, grouped and filtered by whole values or by calendar days (a period, a date bucket: see
 * rollupDays), no `@me`, which differs per caller. `perRow`: whether it needs a per-row table.
 */
function rollupShape(
  screen: ScreenFile,
  data: WidgetData,
  screens: ReadonlyMap<string, ScreenFile>,
): { keys: string[]; sums: string[]; days: string[]; perRow: boolean } | undefined {
  if (screen.scope !== 'project' || data.detail || data.without || data.span || data.readings) return undefined;
  const perRow = data.measures.some((measure) => measure.related || measure.op === 'share');
  const measuresFit = data.measures.every(
    (measure) =>
      !measure.outside &&
      measure.condition === undefined &&
      (measure.related || measure.op === 'share'
        ? rowMeasure(data.measures, measure, screen, screens)
        : (measure.op === 'count' && measure.field === undefined) || ['countDistinct', 'sum', 'percent'].includes(measure.op)),
  );
  if (!measuresFit) return undefined;
  if (filtersOf(data).some((filter) => filter.value === CURRENT_USER)) return undefined;
  const read = fieldsRead(data);
  const days = dayKeyFields(widgetFields(screen, undefined, true), data, read.keys, filtersOf(data));
  // A per-row table copies its keys as they are: day keys are not combined with it.
  if (!days || (perRow && days.length > 0)) return undefined;
  return { ...read, days, perRow };
}

/** A table name of the rollup kind: the screen's table, the mark and `kind`, a hash of what it holds. */
function rollupName(table: string, kind: string, content: unknown[]): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([ROLLUP_FORM, table, ...content]))
    .digest('hex')
    .slice(0, 10);
  const mark = `${ROLLUP_MARK}${kind}`;
  return `${table.slice(0, MAX_NAME - hash.length - mark.length)}${mark}${hash}`;
}

type RowValue = RowRollupPlan['values'][number];

function planOf(
  screen: ScreenFile,
  keyFields: string[],
  sumFields: string[],
  dayFields: string[],
  values: RowValue[],
  screens: ReadonlyMap<string, ScreenFile>,
): RollupPlan {
  const keys = [
    PROJECT_COLUMN,
    ...keyFields
      .map(toColumnName)
      .filter((column) => column !== PROJECT_COLUMN)
      .sort(),
  ];
  const sums = sumFields.map(toColumnName).sort();
  const days = dayFields.map(toColumnName).sort();
  const softDelete = screen.softDelete === true;
  if (values.length === 0) {
    // A plan without day keys keeps the name (and so the table) it had before day keys were known.
    const name = rollupName(screen.table, '', [keys, sums, ...(days.length > 0 ? [days] : [])]);
    return { name, table: screen.table, softDelete, keys, sums, days };
  }
  const columns = values.map((value) => value.column).sort();
  const relatedIds = new Set(values.flatMap(({ data }) => data.measures.flatMap((measure) => (measure.related ? [measure.related.screen] : []))));
  const related = [...relatedIds].sort().map((id) => screens.get(id)!);
  const rows: RowRollupPlan = {
    name: rollupName(screen.table, '_rows', [keys, sums, columns, related.map((other) => other.table)]),
    table: screen.table,
    softDelete,
    keys: [...new Set(['id', ...keys, ...sums])],
    values: [...values].sort((a, b) => a.column.localeCompare(b.column)),
    related,
  };
  const summed = [...sums, ...columns, FOREIGN_ROWS];
  return { name: rollupName(screen.table, '', [rows.name, keys, summed]), table: rows.name, softDelete: false, keys, sums: summed, days: [], rows };
}

/** Which rollup a widget shape keys by: its table, key fields, and whether it sums a per-row table. */
const shapeId = (screen: ScreenFile, keys: string[], perRow: boolean) => JSON.stringify([screen.table, [...keys].sort(), perRow]);

/** Every rollup the company dashboards need: one per screen and set of keys, with the sums of every widget of those keys; by shapeId. */
export function dashboardRollups(dashboards: Iterable<DashboardFile>, screens: ReadonlyMap<string, ScreenFile>): Map<string, RollupPlan> {
  const shapes = new Map<string, { screen: ScreenFile; keys: string[]; days: string[]; sums: Set<string>; values: Map<string, RowValue> }>();
  for (const dashboard of dashboards) {
    if (dashboard.scope !== 'company') continue;
    for (const { data } of dashboardWidgets(dashboard)) {
      const screen = screens.get(data.screen);
      const shape = screen && rollupShape(screen, data, screens);
      if (!screen || !shape) continue;
      const id = shapeId(screen, shape.keys, shape.perRow);
      const entry = shapes.get(id) ?? { screen, keys: shape.keys, days: shape.days, sums: new Set<string>(), values: new Map<string, RowValue>() };
      for (const sum of shape.sums) entry.sums.add(sum);
      for (const [index, measure] of data.measures.entries())
        if (measure.related || measure.op === 'share') {
          const column = rowValueColumn(data.measures, index);
          entry.values.set(column, { column, screen, data, index });
        }
      shapes.set(id, entry);
    }
  }
  return new Map([...shapes].map(([id, { screen, keys, days, sums, values }]) => [id, planOf(screen, keys, [...sums], days, [...values.values()], screens)]));
}

const plannedRollups = new WeakMap<ScreenRegistry, Map<string, RollupPlan>>();

/** dashboardRollups of a registry, planned once per registry (a start asks for them in its migration and again for the routes); shared, so read-only. */
export function registryRollups(registry: ScreenRegistry): ReadonlyMap<string, RollupPlan> {
  let plans = plannedRollups.get(registry);
  if (!plans) plannedRollups.set(registry, (plans = dashboardRollups(registry.dashboards.values(), registry.screens)));
  return plans;
}

/** The rollup of `plans` a company widget is answered from, if its shape allows one. */
export function widgetRollup(
  plans: ReadonlyMap<string, RollupPlan>,
  screen: ScreenFile,
  data: WidgetData,
  screens: ReadonlyMap<string, ScreenFile>,
): RollupPlan | undefined {
  const shape = rollupShape(screen, data, screens);
  return shape && plans.get(shapeId(screen, shape.keys, shape.perRow));
}
