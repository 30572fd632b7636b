import { addDays, parseDay } from '../dashboard/period';

/** How wide a day is drawn at each zoom: a day view shows single days, a month view about a year on a laptop. */
export const GANTT_ZOOMS = { day: 28, week: 10, month: 3 } as const;
export type GanttZoom = keyof typeof GANTT_ZOOMS;

const MS_PER_DAY = 86_400_000;

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((parseDay(to)!.getTime() - parseDay(from)!.getTime()) / MS_PER_DAY);
}

/** A bar's planned dates, both days included. */
export interface PlannedSpan {
  start: string;
  end: string;
}

/** A drag moves the whole bar or only its end (resizing). */
export type DragMode = 'move' | 'resize';

/**
 * The planned dates after dragging a bar `pixels` sideways at `dayWidth` pixels a day: rounded to
 * whole days; a move shifts both ends, a resize only the end, never before the start (a bar of
 * one day at least). Null when the drag did not reach a whole day (a click, not a drag).
 */
export function draggedSpan(span: PlannedSpan, mode: DragMode, pixels: number, dayWidth: number): PlannedSpan | null {
  const days = Math.round(pixels / dayWidth);
  if (days === 0) return null;
  if (mode === 'move') return { start: addDays(span.start, days), end: addDays(span.end, days) };
  const end = addDays(span.end, days);
  const latest = end < span.start ? span.start : end;
  return latest === span.end ? null : { start: span.start, end: latest };
}

/** The days a chart shows: from the Monday before the earliest day to about two weeks after the latest (today always inside). */
export function chartWindow(days: readonly string[], today: string): PlannedSpan {
  const all = [...days, today].sort();
  const first = all[0];
  const weekday = (parseDay(first)!.getUTCDay() + 6) % 7;
  return { start: addDays(first, -weekday - 7), end: addDays(all[all.length - 1], 14) };
}

/** One label of the chart's time axis: the day it starts at and its text. */
export interface GanttTick {
  day: string;
  text: string;
}

/** Axis labels for a zoom: each day (its date, a month's first day as the month), each Monday (月/日) or each month's first day (年-月). */
export function axisTicks(window: PlannedSpan, zoom: GanttZoom): GanttTick[] {
  const ticks: GanttTick[] = [];
  const total = daysBetween(window.start, window.end);
  for (let offset = 0; offset <= total; offset += 1) {
    const day = addDays(window.start, offset);
    const date = parseDay(day)!;
    if (zoom === 'day') ticks.push({ day, text: date.getUTCDate() === 1 ? `${date.getUTCMonth() + 1}月` : String(date.getUTCDate()) });
    else if (zoom === 'week' && date.getUTCDay() === 1) ticks.push({ day, text: `${date.getUTCMonth() + 1}/${date.getUTCDate()}` });
    else if (zoom === 'month' && date.getUTCDate() === 1) ticks.push({ day, text: day.slice(0, 7) });
  }
  return ticks;
}
