import type { SheetFile, SheetGrid, SheetRecord, SheetRow, SheetTotal } from './sheet.types';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Days of a `YYYY-MM` month, or null for anything else. */
export function daysInMonth(month: string): number | null {
  const match = MONTH.exec(month);
  return match ? new Date(Number(match[1]), Number(match[2]), 0).getDate() : null;
}

const textOf = (record: SheetRecord, field: string): string => String(record[`${field}_dictText`] ?? record[field] ?? '');

function totalOf(total: SheetTotal, records: readonly SheetRecord[]): number {
  if (total.sum !== undefined) return Math.round(records.reduce((sum, record) => sum + (Number(record[total.sum]) || 0), 0) * 10) / 10;
  const { field, values } = total.count;
  return records.filter((record) => values.includes(String(record[field] ?? ''))).length;
}

/**
 * Lays a month's records out as the sheet declares: one row per value of `rows.field` (ordered by
 * the shown fields, then the label), the cell of each day holding the last record's `cell.field`,
 * and the totals over the row's records. Records outside the month are ignored.
 */
export function sheetGrid(sheet: SheetFile, month: string, records: readonly SheetRecord[]): SheetGrid {
  const days = daysInMonth(month);
  if (days === null) throw new Error(`Not a month: ${month}`);
  const byRow = new Map<string, SheetRecord[]>();
  for (const record of records) {
    const date = String(record[sheet.date] ?? '');
    if (!date.startsWith(`${month}-`)) continue;
    const key = String(record[sheet.rows.field] ?? '');
    byRow.set(key, [...(byRow.get(key) ?? []), record]);
  }
  const rows: SheetRow[] = [...byRow].map(([key, own]) => {
    const sorted = [...own].sort((a, b) => String(a[sheet.date]).localeCompare(String(b[sheet.date])));
    const latest = sorted[sorted.length - 1];
    const cells: (string | null)[] = Array.from({ length: days }, () => null);
    for (const record of sorted) cells[Number(String(record[sheet.date]).slice(8, 10)) - 1] = String(record[sheet.cell.field] ?? '');
    return {
      key,
      label: textOf(latest, sheet.rows.field),
      show: (sheet.rows.show ?? []).map((field) => textOf(latest, field)),
      cells,
      totals: sheet.totals.map((total) => totalOf(total, sorted)),
    };
  });
  rows.sort((a, b) => [...a.show, a.label].join('\u0000').localeCompare([...b.show, b.label].join('\u0000'), 'zh-CN'));
  return { month, days, rows };
}
