import type { FieldSchema } from '../screen/screen.types';
import { isEmptyValue } from './fieldRules';

const pad = (value: number) => String(value).padStart(2, '0');

/** Today as `YYYY-MM-DD` in the local time of whoever checks (the browser's for a form, the server's for a save). */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The message for a date of a field with `x-not-future` that lies after today (a 日志日期 of
 * tomorrow), or null. Date-times compare by their day.
 */
export function notFutureFailure(field: FieldSchema | undefined, value: unknown, today: string = localToday()): string | null {
  if (!field?.['x-not-future'] || isEmptyValue(value)) return null;
  return String(value).slice(0, 10) > today ? `${field.title}不能晚于今天` : null;
}
