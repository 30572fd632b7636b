import type { DashboardFile, DashboardWidget } from './dashboard.types';

/** Every widget of a dashboard file: its `widgets`, or those of all its `pages` in order. */
export function dashboardWidgets(dashboard: Pick<DashboardFile, 'widgets' | 'pages'>): DashboardWidget[] {
  return dashboard.widgets ?? (dashboard.pages ?? []).flatMap((page) => page.widgets);
}

/**
 * The dashboard with each widget replaced by `change(widget)`, or dropped when it answers null, in
 * the file's own shape (a page left without widgets is dropped): how the server expands widgets and
 * hides those a caller may not read.
 */
export function mapDashboardWidgets<T extends Pick<DashboardFile, 'widgets' | 'pages'>>(
  dashboard: T,
  change: (widget: DashboardWidget) => DashboardWidget | null,
): T {
  const changed = (widgets: DashboardWidget[]) => widgets.flatMap((widget) => change(widget) ?? []);
  if (!dashboard.pages) return { ...dashboard, widgets: changed(dashboard.widgets ?? []) };
  const pages = dashboard.pages.map((page) => ({ ...page, widgets: changed(page.widgets) })).filter((page) => page.widgets.length > 0);
  return { ...dashboard, pages };
}
