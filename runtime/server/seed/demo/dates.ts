import type { Random } from '../random';

const DAY_MS = 24 * 60 * 60 * 1000;

function toDate(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

function toDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` plus a number of days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  return toDay(toDate(day) + days * DAY_MS);
}

/** A random day between two `YYYY-MM-DD` days, both included. */
export function randomDay(random: Random, from: string, to: string): string {
  return addDays(from, random.int(0, Math.max(0, Math.round((toDate(to) - toDate(from)) / DAY_MS))));
}

/** A random time of a working day as `YYYY-MM-DD HH:mm:ss`. */
export function workingTime(random: Random, day: string): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day} ${pad(random.int(8, 17))}:${pad(random.int(0, 59))}:${pad(random.int(0, 59))}`;
}

/** The seed's `now` as the local calendar day `YYYY-MM-DD` (what the people on site call today). */
export function localDay(now: Date): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
