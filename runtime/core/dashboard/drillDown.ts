import { PROJECTS_PARAM, type DashboardFile, type DashboardWidget, type WidgetRow } from './dashboard.types';
import { bucketRange, type DayRange } from './period';
import { splitWidgetFilters } from './widgetFilters';
import { CONDITION_PARAM } from '../screen/listConditions';

/** What the dashboard page's header has chosen: the period and the dictionary filter values. */
export interface DashboardChoice {
  period: DayRange | null;
  dicts: Record<string, string>;
  /** A company dashboard's chosen projects (`filters.projects`); empty or absent: all. */
  projects?: string[];
}

/** The widget's request parameters: `periodBegin` / `periodEnd`, the chosen dictionary filters and projects. */
export function widgetParams(choice: DashboardChoice): Record<string, string> {
  const params: Record<string, string> = {};
  if (choice.period) Object.assign(params, { periodBegin: choice.period.begin, periodEnd: choice.period.end });
  for (const [key, value] of Object.entries(choice.dicts)) if (value !== '') params[key] = value;
  if (choice.projects?.length) params[PROJECTS_PARAM] = choice.projects.join(',');
  return params;
}

/** The choice a widget is asked and drilled with: the dashboard's, with the widget's own period (`period`) around `today` if it has one. */
export function widgetChoice(widget: DashboardWidget, choice: DashboardChoice, today: string): DashboardChoice {
  return widget.period ? { ...choice, period: bucketRange(widget.period, today) } : choice;
}

/** The later of two begins and earlier of two ends: a bucket inside the chosen period. */
function narrower(range: DayRange, other: DayRange | undefined): DayRange {
  if (!other) return range;
  return { begin: range.begin > other.begin ? range.begin : other.begin, end: range.end < other.end ? range.end : other.end };
}

/**
 * The list query that shows a widget's slice (contract C URL filters): the widget's own eq / in
 * filters (those all measures of an ungrouped widget share included), the dashboard's dictionary filters, the clicked row's dimension values (a date bucket
 * as `<field>_begin` / `<field>_end`), the period on the widget's date field, and the list condition
 * every measure counts (`condition`). `row` absent: the
 * whole widget (a KPI). `listed` says which fields the list takes: a widget over a detail drills
 * into its header's list, which knows only the header's fields.
 */
export function drillDownQuery(
  dashboard: Pick<DashboardFile, 'filters'>,
  widget: DashboardWidget,
  choice: DashboardChoice,
  row?: WidgetRow,
  listed: (field: string) => boolean = () => true,
): Map<string, string> {
  const { data } = widget;
  // A plain map, not URLSearchParams: core runs without the DOM's or Node's globals; the page makes the URL.
  const query = new Map<string, string>();
  // A readings widget drills into its device list as a whole: the readings are not its rows.
  if (data.readings) return query;
  for (const filter of splitWidgetFilters(data).where) {
    if (filter.rule === 'eq' && !Array.isArray(filter.value) && filter.value !== undefined) query.set(filter.field, String(filter.value));
    if (filter.rule === 'in' && Array.isArray(filter.value)) query.set(filter.field, filter.value.join(','));
  }
  const declared = new Set((dashboard.filters?.dicts ?? []).map((filter) => filter.key));
  for (const [key, field] of Object.entries(data.dictFilters ?? {})) if (declared.has(key) && choice.dicts[key]) query.set(field, choice.dicts[key]);
  const ranges = new Map<string, DayRange>();
  if (choice.period && data.dateField) ranges.set(data.dateField, choice.period);
  (data.dimensions ?? []).forEach((dimension, index) => {
    const value = row?.dims[index];
    if (value === null || value === undefined) return;
    if (dimension.bucket) ranges.set(dimension.field, narrower(bucketRange(dimension.bucket, value), ranges.get(dimension.field)));
    else query.set(dimension.field, value);
  });
  for (const [field, range] of ranges) {
    query.set(`${field}_begin`, range.begin);
    query.set(`${field}_end`, range.end);
  }
  for (const key of [...query.keys()]) if (!listed(key.replace(/_(begin|end)$/, ''))) query.delete(key);
  // Measures that all count one list condition open the list on it.
  const conditions = new Set(data.measures.map((measure) => measure.condition));
  const [condition] = conditions;
  if (conditions.size === 1 && condition !== undefined) query.set(CONDITION_PARAM, condition);
  return query;
}
