import type { SheetColumn, SheetFile, SheetSpan } from './sheet.types';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const YEAR = /^\d{4}$/;
const WEEKDAYS = '日一二三四五六';

/** How each span is asked for and named: the query parameter, its name and format in messages, the period in words. */
export const SPANS: Readonly<Record<SheetSpan, { param: 'month' | 'year'; name: string; format: string; word: string }>> = {
  month: { param: 'month', name: '月份', format: 'YYYY-MM', word: '当月' },
  year: { param: 'year', name: '年份', format: 'YYYY', word: '当年' },
};

/** The sheet's span; a sheet without one is a month sheet. */
export const spanOf = (sheet: Pick<SheetFile, 'span'>): SheetSpan => sheet.span ?? 'month';

/** Days of a `YYYY-MM` month, or null for anything else. */
export function daysInMonth(month: string): number | null {
  const match = MONTH.exec(month);
  return match ? new Date(Number(match[1]), Number(match[2]), 0).getDate() : null;
}

/** Whether `period` is one of the span: `YYYY-MM` for a month, `YYYY` for a year. */
export function isPeriod(span: SheetSpan, period: string): boolean {
  return span === 'year' ? YEAR.test(period) : MONTH.test(period);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The period's first day and the first day after it (`YYYY-MM-DD`), the half-open range a query reads. */
export function periodBounds(span: SheetSpan, period: string): { from: string; to: string } {
  if (!isPeriod(span, period)) throw new Error(`Not a ${span}: ${period}`);
  if (span === 'year') return { from: `${period}-01-01`, to: `${Number(period) + 1}-01-01` };
  const [year, month] = period.split('-').map(Number);
  return { from: `${period}-01`, to: month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01` };
}

/** The column heads of a period: the days with their weekdays (Sundays marked), or 1月…12月. */
export function periodColumns(span: SheetSpan, period: string): SheetColumn[] {
  if (span === 'year') {
    if (!isPeriod(span, period)) throw new Error(`Not a year: ${period}`);
    return Array.from({ length: 12 }, (_, index) => ({ label: `${index + 1}月` }));
  }
  const days = daysInMonth(period);
  if (days === null) throw new Error(`Not a month: ${period}`);
  const [year, month] = period.split('-').map(Number);
  return Array.from({ length: days }, (_, index) => {
    const weekday = new Date(year, month - 1, index + 1).getDay();
    return { label: String(index + 1), note: WEEKDAYS[weekday], rest: weekday === 0 };
  });
}

/**
 * The column (0-based) where a date falls: its day in a month sheet, its month in a year sheet; a
 * year sheet also takes a month `YYYY-MM` (工资月份). Null outside the period or for no date.
 */
export function columnOf(span: SheetSpan, period: string, date: string): number | null {
  if (!date.startsWith(`${period}-`)) return null;
  const index = Number(span === 'year' ? date.slice(5, 7) : date.slice(8, 10)) - 1;
  return Number.isInteger(index) && index >= 0 ? index : null;
}

/** The period as titles and file names show it: 2026-05, 2026年. */
export const periodText = (span: SheetSpan, period: string): string => (span === 'year' ? `${period}年` : period);
