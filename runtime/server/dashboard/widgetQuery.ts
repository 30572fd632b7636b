import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import {
  DEFAULT_WIDGET_ROWS,
  MAX_WIDGET_ROWS,
  type Dimension,
  type Measure,
  type WidgetData,
  type WidgetFilter,
  type WidgetWithout,
} from '../../core/dashboard/dashboard.types';
import { detailNamed, widgetFields } from '../../core/dashboard/dashboardFields';
import { addDays, type DayRange } from '../../core/dashboard/period';
import { splitWidgetFilters } from '../../core/dashboard/widgetFilters';
import type { FieldSchema, ScreenFile } from '../../core/screen/screen.types';
import type { DetailField } from '../../core/screen/screenModel';
import { toColumnName } from '../../core/screen/naming';
import { filterExpression } from '../crud/applyListQuery';
import { makeFilter, type FieldFilter, type FilterOperator } from '../crud/listQuery';
import type { RowCondition } from '../crud/rowVisibility';
import { columnTypeOf } from '../db/screenColumns';
import type { AppDb, DB } from '../db/dbTypes';

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

/** A condition on one field of the widget's screen, built from the file (never from the request). */
type FieldCondition = { kind: 'compare'; filter: FieldFilter } | { kind: 'empty' | 'not_empty'; column: string; text: boolean };

/** The other screen of an anti-join (`data.without`), its filters compiled like the widget's. */
export interface CompiledWithout {
  screen: ScreenFile;
  /** Column of the other screen's table → column of the widget's table. */
  match: [string, string][];
  filters: FieldCondition[];
}

export interface CompiledWidget {
  data: WidgetData;
  without?: CompiledWithout;
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
  const raw = Array.isArray(filter.value) ? filter.value.join(',') : String(filter.value ?? '');
  return { kind: 'compare', filter: makeFilter(filter.field, field, RULE_OPERATORS[filter.rule], raw) };
}

/**
 * Prepares a widget of a checked dashboard: its file filters become the list's filter model (the
 * same value checks), so a value that does not fit its field fails at start, not at a request.
 */
export function prepareWidget(screen: ScreenFile, data: WidgetData, screens: ReadonlyMap<string, ScreenFile> = new Map()): CompiledWidget {
  const detail = data.detail === undefined ? undefined : detailNamed(screen, data.detail);
  if (data.detail !== undefined && !detail) throw new Error(`'${data.detail}' is not a detail field of screen '${screen.id}'`);
  const fields = widgetFields(screen, detail);
  const split = splitWidgetFilters(data);
  return {
    data,
    detail,
    fields,
    filters: split.where.map((filter) => condition(fields, filter)),
    measureFilters: split.measures.map((filters) => filters.map((filter) => condition(fields, filter))),
    without: data.without && prepareWithout(data.without, screens),
  };
}

function prepareWithout(without: WidgetWithout, screens: ReadonlyMap<string, ScreenFile>): CompiledWithout {
  const screen = screens.get(without.screen);
  if (!screen) throw new Error(`unknown screen '${without.screen}'`);
  const fields = widgetFields(screen);
  return {
    screen,
    match: Object.entries(without.match).map(([other, own]) => [toColumnName(other), toColumnName(own)]),
    filters: (without.filters ?? []).map((filter) => condition(fields, filter)),
  };
}

function conditionExpression(eb: Builder, entry: FieldCondition): Expression<SqlBool> {
  if (entry.kind === 'compare') return filterExpression(eb, entry.filter);
  const column = sql.ref(entry.column);
  const isEmpty = entry.text ? eb.or([eb(column, 'is', null), eb(column, '=', '')]) : eb(column, 'is', null);
  return entry.kind === 'empty' ? isEmpty : eb.not(isEmpty);
}

function measureExpression(eb: Builder, measure: Measure, filters: FieldCondition[]) {
  const column = measure.field === undefined ? null : sql.ref(toColumnName(measure.field));
  const aggregate = (() => {
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
    }
  })();
  return filters.length === 0 ? aggregate : aggregate.filterWhere((inner) => inner.and(filters.map((entry) => conditionExpression(inner, entry))));
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
  period: DayRange | null;
  /** Dashboard dictionary filter values by widget field (validated against the field). */
  dictFilters: FieldFilter[];
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
function widgetSource(db: AppDb, screen: ScreenFile, widget: CompiledWidget, visible: RowCondition) {
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
  without: CompiledWithout,
  visible: RowCondition,
  period: DayRange | null,
  dateField?: string,
) {
  let inner = db
    .selectFrom(`${without.screen.table} as ${WITHOUT_ALIAS}`)
    .select(sql.lit(1).as('one'))
    .where(visible)
    .where((inside) =>
      inside.and([
        ...without.match.map(([other, own]) => inside(sql.ref(`${WITHOUT_ALIAS}.${other}`), '=', sql.ref(`${table}.${own}`))),
        ...without.filters.map((entry) => conditionExpression(inside, entry)),
      ]),
    );
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
  let query = widgetSource(db, screen, widget, scope.visible).where((eb) =>
    eb.and([...widget.filters.map((entry) => conditionExpression(eb, entry)), ...scope.dictFilters.map((filter) => filterExpression(eb, filter))]),
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
    query = query.where((eb) => withoutExpression(db, eb, screen.table, without, scope.withoutVisible!, scope.period, data.without?.dateField));
  let selected = query.select((eb) => [
    ...dimensions.map((dimension, index) => dimensionExpression(dimension).as(dimAlias(index))),
    ...data.measures.map((measure, index) => measureExpression(eb, measure, widget.measureFilters[index]).as(measureAlias(index))),
  ]);
  if (dimensions.length > 0) selected = selected.groupBy(dimensions.map((_, index) => sql.ref(dimAlias(index))));
  for (const { alias, order } of orderOf(data)) selected = selected.orderBy(sql.ref(alias), (by) => (order === 'desc' ? by.desc() : by.asc()).nullsLast());
  return selected.limit(Math.min(data.limit ?? DEFAULT_WIDGET_ROWS, MAX_WIDGET_ROWS));
}

export const WIDGET_ALIASES = { dim: dimAlias, measure: measureAlias };
