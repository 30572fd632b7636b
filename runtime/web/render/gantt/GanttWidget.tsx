import { Empty } from 'antd';
import { useMemo } from 'react';
import type { DashboardWidget, WidgetRow } from '../../../core/dashboard/dashboard.types';
import type { GanttMeasureKey } from '../../../core/dashboard/ganttWidget';
import { useIsPhone } from '../../shell/layouts/breakpoints';
import { localToday } from '../dashboard/dashboardPeriod';
import type { GanttBar } from './ganttBars';
import { GanttChart } from './GanttChart';
import { GanttLegend } from './GanttLegend';

export interface GanttWidgetProps {
  widget: DashboardWidget;
  rows: readonly WidgetRow[];
  /** Opens the row's record in its list. */
  onPick(rowIndex: number): void;
}

const text = (value: number | string | null | undefined): string | null => (typeof value === 'string' && value.length >= 10 ? value.slice(0, 10) : null);

/** The bars of a gantt widget's rows: dims are [id, label], the measures are titled by their bar field (see expandGanttWidget). */
function widgetBars(widget: DashboardWidget, rows: readonly WidgetRow[]): GanttBar[] {
  const at = new Map(widget.data.measures.map((measure, index) => [measure.title as GanttMeasureKey, index]));
  const value = (row: WidgetRow, key: GanttMeasureKey) => (at.has(key) ? row.values[at.get(key)!] : null);
  return rows.flatMap((row) => {
    const start = text(value(row, 'start'));
    const end = text(value(row, 'end'));
    if (!start || !end || row.dims[0] === null) return [];
    const progress = value(row, 'progress');
    return [
      {
        id: row.dims[0],
        label: row.dimTexts[1] ?? '',
        start,
        end,
        actualStart: text(value(row, 'actualStart')),
        actualEnd: text(value(row, 'actualEnd')),
        progress: progress === null ? null : Number(progress),
        predecessors: [],
        record: { id: row.dims[0] },
      },
    ];
  });
}

/** A dashboard's read-only Gantt chart of planned and actual bars; a click opens the row's record in its list. */
export default function GanttWidget({ widget, rows, onPick }: GanttWidgetProps) {
  const phone = useIsPhone();
  const bars = useMemo(() => widgetBars(widget, rows), [widget, rows]);
  if (bars.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />;
  const measures = new Set(widget.data.measures.map((measure) => measure.title));
  return (
    <div className="gantt-widget">
      <GanttLegend actual={measures.has('actualStart')} progress={measures.has('progress')} editable={false} />
      <GanttChart
        bars={bars}
        zoom="month"
        today={localToday()}
        nameWidth={phone ? 96 : 160}
        onOpen={(bar) => onPick(rows.findIndex((row) => row.dims[0] === bar.id))}
      />
    </div>
  );
}
