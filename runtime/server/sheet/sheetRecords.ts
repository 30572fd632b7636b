import { sql } from 'kysely';
import { toColumnName } from '../../core/screen/naming';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { SheetFile } from '../../core/sheet/sheet.types';
import { daysInMonth } from '../../core/sheet/sheetGrid';
import type { AuthContext } from '../auth/authContext';
import type { CrudDeps } from '../crud/crudDeps';
import { withDictTexts } from '../crud/dictTexts';
import { rowToRecord, type ApiRecord } from '../crud/recordMapper';
import { visibleRows } from '../crud/rowVisibility';
import { ClientError } from '../sys/errorHandlers';

/** Records one sheet may lay out: a month of a large site's workers (500 × 31) with room to spare. */
export const MAX_SHEET_RECORDS = 50_000;

/** The query of a sheet: a month and the declared filters' values (others are ignored). */
export interface SheetQuery {
  month: string;
  filters: Record<string, string>;
}

/** Reads `month` (YYYY-MM, required) and the sheet's filter fields from a request's query; 400 for a bad month. */
export function parseSheetQuery(sheet: SheetFile, query: Record<string, unknown>): SheetQuery {
  const month = typeof query.month === 'string' ? query.month : '';
  if (daysInMonth(month) === null) throw new ClientError(400, `月份无效：${month || '（空）'}，格式须为 YYYY-MM`);
  const filters: Record<string, string> = {};
  for (const field of sheet.filters ?? []) {
    const value = query[field];
    if (typeof value === 'string' && value !== '') filters[field] = value;
  }
  return { month, filters };
}

/**
 * The source screen's records of the month matching the filters, as its list would show them
 * (the caller's project and data rules, dictionary texts); 400 beyond MAX_SHEET_RECORDS.
 */
export async function sheetRecords(deps: CrudDeps, sheet: SheetFile, screen: ScreenFile, auth: AuthContext, query: SheetQuery): Promise<ApiRecord[]> {
  const dateColumn = sql.ref(toColumnName(sheet.date));
  const first = `${query.month}-01`;
  let select = deps.db
    .selectFrom(screen.table)
    .selectAll()
    .where(dateColumn, '>=', sql<string>`${first}::date`)
    .where(dateColumn, '<', sql<string>`${first}::date + interval '1 month'`)
    .where(await visibleRows(deps, screen, auth));
  for (const [field, value] of Object.entries(query.filters)) select = select.where(sql.ref(toColumnName(field)), '=', value);
  const rows = await select.limit(MAX_SHEET_RECORDS + 1).execute();
  if (rows.length > MAX_SHEET_RECORDS) throw new ClientError(400, `当月记录超过 ${MAX_SHEET_RECORDS} 条，请按筛选条件缩小范围`);
  return withDictTexts(
    screen,
    rows.map((row) => rowToRecord(screen, row)),
    deps.dicts,
    auth,
  );
}
