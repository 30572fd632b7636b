import { FLOW_TABS, type FlowTab } from '../../core/flow/flow.types';
import { dayText, EXPIRY_SUFFIX, expirySpan, isExpiryState } from '../../core/screen/expiry';
import { AUDIT_FIELD_SCHEMAS, defaultSort, queryFields, storedFields } from '../../core/screen/screenModel';
import type { FieldSchema, ListCondition, ScreenFile } from '../../core/screen/screen.types';
import { CONDITION_PARAM, listCondition } from '../../core/screen/listConditions';
import { toColumnName } from '../../core/screen/naming';
import { columnTypeOf } from '../db/screenColumns';
import { ClientError } from '../sys/errorHandlers';
import { fitsColumn, isStorableText } from './filterValueFormat';

/** Comparison operators of the filter model; the SQL builder maps each to one fixed operator. */
export type FilterOperator = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le' | 'contains' | 'startsWith' | 'endsWith' | 'in';

interface FilterTarget {
  field: string;
  /** Database column, derived from the screen's own field list (never from the client). */
  column: string;
  /** Whether the column is `text`: a text search then compares it as it is, so a trigram index serves it. */
  text: boolean;
}

export type FieldFilter = (FilterTarget & { operator: 'in'; value: string[] }) | (FilterTarget & { operator: Exclude<FilterOperator, 'in'>; value: string });

export interface ListQuery {
  pageNo: number;
  pageSize: number;
  sort: { field: string; column: string; order: 'asc' | 'desc' };
  /** Ordinary query parameters, all of which must hold. */
  filters: FieldFilter[];
  /** The advanced query, if any, combined with `and` or `or`. */
  superQuery: { matchType: 'and' | 'or'; filters: FieldFilter[] } | null;
  /** `exactTotal=1`: count every matching row rather than stopping at the count cap. */
  exactTotal: boolean;
  /** A flow screen's quick tab: records waiting for the caller, or those the caller started; null for all. */
  flowTab: FlowTab | null;
  /** One of the screen's `list.conditions` (`condition=<key>`); null for all rows. */
  condition: ListCondition | null;
}

/** A rejected list request: HTTP 400, its message shown to the user as is. */
export class ListQueryError extends ClientError {
  constructor(message: string) {
    super(400, message);
  }
}

export const MAX_PAGE_SIZE = 500;
const DEFAULT_PAGE_SIZE = 10;
/** The last page number whose row offset is still an exact integer for JavaScript and PostgreSQL. */
const MAX_PAGE_NO = Math.floor(Number.MAX_SAFE_INTEGER / MAX_PAGE_SIZE);

/** Parameters the list understands that are not field filters. */
const CONTROL_PARAMS = new Set([
  'pageNo',
  'pageSize',
  'column',
  'order',
  'field',
  '_t',
  'superQueryParams',
  'superQueryMatchType',
  'exactTotal',
  'flowTab',
  CONDITION_PARAM,
]);

/** The advanced-query rules of JSuperQuery, each mapped to one operator. */
const SUPER_QUERY_RULES: Readonly<Record<string, FilterOperator>> = {
  eq: 'eq',
  like: 'contains',
  right_like: 'startsWith',
  left_like: 'endsWith',
  in: 'in',
  ne: 'ne',
  gt: 'gt',
  ge: 'ge',
  lt: 'lt',
  le: 'le',
};

const RANGE_SUFFIXES: readonly [suffix: string, operator: FilterOperator][] = [
  ['_begin', 'ge'],
  ['_end', 'le'],
  ['_MultiString', 'in'],
];

/** Fields a list may filter and sort by: the stored fields and the audit columns, by exact name. */
export function listableFields(screen: ScreenFile): Map<string, FieldSchema> {
  return new Map<string, FieldSchema>([...storedFields(screen), ...Object.entries(AUDIT_FIELD_SCHEMAS)]);
}

/** Rejects values the column type cannot hold, so a typo is a message rather than a SQL error. */
function checkValueFormat(name: string, field: FieldSchema, operator: FilterOperator, values: string[]): void {
  const textSearch = operator === 'contains' || operator === 'startsWith' || operator === 'endsWith';
  if (!values.every((value) => (textSearch ? isStorableText(value) : fitsColumn(field, value))))
    throw new ListQueryError(`查询条件格式不正确：${field.title || name}`);
}

/** One filter on a screen field, its value checked against the field's type (also used by data rules). */
export function makeFilter(name: string, field: FieldSchema, operator: FilterOperator, raw: string): FieldFilter {
  const target = { field: name, column: toColumnName(name), text: columnTypeOf(field) === 'text' };
  if (operator === 'in') {
    const values = raw.split(',');
    checkValueFormat(name, field, operator, values);
    return { ...target, operator, value: values };
  }
  checkValueFormat(name, field, operator, [raw]);
  // A day given as the end of a timestamp range means the whole day, as upstream does.
  const wholeDay = operator === 'le' && field.format === 'date-time' && /^\d{4}-\d{2}-\d{2}$/.test(raw);
  return { ...target, operator, value: wholeDay ? `${raw} 23:59:59` : raw };
}

/** Upstream's value syntax: `*x*` contains, `x*` starts with, `*x` ends with, `!x` not equal. */
function plainFilter(name: string, field: FieldSchema, raw: string, likeMode: boolean): FieldFilter {
  if (raw.length > 1 && raw.startsWith('*') && raw.endsWith('*')) return makeFilter(name, field, 'contains', raw.slice(1, -1));
  if (raw.length > 1 && raw.endsWith('*')) return makeFilter(name, field, 'startsWith', raw.slice(0, -1));
  if (raw.length > 1 && raw.startsWith('*')) return makeFilter(name, field, 'endsWith', raw.slice(1));
  if (raw.length > 1 && raw.startsWith('!')) return makeFilter(name, field, 'ne', raw.slice(1));
  return makeFilter(name, field, likeMode ? 'contains' : 'eq', raw);
}

/** A query string value: absent, one string, or (repeated parameter) refused. */
function singleValue(params: Record<string, unknown>, name: string): string | undefined {
  const value = params[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new ListQueryError(`查询参数重复：${name}`);
}

/**
 * A paging parameter: absent or empty gives the default; anything but a whole number from 1 to
 * `max` (`abc`, `1.5`, `-1`, `1e308`) is refused, so no nonsense reaches OFFSET.
 */
function pagingNumber(params: Record<string, unknown>, name: 'pageNo' | 'pageSize', fallback: number, max: number): number {
  const raw = singleValue(params, name)?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || /^0+$/.test(raw)) throw new ListQueryError(`分页参数错误：${name}必须是正整数`);
  const value = Number(raw);
  if (value > max) throw new ListQueryError(`分页参数错误：${name}超出范围`);
  return value;
}

function parseSort(screen: ScreenFile, fields: ReadonlyMap<string, FieldSchema>, params: Record<string, unknown>): ListQuery['sort'] {
  const fallback = defaultSort(screen);
  const column = singleValue(params, 'column') || undefined;
  const order = singleValue(params, 'order') || undefined;
  const aggregate = column !== undefined && isAggregateKey(screen, column);
  if (column !== undefined && !fields.has(column) && !aggregate) throw new ListQueryError(`不支持的排序字段：${column}`);
  if (order !== undefined && order !== 'asc' && order !== 'desc') throw new ListQueryError(`不支持的排序方式：${order}`);
  const field = column ?? fallback.field;
  return { field, column: aggregate ? aggregateAlias(field) : toColumnName(field), order: order ?? (column ? 'desc' : fallback.order) };
}

/** The alias of a list aggregate column (`list.aggregates`) in a list read: kept apart from the table's columns. */
export const aggregateAlias = (key: string) => `agg_${toColumnName(key)}`;

/** Whether `name` is the key of one of the screen's list aggregate columns (sortable, not filterable). */
export function isAggregateKey(screen: ScreenFile, name: string): boolean {
  return (screen.list.aggregates ?? []).some((aggregate) => aggregate.key === name);
}

/** The query sorted by the screen's default when it asks for an aggregate column, for reads that select none (an export's keyset pages). */
export function withStoredSort(screen: ScreenFile, query: ListQuery): ListQuery {
  if (!isAggregateKey(screen, query.sort.field)) return query;
  const fallback = defaultSort(screen);
  return { ...query, sort: { field: fallback.field, column: toColumnName(fallback.field), order: fallback.order } };
}

/** The field an `<field>_expiry` parameter queries: one with `x-expiry`; undefined for any other name. */
function expiringField(fields: ReadonlyMap<string, FieldSchema>, name: string): { name: string; field: FieldSchema; days: number } | undefined {
  if (!name.endsWith(EXPIRY_SUFFIX)) return undefined;
  const base = name.slice(0, -EXPIRY_SUFFIX.length);
  const field = fields.get(base);
  return field?.['x-expiry'] ? { name: base, field, days: field['x-expiry'].days } : undefined;
}

/** 已过期 / 即将到期 / 有效 as bounds on the date, counted from the server's today. */
function expiryFilters(expiring: { name: string; field: FieldSchema; days: number }, raw: string): FieldFilter[] {
  if (!isExpiryState(raw)) throw new ListQueryError(`查询条件格式不正确：${expiring.field.title || expiring.name}`);
  const span = expirySpan(raw, expiring.days, dayText(new Date()));
  return [
    ...(span.begin ? [makeFilter(expiring.name, expiring.field, 'ge', span.begin)] : []),
    ...(span.end ? [makeFilter(expiring.name, expiring.field, 'le', span.end)] : []),
  ];
}

function parseFieldFilters(screen: ScreenFile, fields: ReadonlyMap<string, FieldSchema>, params: Record<string, unknown>): FieldFilter[] {
  const likeFields = new Set(
    queryFields(screen)
      .filter((query) => query.mode === 'like')
      .map((query) => query.field),
  );
  const filters: FieldFilter[] = [];
  for (const name of Object.keys(params)) {
    if (CONTROL_PARAMS.has(name)) continue;
    const raw = singleValue(params, name);
    const field = fields.get(name);
    const ranged = RANGE_SUFFIXES.find(([suffix]) => name.endsWith(suffix) && fields.has(name.slice(0, -suffix.length)));
    const expiring = expiringField(fields, name);
    if (!field && !ranged && !expiring) throw new ListQueryError(`不支持的查询字段：${name}`);
    if (raw === undefined || raw === '') continue;
    if (expiring) {
      filters.push(...expiryFilters(expiring, raw));
      continue;
    }
    if (field) filters.push(plainFilter(name, field, raw, likeFields.has(name)));
    else if (ranged) {
      const [suffix, operator] = ranged;
      const base = name.slice(0, -suffix.length);
      filters.push(makeFilter(base, fields.get(base)!, operator, raw));
    }
  }
  return filters;
}

interface SuperQueryCondition {
  field: string;
  rule: string;
  val?: unknown;
}

function isCondition(value: unknown): value is SuperQueryCondition {
  if (typeof value !== 'object' || value === null) return false;
  const { field, rule, val } = value as Record<string, unknown>;
  const scalar = val === undefined || val === null || ['string', 'number', 'boolean'].includes(typeof val);
  return typeof field === 'string' && typeof rule === 'string' && scalar;
}

/** The client sends `encodeURI(JSON)`; the query string layer has already undone one encoding. */
function decodeSuperQuery(raw: string): SuperQueryCondition[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.trimStart().startsWith('[') ? raw : decodeURIComponent(raw));
  } catch {
    throw new ListQueryError('高级查询参数格式错误');
  }
  if (!Array.isArray(parsed) || !parsed.every(isCondition)) throw new ListQueryError('高级查询参数格式错误');
  return parsed;
}

function parseSuperQuery(fields: ReadonlyMap<string, FieldSchema>, params: Record<string, unknown>): ListQuery['superQuery'] {
  const raw = singleValue(params, 'superQueryParams');
  const matchType = singleValue(params, 'superQueryMatchType') || 'and';
  if (matchType !== 'and' && matchType !== 'or') throw new ListQueryError(`不支持的高级查询匹配方式：${matchType}`);
  if (!raw) return null;
  const filters: FieldFilter[] = [];
  for (const condition of decodeSuperQuery(raw)) {
    const field = fields.get(condition.field);
    if (!field) throw new ListQueryError(`不支持的高级查询字段：${condition.field}`);
    const operator = Object.hasOwn(SUPER_QUERY_RULES, condition.rule) ? SUPER_QUERY_RULES[condition.rule] : undefined;
    if (!operator) throw new ListQueryError(`不支持的查询规则：${condition.rule}`);
    const value = condition.val === undefined || condition.val === null ? '' : String(condition.val);
    if (value !== '') filters.push(makeFilter(condition.field, field, operator, value));
  }
  return filters.length > 0 ? { matchType, filters } : null;
}

/** `flowTab`: only on a screen with a flow, and only one of FLOW_TABS. */
function parseFlowTab(screen: ScreenFile, params: Record<string, unknown>): FlowTab | null {
  const raw = singleValue(params, 'flowTab');
  if (!raw) return null;
  if (screen.flow === undefined) throw new ListQueryError('不支持的查询字段：flowTab');
  if (!(FLOW_TABS as readonly string[]).includes(raw)) throw new ListQueryError(`不支持的流程页签：${raw}`);
  return raw as FlowTab;
}

/** `condition`: one the screen declares in `list.conditions`. */
function parseCondition(screen: ScreenFile, params: Record<string, unknown>): ListCondition | null {
  const raw = singleValue(params, CONDITION_PARAM);
  if (!raw) return null;
  const condition = listCondition(screen, raw);
  if (!condition) throw new ListQueryError(`不支持的筛选条件：${raw}`);
  return condition;
}

/** The fields a request may filter by and those it may sort by (a screen list: the same listable fields). */
export interface ListFields {
  filter: ReadonlyMap<string, FieldSchema>;
  sort: ReadonlyMap<string, FieldSchema>;
}

function bothWays(fields: ReadonlyMap<string, FieldSchema>): ListFields {
  return { filter: fields, sort: fields };
}

/**
 * Turns the list request's query parameters into a filter and sort model. Every field name is
 * checked against the screen by exact match and every rule against a fixed map; anything else
 * throws a ListQueryError with the message for the user, before any SQL exists.
 */
export function parseListQuery(screen: ScreenFile, params: Record<string, unknown>, fields: ListFields = bothWays(listableFields(screen))): ListQuery {
  return {
    pageNo: pagingNumber(params, 'pageNo', 1, MAX_PAGE_NO),
    // Larger pages are cut to the cap rather than refused, as the contract's bounded page size does.
    pageSize: Math.min(pagingNumber(params, 'pageSize', DEFAULT_PAGE_SIZE, Number.MAX_SAFE_INTEGER), MAX_PAGE_SIZE),
    sort: parseSort(screen, fields.sort, params),
    filters: parseFieldFilters(screen, fields.filter, params),
    superQuery: parseSuperQuery(fields.filter, params),
    exactTotal: singleValue(params, 'exactTotal') === '1',
    flowTab: parseFlowTab(screen, params),
    condition: parseCondition(screen, params),
  };
}
