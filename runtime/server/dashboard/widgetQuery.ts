import { sql, type AliasableExpression, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import {
  DEFAULT_WIDGET_ROWS,
  MAX_WIDGET_ROWS,
  type Dimension,
  type Measure,
  type WidgetData,
  type WidgetFilter,
  type WidgetRelated,
} from '../../core/dashboard/dashboard.types';
import { CURRENT_USER, userKeyOf, type CurrentUser, type UserKey } from '../../core/dashboard/currentUser';
import { detailNamed, widgetFields } from '../../core/dashboard/dashboardFields';
import { addDays, type DayRange } from '../../core/dashboard/period';
import { splitWidgetFilters } from '../../core/dashboard/widgetFilters';
import type { FieldSchema, ScreenFile } from '../../core/screen/screen.types';
import type { DetailField } from '../../core/screen/screenModel';
import { toColumnName } from '../../core/screen/naming';
import { filterExpression } from '../crud/applyListQuery';
import { compileOutside, outsideExpression, type CompiledOutside } from '../crud/outsideRange';
import { listCondition } from '../../core/screen/listConditions';
import { makeFilter, type FieldFilter, type FilterOperator } from '../crud/listQuery';
import type { RowCondition } from '../crud/rowVisibility';
import { columnTypeOf } from '../db/screenColumns';
import type { AppDb, DB } from '../db/dbTypes';
import { rowValueColumn, type RollupPlan } from './rollupPlan';

type Builder = ExpressionBuilder<DB, string>;

/** The filter rules of a widget file, each mapped to one operator of the list's filter model. */
const RULE_OPERATORS: Readonly<Record<Exclude<WidgetFilter['rule'], 'empty' | 'not_empty'>, FilterOperator>> = {
  eq: 'eq',
  ne: 'ne',
  gt: 'gt',
  ge: 'ge',
  lt: 'lt',
  le: 'le',
  in: 'in',
  like: 'contains',
};

/**
 * A condition on one field of the widget's screen, built from the file (never from the request);
 * `user` compares with the signed-in user (`@me`), whose key each request's session supplies.
 */
type FieldCondition =
  | { kind: 'compare'; filter: FieldFilter }
  | { kind: 'empty' | 'not_empty'; column: string; text: boolean }
  | { kind: 'user'; name: string; field: FieldSchema; operator: FilterOperator; key: UserKey };

/** The other screen of an anti-join (`data.without`) or of a measure's `related`, its filters compiled like the widget's. */
export interface CompiledRelated {
  screen: ScreenFile;
  /** Column of the other screen's table → column of the widget's table. */
  match: [string, string][];
  filters: FieldCondition[];
}

export interface CompiledWidget {
  data: WidgetData;
  without?: CompiledRelated;
  /** Each measure's other screen (`related`), by measure index. */
  related: (CompiledRelated | undefined)[];
  /** Each measure's range record (`outside`), by measure index. */
  outside: (CompiledOutside | undefined)[];
  /** The rollup a company dashboard answers the widget from when the caller's visibility allows (rollupVisible). */
  rollup?: RollupPlan;
  /** The detail table the widget reads (`data.detail`), if any. */
  detail?: DetailField;
  fields: ReadonlyMap<string, FieldSchema>;
  /** The file's filters of the WHERE (those every measure shares included, see splitWidgetFilters), checked once when the dashboard loads. */
  filters: FieldCondition[];
  measureFilters: FieldCondition[][];
}

function fieldOf(fields: ReadonlyMap<string, FieldSchema>, name: string): FieldSchema {
  const field = fields.get(name);
  if (!field) throw new Error(`'${name}' is not a field`);
  return field;
}

function condition(fields: ReadonlyMap<string, FieldSchema>, filter: WidgetFilter): FieldCondition {
  const field = fieldOf(fields, filter.field);
  if (filter.rule === 'empty' || filter.rule === 'not_empty')
    return { kind: filter.rule, column: toColumnName(filter.field), text: columnTypeOf(field) === 'text' };
  const key = filter.value === CURRENT_USER ? userKeyOf(filter.field, field) : undefined;
  if (key) return { kind: 'user', name: filter.field, field, operator: RULE_OPERATORS[filter.rule as 'eq' | 'ne'], key };
  const raw = Array.isArray(filter.value) ? filter.value.join(',') : String(filter.value ?? '');
  return { kind: 'compare', filter: makeFilter(filter.field, field, RULE_OPERATORS[filter.rule], raw) };
}

/**
 * Prepares a widget of a checked dashboard: its file filters become the list's filter model (the
 * same value checks), so a value that does not fit its field fails at start, not at a request.
 */
export function prepareWidget(screen: ScreenFile, data: WidgetData, screens: ReadonlyMap<string, ScreenFile> = new Map(), company = false): CompiledWidget {
  const detail = data.detail === undefined ? undefined : detailNamed(screen, data.detail);
  if (data.detail !== undefined && !detail) throw new Error(`'${data.detail}' is not a detail field of screen '${screen.id}'`);
  const fields = widgetFields(screen, detail, company);
  const split = splitWidgetFilters(data);
  return {
    data,
    detail,
    fields,
    filters: split.where.map((filter) => condition(fields, filter)),
    measureFilters: split.measures.map((filters) => filters.map((filter) => condition(fields, filter))),
    without: data.without && prepareRelated(data.without, screens),
    related: data.measures.map((measure) => measure.related && prepareRelated(measure.related, screens)),
    outside: data.measures.map((measure) => {
      const outside = measure.outside ?? (measure.condition === undefined ? undefined : listCondition(screen, measure.condition)?.outside);
      return outside && compileOutside(outside, screens);
    }),
  };
}

function prepareRelated(related: WidgetRelated, screens: ReadonlyMap<string, ScreenFile>): CompiledRelated {
  const screen = screens.get(related.screen);
  if (!screen) throw new Error(`unknown screen '${related.screen}'`);
  const fields = widgetFields(screen);
  return {
    screen,
    match: Object.entries(related.match).map(([other, own]) => [toColumnName(other), toColumnName(own)]),
    filters: (related.filters ?? []).map((filter) => condition(fields, filter)),
  };
}

function conditionExpression(eb: Builder, entry: FieldCondition, user: CurrentUser): Expression<SqlBool> {
  if (entry.kind === 'compare') return filterExpression(eb, entry.filter);
  if (entry.kind === 'user') return filterExpression(eb, makeFilter(entry.name, entry.field, entry.operator, user[entry.key]));
  const column = sql.ref(entry.column);
  const isEmpty = entry.text ? eb.or([eb(column, 'is', null), eb(column, '=', '')]) : eb(column, 'is', null);
  return entry.kind === 'empty' ? isEmpty : eb.not(isEmpty);
}

/** A date column (optionally of an aliased table) as a date. */
const dateOf = (column: string, table?: string) => sql<string>`cast(${sql.ref(table ? `${table}.${column}` : column)} as date)`;
const dayLiteral = (day: string) => sql<string>`cast(${day} as date)`;

/**
 * The days of a row's span [from, to] within the period and not after today (an open end runs to
 * today), never below 0: days on site, days of work.
 */
function spanDays(from: string, to: string, scope: Pick<WidgetScope, 'period' | 'today'>, table?: string): RawBuilder<number> {
  const today = dayLiteral(scope.today);
  const last = scope.period
    ? sql`least(coalesce(${dateOf(to, table)}, ${today}), ${today}, ${dayLiteral(scope.period.end)})`
    : sql`least(coalesce(${dateOf(to, table)}, ${today}), ${today})`;
  const first = scope.period ? sql`greatest(${dateOf(from, table)}, ${dayLiteral(scope.period.begin)})` : dateOf(from, table);
  return sql<number>`greatest(${last} - ${first} + 1, 0)`;
}

/** The aggregate of a measure over rows whose columns `column` qualifies. */
function aggregateOf(eb: Builder, measure: Measure, scope: WidgetScope, table?: string) {
  const column = measure.field === undefined ? null : sql.ref(table ? `${table}.${toColumnName(measure.field)}` : toColumnName(measure.field));
  switch (measure.op) {
    case 'count':
      return column ? eb.fn.count(column) : eb.fn.countAll();
    case 'countDistinct':
      return eb.fn.count(column!).distinct();
    case 'sum':
      return eb.fn.sum(column!);
    case 'avg':
      return eb.fn.avg(column!);
    case 'min':
      return eb.fn.min(column!);
    case 'max':
      return eb.fn.max(column!);
    case 'days':
      return eb.fn.sum(spanDays(toColumnName(measure.field!), toColumnName(measure.to!), scope, table));
    case 'percent':
    case 'share':
      throw new Error(`a '${measure.op}' measure aggregates no rows`);
  }
}

const RELATED_ALIAS = 'r';

/**
 * A `related` measure for one row of the widget's table: its aggregate over the caller's visible
 * rows of the other screen that match the row and pass the related filters (0 when none match).
 */
function relatedRowValue(db: AppDb, table: string, measure: Measure, related: CompiledRelated, visible: RowCondition, scope: WidgetScope) {
  const inner = db
    .selectFrom(`${related.screen.table} as ${RELATED_ALIAS}`)
    .select((inside) => aggregateOf(inside, measure, scope, RELATED_ALIAS).as('value'))
    .where(visible)
    .where((inside) =>
      inside.and([
        ...related.match.map(([other, own]) => inside(sql.ref(`${RELATED_ALIAS}.${other}`), '=', sql.ref(`${table}.${own}`))),
        ...related.filters.map((entry) => conditionExpression(inside, entry, scope.user)),
      ]),
    );
  return sql<number>`coalesce((${inner}), 0)`;
}

/**
 * How measures read the screen's rows: `group` aggregates them (a widget's groups), `row` gives one
 * value per row (a list's aggregate columns, see listAggregates), so only per-row measures apply.
 */
export type MeasureMode = 'group' | 'row';

/** Measure `index` of a `related` or `share` kind for one row of the table (before any grouping). */
function rowValue(db: AppDb, table: string, widget: CompiledWidget, index: number, scope: WidgetScope): RawBuilder<number> {
  const measure = widget.data.measures[index];
  if (measure.op === 'share') {
    const base = rowValue(db, table, widget, measure.of![0], scope);
    return sql<number>`ceil(${base} * coalesce(${sql.ref(`${table}.${toColumnName(measure.field!)}`)}, 0) / 100.0)`;
  }
  const related = widget.related[index];
  const visible = scope.relatedVisible[index];
  if (!related) throw new Error(`measure ${index} is not a per-row measure`);
  // A list's caller who may not list the other screen gets no figure from it.
  if (!visible) return sql<number>`null`;
  return relatedRowValue(db, table, measure, related, visible, scope);
}

/**
 * Measure `index` (a `related` or `share` one) of each row of `table`, over the rows of each other
 * screen that `relatedRows` keeps: what a rollup's per-row table stores (no `@me`, no period).
 */
export function storedRowValue(
  db: AppDb,
  table: string,
  widget: CompiledWidget,
  index: number,
  relatedRows: (screen: ScreenFile) => RowCondition,
): RawBuilder<number> {
  const scope: WidgetScope = {
    visible: (eb) => eb.lit(true),
    relatedVisible: widget.related.map((related) => related && relatedRows(related.screen)),
    outsideVisible: [],
    today: '',
    user: { userId: '', username: '' },
    period: null,
    dictFilters: [],
  };
  return rowValue(db, table, widget, index, scope);
}

/** Measure `index` of a widget as an aggregate of the query (or, in `row` mode, the row's value); `percent` is two others divided, to one decimal. */
function measureExpression(
  db: AppDb,
  eb: Builder,
  table: string,
  widget: CompiledWidget,
  index: number,
  scope: WidgetScope,
  mode: MeasureMode = 'group',
): AliasableExpression<unknown> {
  const measure = widget.data.measures[index];
  if (measure.op === 'percent') {
    const [part, whole] = measure.of!.map((other) => measureExpression(db, eb, table, widget, other, scope, mode));
    return sql`round(100.0 * ${part} / nullif(${whole}, 0), 1)`;
  }
  if (mode === 'group' && scope.rollup) return rollupAggregate(eb, widget, index, scope);
  const perRow = measure.op === 'share' || (widget.related[index] && scope.relatedVisible[index]);
  if (mode === 'row') return rowValue(db, table, widget, index, scope);
  const aggregate = perRow ? eb.fn.sum(rowValue(db, table, widget, index, scope)) : aggregateOf(eb, measure, scope);
  const filters = widget.measureFilters[index];
  const outside = widget.outside[index];
  const outsideVisible = scope.outsideVisible[index];
  if (filters.length === 0 && !(outside && outsideVisible)) return aggregate;
  return aggregate.filterWhere((inner) =>
    inner.and([
      ...filters.map((entry) => conditionExpression(inner, entry, scope.user)),
      ...(outside && outsideVisible ? [outsideExpression(db, inner, table, outside, outsideVisible)] : []),
    ]),
  );
}

/**
 * A measure read from a rollup's rows (see rollupPlan): the sum of their row counts (0 when
 * none, as COUNT), the number of distinct values of a key, or the sum of their sums (empty when no row had a value, as SUM), each under the
 * measure's own filters, which address the rollup's key columns by the same names.
 */
function rollupAggregate(eb: Builder, widget: CompiledWidget, index: number, scope: WidgetScope): RawBuilder<unknown> {
  const measure = widget.data.measures[index];
  const filters = widget.measureFilters[index];
  const only = filters.length === 0 ? sql`` : sql` filter (where ${eb.and(filters.map((entry) => conditionExpression(eb, entry, scope.user)))})`;
  if (measure.op === 'count' && !measure.related) return sql`coalesce(sum(n)${only}, 0)`;
  // Rollup rows of no row are left out (see widgetSource): each key left holds at least one row.
  if (measure.op === 'countDistinct') return sql`count(distinct ${sql.ref(toColumnName(measure.field!))})${only}`;
  // A per-row value (related, share) sums like a field: empty over no row, as the live SUM of the rows' values.
  const column = measure.related || measure.op === 'share' ? rowValueColumn(widget.data.measures, index) : toColumnName(measure.field!);
  return sql`case when sum(${sql.ref(`c_${column}`)})${only} > 0 then sum(${sql.ref(`s_${column}`)})${only} end`;
}

/** The measures of a widget as values of each row of its screen's table (a list's aggregate columns), by measure index. */
export function rowMeasures(db: AppDb, eb: Builder, table: string, widget: CompiledWidget, scope: WidgetScope): AliasableExpression<unknown>[] {
  return widget.data.measures.map((_, index) => measureExpression(db, eb, table, widget, index, scope, 'row'));
}

/** A dimension as text: a bucketed date as the bucket's first day (`YYYY-MM-DD`), anything else cast. */
function dimensionExpression(dimension: Dimension): RawBuilder<string | null> {
  const column = sql.ref(toColumnName(dimension.field));
  // The bucket is a word of the checked file, inlined so GROUP BY sees the same expression.
  if (dimension.bucket) return sql<string | null>`to_char(date_trunc(${sql.lit(dimension.bucket)}, cast(${column} as timestamp)), 'YYYY-MM-DD')`;
  return sql<string | null>`cast(${column} as text)`;
}

/** What a request adds to the file's query: the period on the date field, the dictionary filters. */
export interface WidgetScope {
  visible: RowCondition;
  /** The caller's visible rows of the `without` screen. */
  withoutVisible?: RowCondition;
  /** The caller's visible rows of each measure's `related` screen, by measure index. */
  relatedVisible: (RowCondition | undefined)[];
  /** The caller's visible rows of each measure's `outside` screen, by measure index. */
  outsideVisible: (RowCondition | undefined)[];
  /** The server's calendar day: a `days` span never counts beyond it. */
  today: string;
  /** The caller, from the session: what `@me` in the file's filters stands for. */
  user: CurrentUser;
  period: DayRange | null;
  /** Dashboard dictionary filter values by widget field (validated against the field). */
  dictFilters: FieldFilter[];
  /** The rollup the query reads instead of the screen's rows (`visible` then selects rollup rows). */
  rollup?: RollupPlan;
}

const dimAlias = (index: number) => `d${index}`;
const measureAlias = (index: number) => `m${index}`;

/** The ORDER BY of a widget: `-0` / `0` by a measure, `dim` / `-dim` by the first dimension, default the dimensions. */
function orderOf(data: WidgetData): { alias: string; order: 'asc' | 'desc' }[] {
  const dimensions = (data.dimensions ?? []).map((_, index) => ({ alias: dimAlias(index), order: 'asc' as const }));
  const match = data.sort === undefined ? null : /^(-?)(\d+|dim)$/.exec(data.sort);
  if (!match) return dimensions;
  const order = match[1] === '-' ? 'desc' : 'asc';
  const first = { alias: match[2] === 'dim' ? dimAlias(0) : measureAlias(Number(match[2])), order } as const;
  return [first, ...dimensions.filter((entry) => entry.alias !== first.alias)];
}

/** The visible rows of a widget's screen, or for a widget over a detail, the visible header's rows of the detail with the header's fields beside. */
function widgetSource(db: AppDb, screen: ScreenFile, widget: CompiledWidget, visible: RowCondition, rollup?: RollupPlan) {
  // Rollup rows whose every row was deleted or moved stay at 0 and would show as empty groups.
  if (rollup) return db.selectFrom(rollup.name).where(visible).where(sql.ref('n'), '>', 0);
  const { detail } = widget;
  if (!detail) return db.selectFrom(screen.table).where(visible);
  const rowColumns = new Set(detail.columns.map(([name]) => name));
  const headers = db.selectFrom(screen.table).where(visible).selectAll().as('h');
  // One flat row per detail row, each field under its own column name, so filters, measures and
  // dimensions address header and row fields alike.
  const rows = db
    .selectFrom(`${detail.table} as r`)
    .innerJoin(headers, (join) => join.onRef('h.id', '=', `r.${toColumnName(detail.foreignKey)}`))
    .select(
      [...widget.fields.keys()].map((name) => {
        const column = toColumnName(name);
        return sql.ref(`${rowColumns.has(name) ? 'r' : 'h'}.${column}`).as(column);
      }),
    );
  return db.selectFrom(rows.as('w'));
}

const WITHOUT_ALIAS = 'x';

/**
 * `NOT EXISTS` a visible row of the `without` screen matching the widget's row, passing its filters,
 * its dateField in the period. The outer columns are qualified by the widget's table (a widget with
 * `without` has no detail); the inner table is aliased, so the same table on both sides works.
 */
function withoutExpression(
  db: AppDb,
  eb: Builder,
  table: string,
  without: CompiledRelated,
  visible: RowCondition,
  scope: Pick<WidgetScope, 'period' | 'user'>,
  dateField?: string,
) {
  let inner = db
    .selectFrom(`${without.screen.table} as ${WITHOUT_ALIAS}`)
    .select(sql.lit(1).as('one'))
    .where(visible)
    .where((inside) =>
      inside.and([
        ...without.match.map(([other, own]) => inside(sql.ref(`${WITHOUT_ALIAS}.${other}`), '=', sql.ref(`${table}.${own}`))),
        ...without.filters.map((entry) => conditionExpression(inside, entry, scope.user)),
      ]),
    );
  const { period } = scope;
  if (period && dateField) {
    const column = sql.ref(`${WITHOUT_ALIAS}.${toColumnName(dateField)}`);
    inner = inner.where(column, '>=', period.begin).where(column, '<', addDays(period.end, 1));
  }
  return eb.not(eb.exists(inner));
}

/**
 * ONE bound SELECT for a widget: the screen's visible rows (scope, soft delete, data rules), the
 * file's filters, the period on `dateField` (from its first day to before the day after its last),
 * the dictionary filters; measures as aggregates (`FILTER (WHERE …)` for their own filters),
 * dimensions grouped, sorted and limited to at most MAX_WIDGET_ROWS rows.
 */
export function widgetQuery(db: AppDb, screen: ScreenFile, widget: CompiledWidget, scope: WidgetScope) {
  const { data } = widget;
  const dimensions = data.dimensions ?? [];
  let query = widgetSource(db, screen, widget, scope.visible, scope.rollup).where((eb) =>
    eb.and([...widget.filters.map((entry) => conditionExpression(eb, entry, scope.user)), ...scope.dictFilters.map((filter) => filterExpression(eb, filter))]),
  );
  if (scope.period && data.dateField) {
    const column = sql.ref(toColumnName(data.dateField));
    query = query.where(column, '>=', scope.period.begin).where(column, '<', addDays(scope.period.end, 1));
  }
  // A gantt widget keeps the rows planned to be under way at some time of the period.
  if (scope.period && data.span)
    query = query.where(sql.ref(toColumnName(data.span.start)), '<=', scope.period.end).where(sql.ref(toColumnName(data.span.end)), '>=', scope.period.begin);
  const { without } = widget;
  if (without && scope.withoutVisible)
    query = query.where((eb) => withoutExpression(db, eb, screen.table, without, scope.withoutVisible!, scope, data.without?.dateField));
  let selected = query.select((eb) => [
    ...dimensions.map((dimension, index) => dimensionExpression(dimension).as(dimAlias(index))),
    ...data.measures.map((_, index) => measureExpression(db, eb, screen.table, widget, index, scope).as(measureAlias(index))),
  ]);
  if (dimensions.length > 0) selected = selected.groupBy(dimensions.map((_, index) => sql.ref(dimAlias(index))));
  for (const { alias, order } of orderOf(data)) selected = selected.orderBy(sql.ref(alias), (by) => (order === 'desc' ? by.desc() : by.asc()).nullsLast());
  return selected.limit(Math.min(data.limit ?? DEFAULT_WIDGET_ROWS, MAX_WIDGET_ROWS));
}

export const WIDGET_ALIASES = { dim: dimAlias, measure: measureAlias };
