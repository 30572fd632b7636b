/**
 * Expiry of a date field with `x-expiry` (a certificate's 有效期至): 已过期 before today, 即将到期
 * from today through `days` ahead, 有效 after. Shared by the list's tag, its query and the server's filter.
 */
export const EXPIRY_STATES = { expired: '已过期', soon: '即将到期', valid: '有效' } as const;
export type ExpiryState = keyof typeof EXPIRY_STATES;

/** The list parameter suffix of an expiry query: `certValidTo_expiry=soon`. */
export const EXPIRY_SUFFIX = '_expiry';

const pad = (value: number): string => String(value).padStart(2, '0');

/** `YYYY-MM-DD` of a local day. */
export function dayText(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local day `days` after `day` (`YYYY-MM-DD`). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return dayText(new Date(year, month - 1, date + days));
}

export function isExpiryState(value: string): value is ExpiryState {
  return Object.hasOwn(EXPIRY_STATES, value);
}

/** Where a date stands on `today`; null for an empty or malformed date. */
export function expiryState(value: unknown, days: number, today: string): ExpiryState | null {
  const day = typeof value === 'string' ? value.slice(0, 10) : '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  if (day < today) return 'expired';
  return day <= addDays(today, days) ? 'soon' : 'valid';
}

/** The dates (inclusive) a state covers on `today`, as the bounds a list filters by. */
export function expirySpan(state: ExpiryState, days: number, today: string): { begin?: string; end?: string } {
  if (state === 'expired') return { end: addDays(today, -1) };
  if (state === 'soon') return { begin: today, end: addDays(today, days) };
  return { begin: addDays(today, days + 1) };
}

/** Whole days from `today` to the date (negative once past). */
export function daysLeft(value: string, today: string): number {
  const [a, b] = [value.slice(0, 10), today].map((day) => {
    const [year, month, date] = day.split('-').map(Number);
    return Date.UTC(year, month - 1, date);
  });
  return Math.round((a - b) / 86_400_000);
}
