import type { DashboardWidget, WidgetRow } from './dashboard.types';

/** The one number a KPI or gauge shows: measure 0, or measure 0 / measure 1 as a percentage for `value: "ratio"` (null when nothing to divide). */
export function kpiValue(widget: Pick<DashboardWidget, 'value'>, rows: readonly WidgetRow[] | undefined): number | null {
  const values = rows?.[0]?.values ?? [];
  const first = typeof values[0] === 'number' ? values[0] : null;
  if (widget.value !== 'ratio') return first ?? (rows && rows.length === 0 ? 0 : null);
  return ratioOf(values);
}

/** Measure 0 / measure 1 in percent with one decimal, null when nothing to divide. */
function ratioOf(values: WidgetRow['values']): number | null {
  const [part, whole] = values;
  return typeof part === 'number' && typeof whole === 'number' && whole !== 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

/**
 * A grouped `value: "ratio"` widget (bar, line, ranking, table) as it is drawn: one value per row,
 * measure 0 / measure 1 in percent, titled after the widget; any other widget unchanged.
 */
export function ratioRows(widget: DashboardWidget, rows: readonly WidgetRow[]): { widget: DashboardWidget; rows: WidgetRow[] } {
  if (widget.type === 'kpi' || widget.type === 'gauge') return { widget, rows: [...rows] };
  return shownRows(widget, rows);
}

/** The rows as the page shows their values, for any widget type (an export): a `ratio` widget's one percentage per row, any other unchanged. */
export function shownRows(widget: DashboardWidget, rows: readonly WidgetRow[]): { widget: DashboardWidget; rows: WidgetRow[] } {
  if (widget.value !== 'ratio') return { widget, rows: [...rows] };
  const [part] = widget.data.measures;
  return {
    widget: { ...widget, unit: '%', data: { ...widget.data, measures: [{ ...part, title: widget.title }] } },
    rows: rows.map((row) => ({ ...row, values: [ratioOf(row.values)] })),
  };
}

/** Change against the previous period: percentage points for a ratio, else percent of the previous value (null when it cannot be said). */
export function kpiChange(widget: Pick<DashboardWidget, 'value'>, current: number | null, previous: number | null): number | null {
  if (current === null || previous === null) return null;
  if (widget.value === 'ratio') return Math.round((current - previous) * 10) / 10;
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
