export const YEAR = 0;
export const MONTH = 1;
export const DAY_OF_MONTH = 2;
export const HOUR_OF_DAY = 3;
export const MINUTE = 4;
export const SECOND = 5;
export type CalendarField = typeof YEAR | typeof MONTH | typeof DAY_OF_MONTH | typeof HOUR_OF_DAY | typeof MINUTE | typeof SECOND;

const HOUR_MS = 3_600_000;

function sameWallTime(a: number, b: number): boolean {
  const first = new Date(a);
  const second = new Date(b);
  return first.getHours() === second.getHours() && first.getMinutes() === second.getMinutes() && first.getDate() === second.getDate();
}

/**
 * The part of java.util.GregorianCalendar (lenient, local time zone, whole seconds) that Quartz's
 * getTimeAfter relies on: `set` only records a field, out-of-range values (day 32, hour 24)
 * roll over when the fields are next read, exactly as Java resolves them all together.
 * Months are 0-based as in Java.
 */
export class LenientCalendar {
  private fields: number[] = [];
  private pending = false;

  constructor(time: number) {
    this.setTime(time);
  }

  setTime(time: number): void {
    const date = new Date(time);
    this.fields = [date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes(), date.getSeconds()];
    this.pending = false;
  }

  /**
   * The instant of the fields. A wall time skipped by a daylight-saving change moves forward (as
   * in Java and JavaScript); one that occurs twice is the later, standard-time one, as Java picks.
   */
  getTime(): number {
    const [year, month, day, hour, minute, second] = this.fields;
    const date = new Date(2000, 0, 1, 0, 0, 0, 0);
    date.setFullYear(year, month, day);
    date.setHours(hour, minute, second, 0);
    const time = date.getTime();
    const shift = (new Date(time + 3 * HOUR_MS).getTimezoneOffset() - date.getTimezoneOffset()) * 60_000;
    if (shift > 0 && sameWallTime(time, time + shift)) return time + shift;
    return time;
  }

  get(field: CalendarField): number {
    if (this.pending) this.setTime(this.getTime());
    return this.fields[field];
  }

  /** Java's DAY_OF_WEEK: 1 = Sunday … 7 = Saturday. */
  dayOfWeek(): number {
    if (this.pending) this.setTime(this.getTime());
    return new Date(this.getTime()).getDay() + 1;
  }

  set(field: CalendarField, value: number): void {
    this.fields[field] = value;
    this.pending = true;
  }

  /** Java's add(YEAR, n): whole fields first, then the year, the day pinned to the month's end. */
  addYears(years: number): void {
    const year = this.get(YEAR) + years;
    const lastDay = new Date(year, this.fields[MONTH] + 1, 0).getDate();
    this.fields[YEAR] = year;
    this.fields[DAY_OF_MONTH] = Math.min(this.fields[DAY_OF_MONTH], lastDay);
    this.pending = true;
  }
}
