import { sql, type RawBuilder } from 'kysely';
import type { DictRef } from '../../core/screen/dictCode';
import { defaultSort, storedFields } from '../../core/screen/screenModel';
import type { DictRowFilter, ScreenFile } from '../../core/screen/screen.types';
import { toColumnName } from '../../core/screen/naming';
import { likePattern } from '../crud/applyListQuery';
import type { AppDb } from '../db/dbTypes';
import type { ScreenRegistry } from '../screens/screenRegistry';
import type { DictItem } from './dictTables';

export interface TableDict {
  screen: ScreenFile;
  textColumn: string;
  valueColumn: string;
  /** The named row filter of the reference (the screen's dictFilters): only these rows are options. */
  rows?: DictRowFilter;
}

/** Most options a table dictionary returns: a dropdown, not an export. */
export const TABLE_DICT_LIMIT = 1000;

/** The columns a client may name in a dictionary of this screen: `id` and its stored fields. */
export function readableColumns(screen: ScreenFile): Set<string> {
  return new Set(['id', ...storedFields(screen).map(([field]) => toColumnName(field))]);
}

/**
 * The screen behind `table,text_col,value_col[,filter]`, or null unless the table is a screen's
 * table, both columns are its `id` or stored fields and the filter is one the screen declares:
 * the client names them, so nothing else may pass.
 */
export function resolveTableDict(registry: ScreenRegistry, ref: Extract<DictRef, { kind: 'table' }>): TableDict | null {
  const screen = registry.byTable(ref.table);
  if (!screen) return null;
  const columns = readableColumns(screen);
  if (!columns.has(ref.textColumn) || !columns.has(ref.valueColumn)) return null;
  const dict: TableDict = { screen, textColumn: ref.textColumn, valueColumn: ref.valueColumn };
  if (!ref.filter) return dict;
  const rows = Object.hasOwn(screen.dictFilters ?? {}, ref.filter) ? screen.dictFilters?.[ref.filter] : undefined;
  return rows && Object.keys(rows).every((column) => columns.has(column)) ? { ...dict, rows } : null;
}

/** The SQL conditions of a row filter over columns named by `column` (bare, or of an aliased row). */
function rowConditions(rows: DictRowFilter | undefined, column: (name: string) => RawBuilder<unknown>): RawBuilder<unknown>[] {
  return Object.entries(rows ?? {}).map(([name, condition]) => {
    const text = sql`cast(${column(name)} as text)`;
    if ('in' in condition) return sql`${text} in (${sql.join(condition.in)})`;
    // A null column is not one of the refused values: it stays an option.
    return sql`(${text} is null or ${text} not in (${sql.join(condition.notIn)}))`;
  });
}

/** Which rows of a table dictionary to read besides the scope. */
export interface TableDictFilter {
  /** Only rows whose value is one of these. */
  values?: string[];
  /** Only rows whose text contains this (case-insensitive), for search selects. */
  keyword?: string;
  /** Most rows to answer (default TABLE_DICT_LIMIT). */
  limit?: number;
}

/**
 * Options of a table dictionary within `scope` (column → value), filtered by `filter`; ordered as
 * the screen's list is.
 */
export async function queryTableDict(executor: AppDb, dict: TableDict, scope: Record<string, string>, filter: TableDictFilter = {}): Promise<DictItem[]> {
  const { values, keyword } = filter;
  if (values?.length === 0) return [];
  const valueText = sql<string>`cast(${sql.ref(dict.valueColumn)} as text)`;
  const text = sql<string>`cast(${sql.ref(dict.textColumn)} as text)`;
  const sort = defaultSort(dict.screen);
  let query = executor
    .selectFrom(dict.screen.table)
    .select([valueText.as('value'), text.as('text')])
    .where((eb) => eb.and(scope));
  if (values) query = query.where(valueText, 'in', values);
  if (keyword) query = query.where(text, 'ilike', likePattern('contains', keyword));
  for (const condition of rowConditions(dict.rows, (name) => sql.ref(name))) query = query.where(sql<boolean>`${condition}`);
  const rows = await query
    .orderBy(sql.ref(toColumnName(sort.field)), sort.order)
    .orderBy(sql.ref('id'))
    .limit(filter.limit ?? Math.max(TABLE_DICT_LIMIT, values?.length ?? 0))
    .execute();
  return rows.map((row) => ({ value: String(row.value), text: row.text === null ? '' : String(row.text) }));
}

/**
 * The labels of an outer row's value (`valueRef`, a qualified column) as one SQL expression, so a
 * list page reads them in its own statement: each comma-separated value's text within `scope`,
 * joined with commas in the value's order, a value without a row as itself, null for no value
 * (as withDictTexts labels them in TypeScript).
 */
export function tableDictLabelsSql(dict: TableDict, scope: Record<string, string>, valueRef: string): RawBuilder<string | null> {
  const column = (name: string) => sql.ref(`label_row.${name}`);
  const matches = [
    sql`cast(${column(dict.valueColumn)} as text) = part.value`,
    ...Object.entries(scope).map(([name, value]) => sql`${column(name)} = ${value}`),
    ...rowConditions(dict.rows, column),
  ];
  const label = sql`(select coalesce(cast(${column(dict.textColumn)} as text), '') from ${sql.table(dict.screen.table)} as label_row where ${sql.join(matches, sql` and `)} limit 1)`;
  return sql<string | null>`(select string_agg(coalesce(${label}, part.value), ',' order by part.n)
    from unnest(string_to_array(cast(${sql.ref(valueRef)} as text), ',')) with ordinality as part(value, n) where part.value <> '')`;
}
