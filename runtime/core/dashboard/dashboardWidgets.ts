import type { DashboardFile, DashboardWidget } from './dashboard.types';
import { closeGaps } from './widgetLines';

/** Every widget of a dashboard file: its `widgets`, or those of all its `pages` in order. */
export function dashboardWidgets(dashboard: Pick<DashboardFile, 'widgets' | 'pages'>): DashboardWidget[] {
  return dashboard.widgets ?? (dashboard.pages ?? []).flatMap((page) => page.widgets);
}

/**
 * The dashboard with each widget replaced by `change(widget)`, or dropped when it answers null, in
 * the file's own shape (a page left without widgets is dropped): how the server expands widgets and
 * hides those a caller may not read. The others of a dropped widget's grid line widen to close the
 * gap; a big screen's widgets, placed on a grid of rows too, keep their spans.
 */
export function mapDashboardWidgets<T extends Pick<DashboardFile, 'widgets' | 'pages' | 'bigScreen'>>(
  dashboard: T,
  change: (widget: DashboardWidget) => DashboardWidget | null,
): T {
  const changed = (widgets: DashboardWidget[]) => {
    const kept = widgets.flatMap((widget) => change(widget) ?? []);
    return dashboard.bigScreen ? kept : closeGaps(widgets, kept);
  };
  if (!dashboard.pages) return { ...dashboard, widgets: changed(dashboard.widgets ?? []) };
  const pages = dashboard.pages.map((page) => ({ ...page, widgets: changed(page.widgets) })).filter((page) => page.widgets.length > 0);
  return { ...dashboard, pages };
}
