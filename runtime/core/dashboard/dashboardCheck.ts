import type { ScreenFile } from '../screen/screen.types';
import type { FieldSchema, ListAggregate } from '../screen/screen.types';
import {
  BIG_SCREEN_DEFAULTS,
  DEFAULT_WIDGET_SPAN,
  GRID_COLUMNS,
  MAX_WIDGET_ROWS,
  followsPeriod,
  type DashboardFile,
  type DashboardWidget,
  type WidgetData,
  type Measure,
  type WidgetFilter,
  type WidgetRelated,
  type WidgetWithout,
  PROJECT_DIMENSION,
} from './dashboard.types';
import { detailFields } from '../screen/screenModel';
import { detailNamed, isDateField, isNumberField, widgetFields } from './dashboardFields';
import { expandGanttWidget } from './ganttWidget';
import { streamFieldOf, STREAM_COMPONENT } from './recordWidget';
import { CURRENT_USER, CURRENT_USER_RULES, isCurrentUser, userKeyOf } from './currentUser';

/** A problem of a dashboard file, at a JSON pointer. */
export interface DashboardIssue {
  pointer: string;
  message: string;
}

export interface DashboardCheckContext {
  screens: ReadonlyMap<string, ScreenFile>;
  /** A "; did you mean 'x'?" hint for a wrong name (the lint passes one; the server does not). */
  suggest?: (wrong: string, valid: readonly string[]) => string;
  /** Every dashboard by id, for the targets of `projectDrill`. */
  dashboards?: ReadonlyMap<string, Pick<DashboardFile, 'scope'>>;
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
  // Expanded from their columns (see expandRecordWidget), checked by recordIssues.
  list: { min: 0, max: 0 },
  video: { min: 0, max: 0 },
  // Answered as cards (see deviceCards), checked by devicesIssues.
  devices: { min: 0, max: 0 },
};

const SORT = /^(-?)(\d+|dim)$/;

/** Each filter's field is known (`known` reports it otherwise) and its value fits its rule. */
function checkFilterList(
  pointer: string,
  filters: WidgetFilter[] | undefined,
  known: (pointer: string, name: string) => FieldSchema | undefined,
  issue: (pointer: string, message: string) => void,
): void {
  (filters ?? []).forEach((filter, i) => {
    const field = known(`${pointer}/${i}/field`, filter.field);
    if (isCurrentUser(filter.value)) return checkCurrentUser(`${pointer}/${i}`, filter, field, issue);
    const list = Array.isArray(filter.value);
    const needsValue = filter.rule !== 'empty' && filter.rule !== 'not_empty';
    if (filter.rule === 'in' && !list) issue(`${pointer}/${i}/value`, `rule 'in' takes a list of values, e.g. ["1", "2"]`);
    else if (filter.rule !== 'in' && list) issue(`${pointer}/${i}/value`, `rule '${filter.rule}' takes one value; use rule 'in' for a list`);
    else if (needsValue && filter.value === undefined) issue(`${pointer}/${i}`, `rule '${filter.rule}' needs a value`);
    else if (!needsValue && filter.value !== undefined) issue(`${pointer}/${i}/value`, `rule '${filter.rule}' takes no value; remove it`);
  });
}

/** `@me` stands for one user: compared by eq / ne with a field that stores users (its key the server fills in). */
function checkCurrentUser(pointer: string, filter: WidgetFilter, field: FieldSchema | undefined, issue: Issue): void {
  if (!CURRENT_USER_RULES.has(filter.rule) || Array.isArray(filter.value))
    issue(`${pointer}/rule`, `'${CURRENT_USER}'（当前登录用户）是一个用户，只能用 eq 或 ne 比较，不能用 '${filter.rule}'`);
  else if (field && !userKeyOf(filter.field, field))
    issue(
      `${pointer}/value`,
      `'${CURRENT_USER}'（当前登录用户）只能与保存用户的字段比较（createBy、updateBy 或字典为 sys_user 的字段），'${filter.field}' 不是`,
    );
}

type Issue = (pointer: string, message: string) => void;
/** Reports a field unknown to a screen (at `pointer`) and returns the field when known. */
type Known = (pointer: string, name: string) => FieldSchema | undefined;

/** A lookup of a screen's fields that reports, through `issue`, a name the screen does not have. */
function knownIn(screen: ScreenFile, context: DashboardCheckContext, issue: Issue): Known {
  const hint = context.suggest ?? (() => '');
  const fields = widgetFields(screen);
  return (pointer, name) => {
    if (!fields.has(name)) issue(pointer, `'${name}' is not a field of screen '${screen.id}'${hint(name, [...fields.keys()])}`);
    return fields.get(name);
  };
}

/**
 * The other screen of a `without` or of a measure's `related`: known, its match fields its own,
 * each matched to a field of the widget's screen. Returns the other screen, or nothing when unknown.
 */
function checkRelated(related: WidgetRelated, fields: ReadonlyMap<string, FieldSchema>, screen: ScreenFile, context: DashboardCheckContext, issue: Issue) {
  const hint = context.suggest ?? (() => '');
  for (const [otherField, ownField] of Object.entries(related.match))
    if (!fields.has(ownField)) issue(`/match/${otherField}`, `'${ownField}' is not a field of screen '${screen.id}'${hint(ownField, [...fields.keys()])}`);
  const other = context.screens.get(related.screen);
  if (!other) {
    issue('/screen', `unknown screen '${related.screen}'${hint(related.screen, [...context.screens.keys()])}`);
    return undefined;
  }
  const knownOther = knownIn(other, context, issue);
  for (const otherField of Object.keys(related.match)) knownOther(`/match/${otherField}`, otherField);
  return other;
}

/** The other screen of an anti-join (`without`), its dateField and filters. */
function checkWithout(
  without: WidgetWithout,
  fields: ReadonlyMap<string, FieldSchema>,
  screen: ScreenFile,
  context: DashboardCheckContext,
  issue: Issue,
): void {
  const other = checkRelated(without, fields, screen, context, issue);
  if (!other) return;
  const knownOther = knownIn(other, context, issue);
  if (without.dateField !== undefined) {
    const field = knownOther('/dateField', without.dateField);
    if (field && !isDateField(field)) issue('/dateField', `dateField '${without.dateField}' is not a date or date-time field`);
  }
  checkFilterList('/filters', without.filters, knownOther, issue);
}

/** `percent` names two other measures of the widget by index and aggregates no field of its own. */
function checkPercent(measure: Measure, index: number, measures: Measure[], issue: Issue): void {
  if (measure.field !== undefined || measure.related !== undefined || measure.to !== undefined)
    issue('', `'percent' divides two other measures; remove 'field', 'to' and 'related'`);
  if (!measure.of || measure.of.length !== 2) {
    issue('', `'percent' needs "of": [numerator, denominator], the indexes of two other measures`);
    return;
  }
  measure.of.forEach((target, i) => {
    if (target === index || target >= measures.length || measures[target].op === 'percent')
      issue(`/of/${i}`, `measure ${target} is not another non-percent measure of this widget (it has ${measures.length})`);
  });
}

/**
 * `share` takes the row's own percentage `field` of one `related` measure that has no filters of its
 * own (those would filter the grouped rows, not the row), rounded up; a detail row has no such field.
 */
function checkShare(measure: Measure, index: number, measures: Measure[], known: Known, issue: Issue, context: MeasureContext): void {
  if (measure.related !== undefined || measure.to !== undefined) issue('', `'share' takes a percentage of another measure; remove 'related' and 'to'`);
  if (context.detail) issue('', `'share' reads a field of each row of the screen; it cannot be used with 'detail'`);
  const target = measure.of?.length === 1 ? measure.of[0] : undefined;
  if (target === undefined) issue('', `'share' needs "of": [i], the index of a 'related' measure`);
  else if (target === index || target >= measures.length || !measures[target].related || measures[target].filters)
    issue('/of/0', `measure ${target} is not another 'related' measure without filters of its own`);
  if (measure.field === undefined) {
    issue('', `'share' needs "field", the number field of each row holding the percentage, e.g. "ndtRatio"`);
    return;
  }
  const field = known('/field', measure.field);
  if (field && !isNumberField(field)) issue('/field', `'share' needs a number field; '${measure.field}' is ${field.format ?? field.type}`);
}

/**
 * `outside`: the other screen and its match as for `related`; each range compares a number field of
 * the widget's screen with two number fields (lower, upper limit) of the other screen.
 */
function checkOutside(measure: Measure, issue: Issue, context: MeasureContext): void {
  const outside = measure.outside!;
  const at: Issue = (pointer, message) => issue(`/outside${pointer}`, message);
  if (context.detail) at('', '“outside”按本页面的每一行查找另一个页面的记录，不能与 detail 同用');
  if (measure.related) at('', '“outside”与“related”不能同用：超范围的行取自本页面');
  const other = checkRelated({ screen: outside.screen, match: outside.match }, context.fields, context.screen, context.check, at);
  const hint = context.check.suggest ?? (() => '');
  outside.ranges.forEach((range, i) => {
    const own = context.fields.get(range.field);
    if (!own) at(`/ranges/${i}/field`, `“${range.field}”不是页面 ${context.screen.id} 的字段${hint(range.field, [...context.fields.keys()])}`);
    else if (!isNumberField(own)) at(`/ranges/${i}/field`, `“${range.field}”不是数字字段，无法与范围比较`);
    if (!other) return;
    const knownOther = knownIn(other, context.check, at);
    for (const key of ['min', 'max'] as const) {
      const limit = knownOther(`/ranges/${i}/${key}`, range[key]);
      if (limit && !isNumberField(limit)) at(`/ranges/${i}/${key}`, `“${range[key]}”不是数字字段，不能作为${key === 'min' ? '下限' : '上限'}`);
    }
  });
}

/** `condition`: one of the screen's `list.conditions`, counted like `outside` (so never beside it, `related` or `detail`). */
function checkCondition(measure: Measure, issue: Issue, context: MeasureContext): void {
  const at: Issue = (pointer, message) => issue(`/condition${pointer}`, message);
  if (measure.outside) at('', '“condition”与“outside”不能同用：条件已写明范围');
  if (measure.related) at('', '“condition”与“related”不能同用：符合条件的行取自本页面');
  if (context.detail) at('', '“condition”筛选本页面的行，不能与 detail 同用');
  const keys = (context.screen.list.conditions ?? []).map((condition) => condition.key);
  if (!keys.includes(measure.condition!)) {
    const hint = keys.length ? (context.check.suggest?.(measure.condition!, keys) ?? '') : '；该页面没有声明 list.conditions';
    at('', `页面 ${context.screen.id} 的 list.conditions 中没有条件“${measure.condition}”${hint}`);
  }
}

/** A measure's field (and `days`' end field) is a field of the screen it aggregates, of a type its op can sum. */
function checkMeasure(measure: Measure, index: number, measures: Measure[], known: Known, issue: Issue, context: MeasureContext): void {
  if (measure.op === 'percent') return checkPercent(measure, index, measures, issue);
  if (measure.op === 'share') return checkShare(measure, index, measures, known, issue, context);
  if (measure.of !== undefined) issue('/of', `'of' belongs to a 'percent' or 'share' measure`);
  if (measure.to !== undefined && measure.op !== 'days') issue('/to', `'to' ends the span of a 'days' measure; remove it`);
  if (measure.outside) checkOutside(measure, issue, context);
  if (measure.condition !== undefined) checkCondition(measure, issue, context);
  let own = known;
  if (measure.related) {
    if (context.detail) issue('/related', `'related' aggregates another screen's rows per row of the widget's screen; it cannot be used with 'detail'`);
    const relatedIssue: Issue = (pointer, message) => issue(`/related${pointer}`, message);
    const other = checkRelated(measure.related, context.fields, context.screen, context.check, relatedIssue);
    if (!other) return;
    checkFilterList('/filters', measure.related.filters, knownIn(other, context.check, relatedIssue), relatedIssue);
    own = knownIn(other, context.check, issue);
  }
  if (measure.field === undefined) {
    if (measure.op !== 'count') issue('', `measure '${measure.op}' needs a field, e.g. "field": "amount"`);
    return;
  }
  const field = own('/field', measure.field);
  if (field && (measure.op === 'sum' || measure.op === 'avg') && !isNumberField(field))
    issue('/field', `'${measure.op}' needs a number field; '${measure.field}' is ${field.format ?? field.type}`);
  if (measure.op !== 'days') return;
  if (field && !isDateField(field)) issue('/field', `'days' counts the days of a date span; '${measure.field}' is not a date field`);
  const to = measure.to === undefined ? undefined : own('/to', measure.to);
  if (measure.to === undefined) issue('', `'days' needs "to", the date field that ends each row's span`);
  else if (to && !isDateField(to)) issue('/to', `'to' must be a date field; '${measure.to}' is not one`);
}

/** What a measure's check needs of its widget. */
interface MeasureContext {
  screen: ScreenFile;
  fields: ReadonlyMap<string, FieldSchema>;
  detail: boolean;
  check: DashboardCheckContext;
}

/** A gantt widget draws its screen's `list.gantt`: it declares no measures or dimensions of its own. */
function ganttIssues(written: DashboardWidget, screen: ScreenFile, issue: (pointer: string, message: string) => void): boolean {
  if (written.type !== 'gantt') return false;
  if (!screen.list.gantt) issue('/type', `a 'gantt' widget draws its screen's list.gantt; screen '${screen.id}' declares none`);
  for (const key of ['measures', 'dimensions', 'detail', 'without'] as const)
    if (written.data[key] !== undefined) issue(`/data/${key}`, `a 'gantt' widget takes its bars from the screen's list.gantt; remove '${key}'`);
  return !screen.list.gantt;
}

/** Widget types that draw a readings widget's rows: one value, or a series over time. */
const READING_TYPES = new Set<DashboardWidget['type']>(['kpi', 'line', 'bar', 'table']);

/**
 * A readings widget reads a device screen's readings: its metrics are the device's, it declares no
 * measures, dimensions or filters of its own, a KPI has no bucket and a chart has one. Answers
 * whether it is one (its checks are then done).
 */
function readingsIssues(written: DashboardWidget, screen: ScreenFile, issue: (pointer: string, message: string) => void, hint: Suggest): boolean {
  const { readings } = written.data;
  if (!readings) return false;
  const metrics = screen.device?.metrics.map((metric) => metric.name);
  if (!metrics) issue('/data/readings', `'readings' reads the uploads of a device screen; screen '${screen.id}' declares no 'device'`);
  readings.metrics.forEach((name, i) => {
    if (metrics && !metrics.includes(name)) issue(`/data/readings/metrics/${i}`, `'${name}' is not a metric of screen '${screen.id}'${hint(name, metrics)}`);
  });
  for (const key of ['measures', 'dimensions', 'filters', 'dateField', 'detail', 'without', 'dictFilters', 'sort'] as const)
    if (written.data[key] !== undefined) issue(`/data/${key}`, `a readings widget takes its measures and time from 'readings'; remove '${key}'`);
  if (!READING_TYPES.has(written.type)) issue('/type', `a readings widget is a kpi, line, bar or table, not '${written.type}'`);
  const oneValue = written.type === 'kpi';
  if (oneValue && readings.bucket) issue('/data/readings/bucket', `a kpi shows one value; remove 'bucket'`);
  if (!oneValue && written.type !== 'table' && !readings.bucket) issue('/data/readings/bucket', `a '${written.type}' widget draws a series; give 'bucket'`);
  if (readings.value === 'latest' && readings.bucket) issue('/data/readings/bucket', `'latest' is one value per device; it has no bucket`);
  if (written.compare) issue('/compare', `a readings widget has no previous period to compare with`);
  return true;
}

type Suggest = (name: string, names: string[]) => string;

/**
 * A list or video widget shows records, not aggregates: its `columns` are fields of its screen; a
 * list orders by a date `dateField` (newest first), a video plays the screen's HlsStream field.
 * Neither declares measures, dimensions or a sort of its own. Answers whether it is one (its checks are then done).
 */
function recordIssues(written: DashboardWidget, screen: ScreenFile, known: Known, issue: Issue): boolean {
  const { data, type } = written;
  if (type !== 'list' && type !== 'video') {
    if (data.columns !== undefined) issue('/data/columns', `只有 list、video 组件写 columns；“${type}”组件请用 dimensions`);
    return false;
  }
  const kind = type === 'list' ? '最新记录列表（list）' : '视频（video）';
  for (const key of ['measures', 'dimensions', 'sort', 'detail', 'without', 'dictFilters', 'readings'] as const)
    if (data[key] !== undefined) issue(`/data/${key}`, `${kind}组件逐条显示记录，不写 ${key}，请删除`);
  (data.columns ?? []).forEach((name, i) => known(`/data/columns/${i}`, name));
  checkFilterList('/data/filters', data.filters, known, issue);
  if (written.compare) issue('/compare', `${kind}组件没有上一期可比较，请删除 compare`);
  if (written.export) issue('/export', `${kind}组件逐条显示记录，不能导出 Excel：请去掉 export（导出请用列表页的【导出】）`);
  if (type === 'list') {
    if (!data.columns?.length) issue('/data', `${kind}组件须写 columns：每条记录显示的字段，如 ["problemDesc", "areaName"]`);
    if (data.dateField === undefined) issue('/data', `${kind}组件须写 dateField：按它从新到旧排列的日期字段，如 "createTime"`);
    else {
      const field = known('/data/dateField', data.dateField);
      if (field && !isDateField(field)) issue('/data/dateField', `dateField '${data.dateField}' is not a date or date-time field`);
    }
    return true;
  }
  if (!streamFieldOf(screen)) issue('/data/screen', `视频组件播放页面的视频流字段（${STREAM_COMPONENT}），页面 ${screen.id} 没有这样的字段`);
  if (data.dateField !== undefined) issue('/data/dateField', `${kind}组件显示现在的视频，不按时间段筛选，请删除 dateField`);
  if (written.period !== undefined) issue('/period', `${kind}组件显示现在的视频，不按时间段筛选，请删除 period`);
  return true;
}

/**
 * A devices widget shows a card per visible device of a device screen (one with `device`): its state
 * and latest readings against their limits, of the current project (so not on a company dashboard).
 * It reads no aggregate and follows no period.
 * Answers whether it is one (its checks are then done).
 */
function devicesIssues(written: DashboardWidget, screen: ScreenFile, company: boolean, issue: Issue): boolean {
  if (written.type !== 'devices') return false;
  if (company) issue('/type', '设备卡片（devices）组件显示当前项目的设备，不能用在公司级看板（scope: company）上');
  if (!screen.device) issue('/data/screen', `设备卡片（devices）组件显示设备页面的设备，页面 ${screen.id} 没有 device（不是设备页面）`);
  for (const key of ['measures', 'dimensions', 'sort', 'detail', 'without', 'dictFilters', 'readings', 'columns', 'dateField', 'limit', 'filters'] as const)
    if (written.data[key] !== undefined) issue(`/data/${key}`, `设备卡片（devices）组件显示每台设备的状态和最新读数，不写 ${key}，请删除`);
  for (const key of ['period', 'compare', 'export', 'value'] as const)
    if (written[key] !== undefined) issue(`/${key}`, `设备卡片（devices）组件显示设备现在的状态，不写 ${key}，请删除`);
  return true;
}

/** Widget types that draw one mark per row, so a row far from the average can be shown in red. */
const OUTLIER_TYPES = new Set<DashboardWidget['type']>(['bar', 'line', 'ranking', 'table']);

/** `outlier` compares each row with the average of all rows: the widget draws rows, and the factors lie above and below 1. */
function checkOutliers(widget: DashboardWidget, issue: Issue): void {
  widget.data.measures.forEach((measure, i) => {
    const outlier = measure.outlier;
    if (!outlier) return;
    const at = `/data/measures/${i}/outlier`;
    if (!OUTLIER_TYPES.has(widget.type)) issue(at, `“outlier”把远离各行平均值的行标红，只用于柱状图、折线图、排行榜和表格，不用于“${widget.type}”`);
    if (outlier.above === undefined && outlier.below === undefined)
      issue(at, '“outlier”须写 above（高于平均值的倍数，如 1.5）或 below（低于平均值的倍数，如 0.5）');
    if (outlier.above !== undefined && outlier.above <= 1) issue(`${at}/above`, `above 是高于平均值的倍数，须大于 1（写的是 ${outlier.above}）`);
    if (outlier.below !== undefined && (outlier.below <= 0 || outlier.below >= 1))
      issue(`${at}/below`, `below 是低于平均值的倍数，须在 0 和 1 之间（写的是 ${outlier.below}）`);
  });
}

/**
 * `projectDrill` opens a project-level dashboard for the clicked project: the widget belongs to a
 * company dashboard and groups by projectId, and the target is a known dashboard that is not a company one.
 */
function checkProjectDrill(widget: DashboardWidget, dashboard: DashboardFile, context: DashboardCheckContext, issue: Issue): void {
  const target = widget.projectDrill!;
  if (dashboard.scope !== 'company') issue('/projectDrill', '“projectDrill”从公司级看板钻取到一个项目：只用于 scope 为 company 的看板');
  if (!(widget.data.dimensions ?? []).some((dimension) => dimension.field === PROJECT_DIMENSION))
    issue('/projectDrill', `“projectDrill”按被点击的项目打开项目看板：组件须有维度 ${PROJECT_DIMENSION}`);
  if (!context.dashboards) return;
  const found = context.dashboards.get(target);
  if (!found) issue('/projectDrill', `没有编号为“${target}”的看板${context.suggest?.(target, [...context.dashboards.keys()]) ?? ''}`);
  else if (found.scope === 'company') issue('/projectDrill', `看板“${target}”是公司级看板；projectDrill 须指向项目级看板（如 labour.home）`);
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
  const ownFields = widgetFields(screen);
  const knownOwn: Known = (pointer, name) => {
    if (!ownFields.has(name)) issue(pointer, `'${name}' is not a field of screen '${screen.id}'${hint(name, [...ownFields.keys()])}`);
    return ownFields.get(name);
  };
  if (
    ganttIssues(written, screen, issue) ||
    readingsIssues(written, screen, issue, hint) ||
    recordIssues(written, screen, knownOwn, issue) ||
    devicesIssues(written, screen, dashboard.scope === 'company', issue)
  )
    return issues;
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
  const company = dashboard.scope === 'company';
  if (company && screen.scope !== 'project')
    issue('/data/screen', `公司级看板（scope: company）汇总各项目的数据，页面 '${screen.id}' 不是项目级页面（scope: ${screen.scope}），不能用在这里`);
  const fields = widgetFields(screen, detail, company);
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
  const measureContext: MeasureContext = { screen, fields, detail: detail !== undefined, check: context };
  data.measures.forEach((measure, i) => {
    const pointer = `/data/measures/${i}`;
    const at: Issue = (inner, message) => issue(`${pointer}${inner}`, message);
    checkMeasure(measure, i, data.measures, (inner, name) => known(`${pointer}${inner}`, name), at, measureContext);
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
  if (widget.period !== undefined && !followsPeriod(data))
    issue('/period', `a widget's own period applies to its dateField or 'days' measures; the widget has neither`);
  if (written.export && written.type === 'gantt') issue('/export', '甘特图（gantt）的横道不是统计行，不能导出 Excel：请去掉 export');
  checkOutliers(widget, issue);
  if (widget.projectDrill !== undefined) checkProjectDrill(widget, dashboard, context, issue);
  if (widget.compare === 'previous' && !followsPeriod(data)) issue('/compare', `'previous' compares periods; the widget needs a dateField or a 'days' measure`);
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
  if (dashboard.scope === 'company' && dashboard.filters?.project)
    issues.push({ pointer: '/filters/project', message: '公司级看板（scope: company）汇总当前用户所有项目的数据，不按当前项目筛选：请删除 filters.project' });
  if (dashboard.scope !== 'company' && dashboard.filters?.projects)
    issues.push({ pointer: '/filters/projects', message: '项目多选（filters.projects）只用于公司级看板（scope: company）；项目级看板总是按页头的当前项目' });
  if ((dashboard.widgets === undefined) === (dashboard.pages === undefined))
    issues.push({ pointer: '', message: '看板须写 widgets（一页）或 pages（多个标签页）二者之一' });
  const pages = dashboard.pages ?? [];
  const placed = dashboard.widgets
    ? [{ widgets: dashboard.widgets, at: '/widgets' }]
    : pages.map((page, p) => ({ widgets: page.widgets, at: `/pages/${p}/widgets` }));
  pages.forEach((page, p) => {
    if (pages.findIndex((other) => other.key === page.key) !== p)
      issues.push({ pointer: `/pages/${p}/key`, message: `标签页的 key “${page.key}”与前面的标签页重复` });
  });
  for (const { widgets, at } of placed)
    widgets.forEach((widget, i) => {
      if (seen.has(widget.id)) issues.push({ pointer: `${at}/${i}/id`, message: `duplicate widget id '${widget.id}'` });
      seen.add(widget.id);
      issues.push(...checkWidget(widget, `${at}/${i}`, dashboard, context));
    });
  issues.push(...bigScreenIssues(dashboard));
  return issues;
}

/**
 * A widget's `rows` places it on a big screen's grid: only a big screen has rows, a widget is at most
 * as high as the grid, and the widgets' cells fit in the grid's (24 columns × rows), else the canvas would overflow.
 */
function bigScreenIssues(dashboard: DashboardFile): DashboardIssue[] {
  const { bigScreen } = dashboard;
  const widgets = dashboard.widgets ?? [];
  if (!bigScreen) {
    const placed = dashboard.pages ? dashboard.pages.map((page, p) => ({ widgets: page.widgets, at: `/pages/${p}/widgets` })) : [{ widgets, at: '/widgets' }];
    return placed.flatMap(({ widgets: own, at }) =>
      own.flatMap((widget, i) =>
        widget.rows === undefined
          ? []
          : [{ pointer: `${at}/${i}/rows`, message: '只有大屏（bigScreen）的组件写 rows（高几行）；普通看板的组件按内容自动排高，请删除 rows' }],
      ),
    );
  }
  if (dashboard.pages)
    return [{ pointer: '/pages', message: '大屏（bigScreen）一屏排 widgets，不分标签页：多屏请用 bigScreen.carousel 轮播其他大屏，请把 pages 改为 widgets' }];
  const gridRows = bigScreen.rows ?? BIG_SCREEN_DEFAULTS.rows;
  const issues: DashboardIssue[] = widgets.flatMap((widget, i) =>
    (widget.rows ?? 0) > gridRows ? [{ pointer: `/widgets/${i}/rows`, message: `组件高 ${widget.rows} 行，超过大屏的 ${gridRows} 行（bigScreen.rows）` }] : [],
  );
  const cells = widgets.reduce((sum, widget) => sum + (widget.span ?? DEFAULT_WIDGET_SPAN) * (widget.rows ?? BIG_SCREEN_DEFAULTS.widgetRows), 0);
  const capacity = GRID_COLUMNS * gridRows;
  if (cells > capacity)
    issues.push({
      pointer: '/widgets',
      message: `组件共占 ${cells} 格（span × rows），大屏只有 ${capacity} 格（24 栏 × ${gridRows} 行）：一屏放不下，请减小 span / rows 或把组件移到轮播的下一屏`,
    });
  return issues;
}

/**
 * A big screen's carousel names other big screens (by dashboard id) to cycle through on a wall
 * display; the lint and the server's start check it against every dashboard of the catalogue.
 */
export function checkCarousel(
  dashboard: DashboardFile,
  dashboards: ReadonlyMap<string, DashboardFile>,
  suggest: (wrong: string, valid: readonly string[]) => string = () => '',
): DashboardIssue[] {
  const carousel = dashboard.bigScreen?.carousel;
  if (!carousel) return [];
  const bigScreens = [...dashboards.values()].filter((other) => other.bigScreen && other.id !== dashboard.id).map((other) => other.id);
  return carousel.dashboards.flatMap((id, i) => {
    const pointer = `/bigScreen/carousel/dashboards/${i}`;
    if (id === dashboard.id) return [{ pointer, message: `轮播列出的是本大屏之后依次显示的其他大屏，不必写本大屏“${id}”` }];
    const other = dashboards.get(id);
    if (!other) return [{ pointer, message: `没有看板“${id}”${suggest(id, bigScreens)}` }];
    if (!other.bigScreen) return [{ pointer, message: `看板“${id}”不是大屏（没有 bigScreen），不能在大屏上轮播` }];
    return [];
  });
}

/**
 * The measures of a list's aggregate columns (`list.aggregates`), checked as a widget's measures over
 * the screen's own rows, each issue at `/list/aggregates/<i>…`; the lint adds what a list asks beyond.
 */
export function checkAggregateMeasures(screen: ScreenFile, measures: ListAggregate[], context: DashboardCheckContext): DashboardIssue[] {
  const issues: DashboardIssue[] = [];
  const fields = widgetFields(screen);
  const hint = context.suggest ?? (() => '');
  const measureContext: MeasureContext = { screen, fields, detail: false, check: context };
  measures.forEach((measure, i) => {
    const pointer = `/list/aggregates/${i}`;
    const at: Issue = (inner, message) => issues.push({ pointer: `${pointer}${inner}`, message });
    const known: Known = (inner, name) => {
      if (!fields.has(name)) at(inner, `'${name}' is not a field of screen '${screen.id}'${hint(name, [...fields.keys()])}`);
      return fields.get(name);
    };
    checkMeasure(measure, i, measures, known, at, measureContext);
    // A list row is one row: only figures computed per row fit it.
    if (measure.op !== 'percent' && measure.op !== 'share' && !measure.related)
      at('', `汇总列「${measure.title}」按每一行计算：须用 related 汇总另一个页面中与该行对应的记录，或为 share / percent`);
    if (measure.filters) at('/filters', `汇总列「${measure.title}」按每一行计算，不能写 filters；请把条件写在 related.filters 中`);
    if (fields.has(measure.key) || measures.findIndex((other) => other.key === measure.key) !== i)
      at('/key', `汇总列的 key '${measure.key}' 与页面的字段或另一个汇总列重名`);
  });
  return issues;
}

/** A list's named conditions (`list.conditions`): unique keys, each `outside` checked as a measure's over the screen's own rows. */
export function checkListConditions(screen: ScreenFile, context: DashboardCheckContext): DashboardIssue[] {
  const issues: DashboardIssue[] = [];
  const measureContext: MeasureContext = { screen, fields: widgetFields(screen), detail: false, check: context };
  (screen.list.conditions ?? []).forEach((condition, i, all) => {
    const at: Issue = (inner, message) => issues.push({ pointer: `/list/conditions/${i}${inner}`, message });
    if (all.findIndex((other) => other.key === condition.key) !== i) at('/key', `条件的 key “${condition.key}”与前面的条件重复`);
    checkOutside({ op: 'count', title: condition.title, outside: condition.outside }, at, measureContext);
  });
  return issues;
}
