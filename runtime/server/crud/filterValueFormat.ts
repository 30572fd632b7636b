import type { FieldSchema } from '../../core/screen/screen.types';

/** PostgreSQL `integer`, the column type of an integer field. */
const INT4_MIN = -2147483648;
const INT4_MAX = 2147483647;
/** PostgreSQL dates and timestamps end at year 294276; four digits keep it simple and sane. */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** Whether y-m-d is a day of the calendar (no 2024-02-30, no month 13). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isDateValue(value: string, withTime: boolean): boolean {
  const parts = DATE_TIME.exec(value);
  if (!parts || (!withTime && parts[4] !== undefined)) return false;
  const [year, month, day, hour, minute, second] = parts.slice(1).map((part) => Number(part ?? 0));
  return isCalendarDay(year, month, day) && hour <= 23 && minute <= 59 && second <= 59;
}

const CHECKS: readonly [applies: (field: FieldSchema) => boolean, fits: (value: string) => boolean][] = [
  [(field) => field.type === 'integer', (value) => /^-?\d{1,10}$/.test(value) && Number(value) >= INT4_MIN && Number(value) <= INT4_MAX],
  [(field) => field.type === 'number', (value) => /^-?\d{1,30}(\.\d{1,30})?$/.test(value)],
  [(field) => field.type === 'boolean', (value) => value === 'true' || value === 'false'],
  [(field) => field.format === 'date', (value) => isDateValue(value, false)],
  [(field) => field.format === 'date-time', (value) => isDateValue(value, true)],
];

/** Whether PostgreSQL can take the text at all: it has no NUL character in text values. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000');
}

/**
 * Whether a filter value can be compared with the field's column as it is: a query that passes
 * never fails in SQL for its value (an integer out of range or 2024-13-45 is the user's typo, not
 * a server fault). Text fields take any storable text.
 */
export function fitsColumn(field: FieldSchema, value: string): boolean {
  const check = CHECKS.find(([applies]) => applies(field));
  return isStorableText(value) && (check ? check[1](value) : true);
}
