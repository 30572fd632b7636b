import type { DashboardWidget, WidgetRow } from './dashboard.types';

/** The one number a KPI or gauge shows: measure 0, or measure 0 / measure 1 as a percentage for `value: "ratio"` (null when nothing to divide). */
export function kpiValue(widget: Pick<DashboardWidget, 'value'>, rows: readonly WidgetRow[] | undefined): number | null {
  const values = rows?.[0]?.values ?? [];
  const first = typeof values[0] === 'number' ? values[0] : null;
  if (widget.value !== 'ratio') return first ?? (rows && rows.length === 0 ? 0 : null);
  const whole = typeof values[1] === 'number' ? values[1] : null;
  if (first === null || !whole) return null;
  return Math.round((first / whole) * 1000) / 10;
}

/** Change against the previous period: percentage points for a ratio, else percent of the previous value (null when it cannot be said). */
export function kpiChange(widget: Pick<DashboardWidget, 'value'>, current: number | null, previous: number | null): number | null {
  if (current === null || previous === null) return null;
  if (widget.value === 'ratio') return Math.round((current - previous) * 10) / 10;
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
