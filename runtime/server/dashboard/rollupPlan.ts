import { createHash } from 'node:crypto';
import { type DashboardFile, type WidgetData, type WidgetFilter } from '../../core/dashboard/dashboard.types';
import { CURRENT_USER } from '../../core/dashboard/currentUser';
import { widgetFields } from '../../core/dashboard/dashboardFields';
import { dashboardWidgets } from '../../core/dashboard/dashboardWidgets';
import { splitWidgetFilters } from '../../core/dashboard/widgetFilters';
import type { ScreenFile } from '../../core/screen/screen.types';
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
}

const PROJECT_COLUMN = 'project_id';
/** What every rollup table's name has (and no screen's table): how the migration finds those of an earlier plan. */
export const ROLLUP_MARK = '__rollup';
/**
 * The form of the rollup tables and their triggers, part of every name: raised when the triggers
 * change (2: TRUNCATE), so a database migrated before builds its rollups anew.
 */
const ROLLUP_FORM = 2;
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
  const sums = data.measures.filter((measure) => measure.op === 'sum').map((measure) => measure.field!);
  return { keys: [...new Set(keys)], sums: [...new Set(sums)] };
}

const filtersOf = (data: WidgetData): WidgetFilter[] => [...(data.filters ?? []), ...data.measures.flatMap((measure) => measure.filters ?? [])];

/**
 * Whether a company widget's answer is a sum of rollup rows: a project screen's own rows (no
 * detail, no other screen, no gantt span), measures that are counts of rows or of
 * distinct values, sums or percentages of them, grouped and filtered by whole values or by
 * calendar days (a period, a date bucket: see rollupDays), no `@me`, which differs per caller.
 */
function rollupShape(screen: ScreenFile, data: WidgetData): { keys: string[]; sums: string[]; days: string[] } | undefined {
  if (screen.scope !== 'project' || data.detail || data.without || data.span || data.readings) return undefined;
  const measuresFit = data.measures.every(
    (measure) =>
      !measure.related &&
      !measure.outside &&
      measure.condition === undefined &&
      ((measure.op === 'count' && measure.field === undefined) || ['countDistinct', 'sum', 'percent'].includes(measure.op)),
  );
  if (!measuresFit) return undefined;
  if (filtersOf(data).some((filter) => filter.value === CURRENT_USER)) return undefined;
  const read = fieldsRead(data);
  const days = dayKeyFields(widgetFields(screen, undefined, true), data, read.keys, filtersOf(data));
  return days && { ...read, days };
}

function planOf(screen: ScreenFile, keyFields: string[], sumFields: string[], dayFields: string[]): RollupPlan {
  const keys = [
    PROJECT_COLUMN,
    ...keyFields
      .map(toColumnName)
      .filter((column) => column !== PROJECT_COLUMN)
      .sort(),
  ];
  const sums = sumFields.map(toColumnName).sort();
  const days = dayFields.map(toColumnName).sort();
  // A plan without day keys keeps the name (and so the table) it had before day keys were known.
  const hash = createHash('sha256')
    .update(JSON.stringify([ROLLUP_FORM, screen.table, keys, sums, ...(days.length > 0 ? [days] : [])]))
    .digest('hex')
    .slice(0, 10);
  const name = `${screen.table.slice(0, MAX_NAME - hash.length - ROLLUP_MARK.length)}${ROLLUP_MARK}${hash}`;
  return { name, table: screen.table, softDelete: screen.softDelete === true, keys, sums, days };
}

/** Which rollup a widget shape keys by: its table and key fields. */
const shapeId = (screen: ScreenFile, keys: string[]) => JSON.stringify([screen.table, [...keys].sort()]);

/** Every rollup the company dashboards need: one per screen and set of keys, with the sums of every widget of those keys; by shapeId. */
export function dashboardRollups(dashboards: Iterable<DashboardFile>, screens: ReadonlyMap<string, ScreenFile>): Map<string, RollupPlan> {
  const shapes = new Map<string, { screen: ScreenFile; keys: string[]; days: string[]; sums: Set<string> }>();
  for (const dashboard of dashboards) {
    if (dashboard.scope !== 'company') continue;
    for (const { data } of dashboardWidgets(dashboard)) {
      const screen = screens.get(data.screen);
      const shape = screen && rollupShape(screen, data);
      if (!screen || !shape) continue;
      const id = shapeId(screen, shape.keys);
      const entry = shapes.get(id) ?? { screen, keys: shape.keys, days: shape.days, sums: new Set<string>() };
      for (const sum of shape.sums) entry.sums.add(sum);
      shapes.set(id, entry);
    }
  }
  return new Map([...shapes].map(([id, { screen, keys, days, sums }]) => [id, planOf(screen, keys, [...sums], days)]));
}

/** The rollup of `plans` a company widget is answered from, if its shape allows one. */
export function widgetRollup(plans: ReadonlyMap<string, RollupPlan>, screen: ScreenFile, data: WidgetData): RollupPlan | undefined {
  const shape = rollupShape(screen, data);
  return shape && plans.get(shapeId(screen, shape.keys));
}
