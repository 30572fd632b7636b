import type { Period } from '../../../core/dashboard/dashboard.types';
import { periodRange, type DayRange } from '../../../core/dashboard/period';

/** The header's period choice: one of the declared periods, or a custom range. */
export type PeriodChoice = { kind: Period } | { kind: 'custom'; range: DayRange };

export const PERIOD_LABELS: Readonly<Record<PeriodChoice['kind'], string>> = {
  week: '本周',
  month: '本月',
  quarter: '本季度',
  year: '本年',
  custom: '自定义',
};

/** Today on the browser's calendar, `YYYY-MM-DD`. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The days a period choice covers. */
export function choiceRange(choice: PeriodChoice, today = localToday()): DayRange {
  return choice.kind === 'custom' ? choice.range : periodRange(choice.kind, today);
}
