/** The seven positions of a Quartz expression, in order. */
export const CRON_FIELDS = ['second', 'minute', 'hour', 'day', 'month', 'week', 'year'] as const;
export type CronField = (typeof CRON_FIELDS)[number];

/** Chinese names of the positions, used in messages and on the builder's tabs. */
export const CRON_FIELD_LABELS: Readonly<Record<CronField, string>> = {
  second: '秒',
  minute: '分',
  hour: '时',
  day: '日',
  month: '月',
  week: '周',
  year: '年',
};

/** Quartz's marker for `*`; it is also stored in the value sets, exactly as Quartz does. */
export const ALL_SPEC = 99;
/** Quartz's marker for `?`. */
export const NO_SPEC = 98;

/**
 * A parsed expression in Quartz's own model (CronExpression's fields): a sorted set of values
 * per position plus the flags of L, W, LW, L-n, nL and n#k.
 */
export interface CronSpec {
  sets: Record<CronField, number[]>;
  lastDayOfWeek: boolean;
  nthDayOfWeek: number;
  lastDayOfMonth: boolean;
  nearestWeekday: boolean;
  lastDayOffset: number;
  /** Quartz's MAX_YEAR: the current year plus 100 when parsed; no fire time is searched beyond it. */
  maxYear: number;
}
