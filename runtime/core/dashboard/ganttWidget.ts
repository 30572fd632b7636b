import type { GanttConfig, ScreenFile } from '../screen/screen.types';
import type { DashboardFile, DashboardWidget, Measure } from './dashboard.types';
import { mapDashboardWidgets } from './dashboardWidgets';
import { expandReadingsWidget } from './readingsWidget';
import { expandRecordWidget } from './recordWidget';
import { expandDevicesWidget } from './devicesWidget';

/** The bar fields a gantt widget reads, each as one measure titled by its key (the renderer finds them by title). */
const BAR_FIELDS: readonly { key: keyof GanttConfig; op: Measure['op'] }[] = [
  { key: 'start', op: 'min' },
  { key: 'end', op: 'max' },
  { key: 'actualStart', op: 'min' },
  { key: 'actualEnd', op: 'max' },
  { key: 'progress', op: 'max' },
];

export type GanttMeasureKey = 'start' | 'end' | 'actualStart' | 'actualEnd' | 'progress';

/**
 * A gantt widget as the aggregate query runs it: one row per record (grouped by id, then its
 * label) with its bar fields from the screen's `list.gantt` as measures, the period applied as an
 * overlap with the planned span. Other widgets, and a gantt widget of a screen without
 * `list.gantt` (which the check reports), are answered as they are.
 */
export function expandGanttWidget(widget: DashboardWidget, screen: ScreenFile | undefined): DashboardWidget {
  const gantt = screen?.list.gantt;
  if (widget.type !== 'gantt' || !gantt) return widget;
  return {
    ...widget,
    data: {
      ...widget.data,
      dimensions: [{ field: 'id' }, { field: gantt.label }],
      measures: BAR_FIELDS.flatMap(({ key, op }) => (gantt[key] ? [{ op, field: gantt[key], title: key }] : [])),
      span: { start: gantt.start, end: gantt.end },
      // By planned start, as a schedule reads.
      sort: '0',
    },
  };
}

/** The dashboard with its gantt, readings, list, video and devices widgets expanded (see expandGanttWidget, expandReadingsWidget, expandRecordWidget, expandDevicesWidget), as the server keeps and serves it. */
export function expandGanttWidgets(dashboard: DashboardFile, screens: ReadonlyMap<string, ScreenFile>): DashboardFile {
  return mapDashboardWidgets(dashboard, (widget) => {
    const screen = screens.get(widget.data.screen);
    return expandDevicesWidget(expandRecordWidget(expandReadingsWidget(expandGanttWidget(widget, screen), screen), screen), screen);
  });
}
