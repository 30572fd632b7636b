import { sql } from 'kysely';
import type { DictRef } from '../../core/screen/dictCode';
import { defaultSort, storedFields } from '../../core/screen/screenModel';
import type { ScreenFile } from '../../core/screen/screen.types';
import { toColumnName } from '../../core/screen/naming';
import type { AppDb } from '../db/dbTypes';
import type { ScreenRegistry } from '../screens/screenRegistry';
import type { DictItem } from './dictTables';

export interface TableDict {
  screen: ScreenFile;
  textColumn: string;
  valueColumn: string;
}

/** Most options a table dictionary returns: a dropdown, not an export. */
export const TABLE_DICT_LIMIT = 1000;

/**
 * The screen behind `table,text_col,value_col`, or null unless the table is a screen's table and
 * both columns are its `id` or stored fields: the client names them, so nothing else may pass.
 */
export function resolveTableDict(registry: ScreenRegistry, ref: Extract<DictRef, { kind: 'table' }>): TableDict | null {
  const screen = registry.byTable(ref.table);
  if (!screen) return null;
  const columns = new Set(['id', ...storedFields(screen).map(([field]) => toColumnName(field))]);
  return columns.has(ref.textColumn) && columns.has(ref.valueColumn) ? { screen, textColumn: ref.textColumn, valueColumn: ref.valueColumn } : null;
}

/**
 * Options of a table dictionary within `scope` (column → value), optionally only those whose
 * value is in `values`; ordered as the screen's list is.
 */
export async function queryTableDict(executor: AppDb, dict: TableDict, scope: Record<string, string>, values?: string[]): Promise<DictItem[]> {
  if (values?.length === 0) return [];
  const valueText = sql<string>`cast(${sql.ref(dict.valueColumn)} as text)`;
  const sort = defaultSort(dict.screen);
  let query = executor
    .selectFrom(dict.screen.table)
    .select([valueText.as('value'), sql<string>`cast(${sql.ref(dict.textColumn)} as text)`.as('text')])
    .where((eb) => eb.and(scope));
  if (values) query = query.where(valueText, 'in', values);
  const rows = await query
    .orderBy(sql.ref(toColumnName(sort.field)), sort.order)
    .orderBy(sql.ref('id'))
    .limit(Math.max(TABLE_DICT_LIMIT, values?.length ?? 0))
    .execute();
  return rows.map((row) => ({ value: String(row.value), text: row.text === null ? '' : String(row.text) }));
}
