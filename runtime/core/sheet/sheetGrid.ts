import type { SheetCondition, SheetFile, SheetGrid, SheetMark, SheetRecord, SheetRow, SheetTotal } from './sheet.types';
import { columnOf, periodColumns, spanOf } from './sheetPeriod';

/** Cell values of a `cell.filled` sheet: the field holds something, or the record has it empty. */
export const FILLED = { yes: 'yes', no: 'no' } as const;

const textOf = (record: SheetRecord, field: string): string => String(record[`${field}_dictText`] ?? record[field] ?? '');

/** Whether a value holds something: not null and not blank (an upload field keeps its files as text). */
export const isFilled = (value: unknown): boolean => value !== null && value !== undefined && String(value).trim() !== '';

const meets = (condition: SheetCondition, record: SheetRecord): boolean =>
  condition.filled ? isFilled(record[condition.field]) : condition.values.includes(String(record[condition.field] ?? ''));

function totalOf(total: SheetTotal, records: readonly SheetRecord[]): number | string {
  if (total.sum !== undefined) return Math.round(records.reduce((sum, record) => sum + (Number(record[total.sum]) || 0), 0) * 10) / 10;
  if (total.count !== undefined) return records.filter((record) => meets(total.count, record)).length;
  return records.every((record) => meets(total.all, record)) ? total.yes : total.no;
}

/** What a record shows in its cell: the field's value, or with `cell.filled` whether the field holds something. */
function cellValue(sheet: SheetFile, record: SheetRecord): string {
  const value = record[sheet.cell.field];
  if (sheet.cell.filled) return isFilled(value) ? FILLED.yes : FILLED.no;
  return String(value ?? '');
}

/**
 * The marks of the sheet's cell values: `cell.marks`, or for `cell.filled` its two marks (worded
 * 已填写 / 未填写 unless they say otherwise), for the page, the workbook and their legends.
 */
export function sheetMarks(sheet: SheetFile): Record<string, SheetMark> {
  const { filled } = sheet.cell;
  if (!filled) return sheet.cell.marks ?? {};
  return { [FILLED.yes]: { text: '已填写', ...filled.yes }, [FILLED.no]: { text: '未填写', ...filled.no } };
}

/**
 * Lays a period's records out as the sheet declares: one row per value of `rows.field` (ordered by
 * the shown fields, then the label), the cell of each column (a day, or a month of a year sheet)
 * holding the last record's value, and the totals over the row's records. Records outside the
 * period are ignored.
 */
export function sheetGrid(sheet: SheetFile, period: string, records: readonly SheetRecord[]): SheetGrid {
  const span = spanOf(sheet);
  const columns = periodColumns(span, period);
  const byRow = new Map<string, SheetRecord[]>();
  for (const record of records) {
    if (columnOf(span, period, String(record[sheet.date] ?? '')) === null) continue;
    const key = String(record[sheet.rows.field] ?? '');
    byRow.set(key, [...(byRow.get(key) ?? []), record]);
  }
  const rows: SheetRow[] = [...byRow].map(([key, own]) => {
    const sorted = [...own].sort((a, b) => String(a[sheet.date]).localeCompare(String(b[sheet.date])));
    const latest = sorted[sorted.length - 1];
    const cells: (string | null)[] = columns.map(() => null);
    for (const record of sorted) cells[columnOf(span, period, String(record[sheet.date]))!] = cellValue(sheet, record);
    return {
      key,
      label: textOf(latest, sheet.rows.field),
      show: (sheet.rows.show ?? []).map((field) => textOf(latest, field)),
      cells,
      totals: sheet.totals.map((total) => totalOf(total, sorted)),
    };
  });
  rows.sort((a, b) => [...a.show, a.label].join('\u0000').localeCompare([...b.show, b.label].join('\u0000'), 'zh-CN'));
  return { span, period, columns, rows };
}
