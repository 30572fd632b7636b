import type { DateBucket, Period } from './dashboard.types';

/** An inclusive range of calendar days, `YYYY-MM-DD`. */
export interface DayRange {
  begin: string;
  end: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** The calendar day `YYYY-MM-DD` as a UTC date (day arithmetic without time zones), or null. */
export function parseDay(value: string): Date | null {
  const parts = DAY.exec(value);
  if (!parts) return null;
  const [year, month, day] = parts.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

export function formatDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return formatDay(new Date(parseDay(day)!.getTime() + days * MS_PER_DAY));
}

/** Days in a range, both ends included. */
export function rangeDays(range: DayRange): number {
  return Math.round((parseDay(range.end)!.getTime() - parseDay(range.begin)!.getTime()) / MS_PER_DAY) + 1;
}

/** The preceding range of equal length: what `compare: "previous"` compares with. */
export function previousRange(range: DayRange): DayRange {
  const length = rangeDays(range);
  return { begin: addDays(range.begin, -length), end: addDays(range.begin, -1) };
}

/** The first day of the bucket holding `day` (weeks start on Monday, as PostgreSQL's date_trunc). */
function bucketStart(bucket: DateBucket | Period, day: Date): Date {
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth();
  switch (bucket) {
    case 'day':
      return day;
    case 'week':
      return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * MS_PER_DAY);
    case 'month':
      return new Date(Date.UTC(year, month, 1));
    case 'quarter':
      return new Date(Date.UTC(year, month - (month % 3), 1));
    case 'year':
      return new Date(Date.UTC(year, 0, 1));
  }
}

/** The whole bucket (or period) holding `day`: 本周 is Monday to Sunday, 本月 the calendar month, … */
export function bucketRange(bucket: DateBucket | Period, day: string): DayRange {
  const start = bucketStart(bucket, parseDay(day)!);
  const next = new Date(start);
  if (bucket === 'day') next.setUTCDate(next.getUTCDate() + 1);
  else if (bucket === 'week') next.setUTCDate(next.getUTCDate() + 7);
  else next.setUTCMonth(next.getUTCMonth() + (bucket === 'month' ? 1 : bucket === 'quarter' ? 3 : 12));
  return { begin: formatDay(start), end: formatDay(new Date(next.getTime() - MS_PER_DAY)) };
}

/** The range of a dashboard period around today (the browser's calendar day). */
export function periodRange(period: Period, today: string): DayRange {
  return bucketRange(period, today);
}

/** How a bucket's first day reads on an axis: 2024-03-04, 03-04 周, 2024-03, 2024 Q1, 2024年. */
export function bucketLabel(bucket: DateBucket, start: string): string {
  const [year, month] = start.split('-');
  switch (bucket) {
    case 'day':
      return start;
    case 'week':
      return `${start.slice(5)}周`;
    case 'month':
      return `${year}-${month}`;
    case 'quarter':
      return `${year}年Q${Math.floor((Number(month) - 1) / 3) + 1}`;
    case 'year':
      return `${year}年`;
  }
}
