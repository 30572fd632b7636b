import { DEFAULT_WIDGET_SPAN, GRID_COLUMNS, type DashboardWidget } from './dashboard.types';

const spanOf = (widget: DashboardWidget) => widget.span ?? DEFAULT_WIDGET_SPAN;

/** The widgets in the lines of the 24-column grid they fill, as the grid wraps them in file order. */
function gridLines(widgets: readonly DashboardWidget[]): DashboardWidget[][] {
  const lines: DashboardWidget[][] = [];
  let used = GRID_COLUMNS;
  for (const widget of widgets) {
    if (used + spanOf(widget) > GRID_COLUMNS) {
      lines.push([]);
      used = 0;
    }
    lines[lines.length - 1].push(widget);
    used += spanOf(widget);
  }
  return lines;
}

/**
 * The `kept` widgets (those of `declared` a caller may see, possibly changed) with the space of the
 * dropped ones given to the others of their line, in proportion to their spans (the last takes
 * what rounding leaves): a role that cannot read one of four KPIs sees three wider ones on that
 * line instead of a hole, and the lines below stay as the file drew them.
 */
export function closeGaps(declared: readonly DashboardWidget[], kept: readonly DashboardWidget[]): DashboardWidget[] {
  const byId = new Map(kept.map((widget) => [widget.id, widget]));
  return gridLines(declared).flatMap((line) => {
    const left = line.flatMap((widget) => byId.get(widget.id) ?? []);
    if (left.length === line.length || left.length === 0) return left;
    const width = line.reduce((sum, widget) => sum + spanOf(widget), 0);
    const shown = left.reduce((sum, widget) => sum + spanOf(line.find((entry) => entry.id === widget.id)!), 0);
    let given = 0;
    return left.map((widget, index) => {
      const span = index === left.length - 1 ? width - given : Math.floor((spanOf(widget) * width) / shown);
      given += span;
      return { ...widget, span };
    });
  });
}
