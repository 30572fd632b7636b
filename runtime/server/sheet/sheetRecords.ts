import { sql } from 'kysely';
import { toColumnName } from '../../core/screen/naming';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { SheetFile } from '../../core/sheet/sheet.types';
import { isPeriod, periodBounds, SPANS, spanOf } from '../../core/sheet/sheetPeriod';
import type { AuthContext } from '../auth/authContext';
import type { CrudDeps } from '../crud/crudDeps';
import { withDictTexts } from '../crud/dictTexts';
import { rowToRecord, type ApiRecord } from '../crud/recordMapper';
import { visibleRows } from '../crud/rowVisibility';
import { ClientError } from '../sys/errorHandlers';

/** Records one sheet may lay out: a month of a large site's workers (500 × 31) with room to spare. */
export const MAX_SHEET_RECORDS = 50_000;

/** The query of a sheet: its period (a month `YYYY-MM`, or a year `YYYY` for a year sheet) and the declared filters' values (others are ignored). */
export interface SheetQuery {
  period: string;
  filters: Record<string, string>;
}

/** Reads the period (`month` or, for a year sheet, `year`; required) and the sheet's filter fields from a request's query; 400 for a bad period. */
export function parseSheetQuery(sheet: SheetFile, query: Record<string, unknown>): SheetQuery {
  const span = SPANS[spanOf(sheet)];
  const period = typeof query[span.param] === 'string' ? (query[span.param] as string) : '';
  if (!isPeriod(spanOf(sheet), period)) throw new ClientError(400, `${span.name}无效：${period || '（空）'}，格式须为 ${span.format}`);
  const filters: Record<string, string> = {};
  for (const field of sheet.filters ?? []) {
    const value = query[field];
    if (typeof value === 'string' && value !== '') filters[field] = value;
  }
  return { period, filters };
}

/**
 * The source screen's records of the period matching the filters, as its list would show them
 * (the caller's project and data rules, dictionary texts); 400 beyond MAX_SHEET_RECORDS. A date
 * field is compared as dates, a month text field (工资月份 of a year sheet) as `YYYY-MM` text.
 */
export async function sheetRecords(deps: CrudDeps, sheet: SheetFile, screen: ScreenFile, auth: AuthContext, query: SheetQuery): Promise<ApiRecord[]> {
  const dateColumn = sql.ref(toColumnName(sheet.date));
  const { from, to } = periodBounds(spanOf(sheet), query.period);
  const isDate = screen.entity.properties[sheet.date]?.format === 'date';
  const bound = (day: string) => (isDate ? sql<string>`${day}::date` : day.slice(0, 7));
  let select = deps.db
    .selectFrom(screen.table)
    .selectAll()
    .where(dateColumn, '>=', bound(from))
    .where(dateColumn, '<', bound(to))
    .where(await visibleRows(deps, screen, auth));
  for (const [field, value] of Object.entries(query.filters)) select = select.where(sql.ref(toColumnName(field)), '=', value);
  const rows = await select.limit(MAX_SHEET_RECORDS + 1).execute();
  if (rows.length > MAX_SHEET_RECORDS) throw new ClientError(400, `${SPANS[spanOf(sheet)].word}记录超过 ${MAX_SHEET_RECORDS} 条，请按筛选条件缩小范围`);
  return withDictTexts(
    screen,
    rows.map((row) => rowToRecord(screen, row)),
    deps.dicts,
    auth,
  );
}
