import type { DashboardFile, Measure, WidgetData, WidgetFilterRule, WidgetWithout } from './dashboard.types';
import { dashboardWidgets } from './dashboardWidgets';
import { splitWidgetFilters } from './widgetFilters';

/**
 * The index a widget's query can be answered from, in field names (the migration puts the screen's
 * scope column first): `seek`, the fields the WHERE pins down (exact filters, then the dateField,
 * whose period range is the widget's narrowest condition), then `covered`, every other field the
 * query reads (dimensions, measure fields and filters, dictionary filters), so the count or
 * GROUP BY is an index-only scan that never visits the table.
 */
export interface WidgetIndex {
  seek: string[];
  covered: string[];
}

/** Rules an index seeks by exactly; ranges and patterns are only read from it. */
const SEEK_RULES: ReadonlySet<WidgetFilterRule> = new Set(['eq', 'in']);

export function widgetIndex(data: WidgetData): WidgetIndex {
  const { where, measures } = splitWidgetFilters(data);
  const seek = new Set([...where.filter((filter) => SEEK_RULES.has(filter.rule)).map((filter) => filter.field), ...(data.dateField ? [data.dateField] : [])]);
  const read = new Set([
    ...(data.dimensions ?? []).map((dimension) => dimension.field),
    ...where.map((filter) => filter.field),
    ...measures.flat().map((filter) => filter.field),
    ...data.measures.flatMap((measure) => (measure.related ? [] : measureFields(measure))),
    ...Object.values(data.dictFilters ?? {}),
  ]);
  return { seek: [...seek], covered: [...read].filter((field) => !seek.has(field)) };
}

/** The fields a measure reads of the rows it aggregates. */
const measureFields = (measure: Measure): string[] => [measure.field, measure.to].filter((field): field is string => field !== undefined);

/**
 * The index a widget's other screen is probed by — an anti-join (`without`) or a measure's
 * `related` rows: its exact filters, the match fields, then the dateField; the other fields read covered.
 */
function relatedIndex(related: WidgetWithout, read: string[] = []): WidgetIndex {
  const seek = new Set([
    ...(related.filters ?? []).filter((filter) => SEEK_RULES.has(filter.rule)).map((filter) => filter.field),
    ...Object.keys(related.match),
    ...(related.dateField ? [related.dateField] : []),
  ]);
  const covered = [...(related.filters ?? []).map((filter) => filter.field), ...read].filter((field) => !seek.has(field));
  return { seek: [...seek], covered: [...new Set(covered)] };
}

/**
 * The index of every widget, by the id of the screen it reads (and of the other screens of its `without` and `related` measures); the migration merges those one index
 * serves. A widget over a detail table (`detail`) has none: its fields live partly in the detail
 * rows' table, so an index on the screen's own table could not hold them; nor has one over device
 * readings (`readings`): they are in the readings table (its time bucket is no column of the screen).
 */
export function dashboardIndexes(dashboards: Iterable<DashboardFile>): Map<string, WidgetIndex[]> {
  const indexes = new Map<string, WidgetIndex[]>();
  const add = (screen: string, index: WidgetIndex) => indexes.set(screen, [...(indexes.get(screen) ?? []), index]);
  for (const dashboard of dashboards)
    for (const { data } of dashboardWidgets(dashboard)) {
      // A widget over detail rows or device readings reads another table than the screen's, whose columns an index here could not hold.
      if (!data.detail && !data.readings) add(data.screen, widgetIndex(data));
      if (data.without) add(data.without.screen, relatedIndex(data.without));
      for (const measure of data.measures) if (measure.related) add(measure.related.screen, relatedIndex(measure.related, measureFields(measure)));
    }
  return indexes;
}
