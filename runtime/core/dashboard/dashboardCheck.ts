import type { ScreenFile } from '../screen/screen.types';
import type { FieldSchema } from '../screen/screen.types';
import { MAX_WIDGET_ROWS, type DashboardFile, type DashboardWidget, type WidgetData, type WidgetFilter, type WidgetWithout } from './dashboard.types';
import { detailFields } from '../screen/screenModel';
import { detailNamed, isDateField, isNumberField, widgetFields } from './dashboardFields';
import { expandGanttWidget } from './ganttWidget';

/** A problem of a dashboard file, at a JSON pointer. */
export interface DashboardIssue {
  pointer: string;
  message: string;
}

export interface DashboardCheckContext {
  screens: ReadonlyMap<string, ScreenFile>;
  /** A "; did you mean 'x'?" hint for a wrong name (the lint passes one; the server does not). */
  suggest?: (wrong: string, valid: readonly string[]) => string;
}

/** Dimensions each widget type draws: a KPI or gauge none, a stacked bar two (x and series), a table any. */
const DIMENSIONS: Readonly<Record<DashboardWidget['type'], { min: number; max: number }>> = {
  kpi: { min: 0, max: 0 },
  gauge: { min: 0, max: 0 },
  line: { min: 1, max: 2 },
  bar: { min: 1, max: 2 },
  stackedBar: { min: 2, max: 2 },
  pie: { min: 1, max: 1 },
  ranking: { min: 1, max: 1 },
  table: { min: 0, max: 3 },
  gantt: { min: 2, max: 2 },
};

const SORT = /^(-?)(\d+|dim)$/;

/** Each filter's field is known (`known` reports it otherwise) and its value fits its rule. */
function checkFilterList(
  pointer: string,
  filters: WidgetFilter[] | undefined,
  known: (pointer: string, name: string) => unknown,
  issue: (pointer: string, message: string) => void,
): void {
  (filters ?? []).forEach((filter, i) => {
    known(`${pointer}/${i}/field`, filter.field);
    const list = Array.isArray(filter.value);
    const needsValue = filter.rule !== 'empty' && filter.rule !== 'not_empty';
    if (filter.rule === 'in' && !list) issue(`${pointer}/${i}/value`, `rule 'in' takes a list of values, e.g. ["1", "2"]`);
    else if (filter.rule !== 'in' && list) issue(`${pointer}/${i}/value`, `rule '${filter.rule}' takes one value; use rule 'in' for a list`);
    else if (needsValue && filter.value === undefined) issue(`${pointer}/${i}`, `rule '${filter.rule}' needs a value`);
    else if (!needsValue && filter.value !== undefined) issue(`${pointer}/${i}/value`, `rule '${filter.rule}' takes no value; remove it`);
  });
}

/** The other screen of an anti-join (`without`): known, its match, date and filter fields its own, each matched to a field of the widget's screen. */
function checkWithout(
  without: WidgetWithout,
  fields: ReadonlyMap<string, FieldSchema>,
  screen: ScreenFile,
  context: DashboardCheckContext,
  issue: (pointer: string, message: string) => void,
): void {
  const hint = context.suggest ?? (() => '');
  for (const [otherField, ownField] of Object.entries(without.match))
    if (!fields.has(ownField)) issue(`/match/${otherField}`, `'${ownField}' is not a field of screen '${screen.id}'${hint(ownField, [...fields.keys()])}`);
  const other = context.screens.get(without.screen);
  if (!other) {
    issue('/screen', `unknown screen '${without.screen}'${hint(without.screen, [...context.screens.keys()])}`);
    return;
  }
  const otherFields = widgetFields(other);
  const knownOther = (pointer: string, name: string) => {
    if (!otherFields.has(name)) issue(pointer, `'${name}' is not a field of screen '${other.id}'${hint(name, [...otherFields.keys()])}`);
    return otherFields.get(name);
  };
  for (const otherField of Object.keys(without.match)) knownOther(`/match/${otherField}`, otherField);
  if (without.dateField !== undefined) {
    const field = knownOther('/dateField', without.dateField);
    if (field && !isDateField(field)) issue('/dateField', `dateField '${without.dateField}' is not a date or date-time field`);
  }
  checkFilterList('/filters', without.filters, knownOther, issue);
}

/** A gantt widget draws its screen's `list.gantt`: it declares no measures or dimensions of its own. */
function ganttIssues(written: DashboardWidget, screen: ScreenFile, issue: (pointer: string, message: string) => void): boolean {
  if (written.type !== 'gantt') return false;
  if (!screen.list.gantt) issue('/type', `a 'gantt' widget draws its screen's list.gantt; screen '${screen.id}' declares none`);
  for (const key of ['measures', 'dimensions', 'detail', 'without'] as const)
    if (written.data[key] !== undefined) issue(`/data/${key}`, `a 'gantt' widget takes its bars from the screen's list.gantt; remove '${key}'`);
  return !screen.list.gantt;
}

function checkWidget(written: DashboardWidget, at: string, dashboard: DashboardFile, context: DashboardCheckContext): DashboardIssue[] {
  const hint = context.suggest ?? (() => '');
  const issues: DashboardIssue[] = [];
  const issue = (pointer: string, message: string) => issues.push({ pointer: `${at}${pointer}`, message });
  const screen = context.screens.get(written.data.screen);
  if (!screen) {
    issue('/data/screen', `unknown screen '${written.data.screen}'${hint(written.data.screen, [...context.screens.keys()])}`);
    return issues;
  }
  if (ganttIssues(written, screen, issue)) return issues;
  // The meta-schema asks measures of every other type (a file read without it may still lack them).
  if (written.type !== 'gantt' && (written.data.measures as WidgetData['measures'] | undefined) === undefined) {
    issue('/data', `a '${written.type}' widget needs measures`);
    return issues;
  }
  const widget = expandGanttWidget(written, screen);
  const { data } = widget;
  if (data.detail !== undefined && data.without) issue('/data/without', `'without' looks up the screen's own rows; it cannot be used with 'detail'`);
  const detail = data.detail === undefined ? undefined : detailNamed(screen, data.detail);
  if (data.detail !== undefined && !detail) {
    const details = detailFields(screen).map((entry) => entry.name);
    issue('/data/detail', `'${data.detail}' is not a detail field of screen '${screen.id}'${details.length ? hint(data.detail, details) : '; it has none'}`);
    return issues;
  }
  const fields = widgetFields(screen, detail);
  const names = [...fields.keys()];
  const known = (pointer: string, name: string) => {
    if (fields.has(name)) return fields.get(name)!;
    issue(pointer, `'${name}' is not a field of screen '${screen.id}'${detail ? ` or of its detail '${detail.name}'` : ''}${hint(name, names)}`);
    return undefined;
  };
  const checkFilters = (pointer: string, filters: WidgetFilter[] | undefined) => checkFilterList(pointer, filters, known, issue);

  if (data.without) checkWithout(data.without, fields, screen, context, (pointer, message) => issue(`/data/without${pointer}`, message));
  if (data.dateField !== undefined) {
    const field = known('/data/dateField', data.dateField);
    if (field && !isDateField(field)) issue('/data/dateField', `dateField '${data.dateField}' is not a date or date-time field`);
  }
  data.measures.forEach((measure, i) => {
    const pointer = `/data/measures/${i}`;
    if (measure.field === undefined) {
      if (measure.op !== 'count') issue(pointer, `measure '${measure.op}' needs a field, e.g. "field": "amount"`);
    } else {
      const field = known(`${pointer}/field`, measure.field);
      if (field && (measure.op === 'sum' || measure.op === 'avg') && !isNumberField(field))
        issue(`${pointer}/field`, `'${measure.op}' needs a number field; '${measure.field}' is ${field.format ?? field.type}`);
    }
    checkFilters(`${pointer}/filters`, measure.filters);
  });
  const dimensions = data.dimensions ?? [];
  dimensions.forEach((dimension, i) => {
    const field = known(`/data/dimensions/${i}/field`, dimension.field);
    if (field && dimension.bucket && !isDateField(field))
      issue(`/data/dimensions/${i}/bucket`, `bucket '${dimension.bucket}' needs a date field; '${dimension.field}' is not one`);
  });
  const { min, max } = DIMENSIONS[widget.type];
  if (dimensions.length < min || dimensions.length > max) {
    const expected = min === max ? `${min}` : `${min} to ${max}`;
    issue('/data/dimensions', `a '${widget.type}' widget takes ${expected} dimension(s), found ${dimensions.length}`);
  }
  checkFilters('/data/filters', data.filters);
  const declared = (dashboard.filters?.dicts ?? []).map((filter) => filter.key);
  for (const [key, name] of Object.entries(data.dictFilters ?? {})) {
    if (!declared.includes(key)) issue(`/data/dictFilters/${key}`, `dictionary filter '${key}' is not declared in filters.dicts${hint(key, declared)}`);
    known(`/data/dictFilters/${key}`, name);
  }
  const sort = data.sort === undefined ? null : SORT.exec(data.sort);
  if (data.sort !== undefined && !sort) issue('/data/sort', `sort '${data.sort}' must be '-0' (measure 0, descending), '0', 'dim' or '-dim'`);
  else if (sort && sort[2] !== 'dim' && Number(sort[2]) >= data.measures.length)
    issue('/data/sort', `sort '${data.sort}' names measure ${sort[2]}, but the widget has ${data.measures.length} measure(s)`);
  else if (sort && sort[2] === 'dim' && dimensions.length === 0) issue('/data/sort', `sort '${data.sort}' needs a dimension`);
  if (data.limit !== undefined && !(Number.isInteger(data.limit) && data.limit >= 1 && data.limit <= MAX_WIDGET_ROWS))
    issue('/data/limit', `limit must be a whole number from 1 to ${MAX_WIDGET_ROWS}`);
  if (widget.value === 'ratio' && (widget.type === 'pie' || widget.type === 'stackedBar'))
    issue('/value', `'ratio' shows a percentage per group, which a '${widget.type}' cannot add up; use a bar, line, ranking or table`);
  if (widget.value === 'ratio' && data.measures.length !== 2) issue('/value', `'ratio' divides measure 0 by measure 1; declare exactly 2 measures`);
  if (widget.period !== undefined && data.dateField === undefined)
    issue('/period', `a widget's own period applies to its dateField; the widget needs a dateField`);
  if (widget.compare === 'previous' && data.dateField === undefined) issue('/compare', `'previous' compares periods; the widget needs a dateField`);
  return issues;
}

/**
 * Checks of a dashboard file beyond its meta-schema: every widget reads a known screen and its
 * fields, measures and buckets fit the fields' types, dictionary filters are declared, widget ids
 * are unique. The lint and the server's start run the same checks.
 */
export function checkDashboard(dashboard: DashboardFile, context: DashboardCheckContext): DashboardIssue[] {
  const issues: DashboardIssue[] = [];
  const seen = new Set<string>();
  dashboard.widgets.forEach((widget, i) => {
    if (seen.has(widget.id)) issues.push({ pointer: `/widgets/${i}/id`, message: `duplicate widget id '${widget.id}'` });
    seen.add(widget.id);
    issues.push(...checkWidget(widget, `/widgets/${i}`, dashboard, context));
  });
  return issues;
}
