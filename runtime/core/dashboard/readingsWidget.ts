import type { ScreenFile } from '../screen/screen.types';
import type { DashboardWidget, ReadingBucket } from './dashboard.types';

/** The dimension of a bucketed readings widget: not a field of the screen, the reading's time. */
export const READING_TIME_DIMENSION = 'readingTime';

const BUCKET_TITLES: Readonly<Record<ReadingBucket, string>> = { hour: '时', day: '日期', month: '月份' };

/**
 * A readings widget as the page draws it: one measure per metric, titled by the metric (with its
 * unit, unless the widget has one for all), and the time bucket as its dimension. Other widgets are
 * answered as they are.
 */
export function expandReadingsWidget(widget: DashboardWidget, screen: ScreenFile | undefined): DashboardWidget {
  const { readings } = widget.data;
  const metrics = screen?.device?.metrics;
  if (!readings || !metrics) return widget;
  const measures = readings.metrics.map((name) => {
    const metric = metrics.find((candidate) => candidate.name === name);
    const unit = metric?.unit && !widget.unit ? `(${metric.unit})` : '';
    return { op: 'avg' as const, title: `${metric?.title ?? name}${unit}` };
  });
  const dimensions = readings.bucket ? [{ field: READING_TIME_DIMENSION, title: BUCKET_TITLES[readings.bucket] }] : [];
  return { ...widget, data: { ...widget.data, measures, dimensions } };
}
