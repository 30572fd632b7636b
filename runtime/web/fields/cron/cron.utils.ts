import { CRON_FIELDS, type CronField } from '../../../core/cron/cronSpec';
import type { CronBounds, CronPartState, CronPartType, CronParts } from './cron.types';

/** Defaults of a new expression: every position `*`, the week `?` (widgets-spec §3). */
export const DEFAULT_PARTS: CronParts = { second: '*', minute: '*', hour: '*', day: '*', month: '*', week: '?', year: '*' };

/** The positions an expression has with these options, in order. */
export function visibleFields(hideSecond = false, hideYear = false): CronField[] {
  return CRON_FIELDS.filter((field) => !(hideSecond && field === 'second') && !((hideYear || hideSecond) && field === 'year'));
}

/**
 * Splits an expression into positions (split on spaces, assigned in order); missing or empty
 * positions take their defaults. Hidden positions keep their defaults.
 */
export function parseCronParts(value: string | undefined, hideSecond = false, hideYear = false): CronParts {
  const values = (value ?? '').trim().split(/\s+/).filter(Boolean);
  const parts = { ...DEFAULT_PARTS };
  visibleFields(hideSecond, hideYear).forEach((field, index) => {
    if (values[index]) parts[field] = values[index];
  });
  return parts;
}

/** Joins the visible positions into the expression. */
export function buildCronValue(parts: CronParts, hideSecond = false, hideYear = false): string {
  return visibleFields(hideSecond, hideYear)
    .map((field) => parts[field] || DEFAULT_PARTS[field])
    .join(' ');
}

/** Input bounds per position (widgets-spec §5.4); year from this year to a hundred years on. */
export function cronBounds(field: CronField, now: Date = new Date()): CronBounds {
  const year = now.getFullYear();
  const bounds: Record<CronField, CronBounds> = {
    // Quartz refuses increments above 59, so the spec's minute interval of 60 stops at 59.
    second: { min: 0, max: 59, maxInterval: 59 },
    minute: { min: 0, max: 59, maxInterval: 59 },
    hour: { min: 0, max: 23, maxInterval: 23 },
    day: { min: 1, max: 31, maxInterval: 31 },
    month: { min: 1, max: 12, maxInterval: 12 },
    week: { min: 1, max: 7, maxInterval: 7 },
    year: { min: year, max: year + 100, maxInterval: 99 },
  };
  return bounds[field];
}

const WEEK_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** Week and month names as Quartz numbers (SUN = 1 … SAT = 7, JAN = 1 … DEC = 12). */
function namesToNumbers(field: CronField, text: string): string {
  const names = field === 'week' ? WEEK_NAMES : field === 'month' ? MONTH_NAMES : null;
  if (!names) return text;
  return text.toUpperCase().replace(/[A-Z]{3}/g, (name) => (names.includes(name) ? String(names.indexOf(name) + 1) : name));
}

/** Defaults of every input of a tab: ranges over the whole field, loops from the start by 1. */
export function defaultPartState(field: CronField, now: Date = new Date()): CronPartState {
  const { min, max } = cronBounds(field, now);
  return {
    type: 'every',
    rangeStart: min,
    rangeEnd: field === 'year' ? min + 1 : max,
    loopStart: min,
    loopInterval: 1,
    specify: [],
    workDay: 1,
    weekday: 2,
    nth: 1,
  };
}

/**
 * Reads one position into its tab's state. What the tab cannot show falls back to every, as
 * upstream does.
 */
export function parsePart(field: CronField, text: string, now: Date = new Date()): CronPartState {
  const state = defaultPartState(field, now);
  const value = namesToNumbers(field, text.trim());
  const numbers = (match: RegExpMatchArray) => match.slice(1).map(Number);
  let match: RegExpMatchArray | null;
  if (value === '?' && (field === 'day' || field === 'week')) return { ...state, type: 'unset' };
  if ((match = value.match(/^(\d+)-(\d+)$/))) {
    const [rangeStart, rangeEnd] = numbers(match);
    return { ...state, type: 'range', rangeStart, rangeEnd };
  }
  if ((match = value.match(/^(\d+|\*)\/(\d+)$/))) {
    const loopStart = match[1] === '*' ? state.loopStart : Number(match[1]);
    return { ...state, type: 'loop', loopStart, loopInterval: Number(match[2]) };
  }
  if (field === 'day' && (match = value.match(/^(\d+)W$/))) return { ...state, type: 'workDay', workDay: numbers(match)[0] };
  if (field === 'day' && value === 'L') return { ...state, type: 'last' };
  if (field === 'week' && (match = value.match(/^(\d)L$/))) return { ...state, type: 'lastWeekday', weekday: numbers(match)[0] };
  if (field === 'week' && (match = value.match(/^(\d)#(\d)$/))) {
    const [weekday, nth] = numbers(match);
    return { ...state, type: 'nth', weekday, nth };
  }
  if (/^\d+(,\d+)*$/.test(value)) return { ...state, type: 'specify', specify: value.split(',').map(Number) };
  return state;
}

/** The position's text for a tab's state. */
export function buildPart(state: CronPartState): string {
  const builders: Record<CronPartType, () => string> = {
    every: () => '*',
    unset: () => '?',
    range: () => `${state.rangeStart}-${state.rangeEnd}`,
    loop: () => `${state.loopStart}/${state.loopInterval}`,
    specify: () => (state.specify.length > 0 ? [...state.specify].sort((a, b) => a - b).join(',') : '*'),
    workDay: () => `${state.workDay}W`,
    last: () => 'L',
    lastWeekday: () => `${state.weekday}L`,
    nth: () => `${state.weekday}#${state.nth}`,
  };
  return builders[state.type]();
}

/**
 * Sets one position and makes the automatic adjustments of widgets-spec §4, cascading as
 * upstream's watchers do: a minute makes a `*` second 0; an hour makes a `*` minute 0; a day or
 * week other than `?` makes a `*` hour 0 and the other one `?`; a month turns `? / *` into
 * `? / 1` (or `1 / ?`); a year makes a `*` month 1.
 */
export function changePart(parts: CronParts, field: CronField, value: string): CronParts {
  const next = { ...parts, [field]: value };
  const pending: CronField[] = [field];
  const set = (target: CronField, text: string) => {
    if (next[target] === text) return;
    next[target] = text;
    pending.push(target);
  };
  while (pending.length > 0) {
    const changed = pending.shift()!;
    if (changed === 'minute' && next.second === '*') set('second', '0');
    if (changed === 'hour' && next.minute === '*') set('minute', '0');
    if ((changed === 'day' || changed === 'week') && next[changed] !== '?') {
      if (next.hour === '*') set('hour', '0');
      set(changed === 'day' ? 'week' : 'day', '?');
    }
    if (changed === 'month') {
      if (next.day === '?' && next.week === '*') set('week', '1');
      if (next.week === '?' && next.day === '*') set('day', '1');
    }
    if (changed === 'year' && next.month === '*') set('month', '1');
  }
  return next;
}
