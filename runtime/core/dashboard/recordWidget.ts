import { meta as streamField } from '../fieldTypes/meta/hls-stream';
import type { ScreenFile } from '../screen/screen.types';
import type { DashboardWidget, Dimension } from './dashboard.types';
import { widgetFields } from './dashboardFields';

/** The field component that plays a camera's HLS stream: a video widget plays the screen's first one. */
export const STREAM_COMPONENT = streamField.name;

/** Rows a list or video widget shows when its file sets no `limit`: what fits a big-screen panel. */
export const RECORD_WIDGET_ROWS = { list: 8, video: 4 } as const;

/** The screen's stream field (a field of component HlsStream), if it has one. */
export function streamFieldOf(screen: ScreenFile): string | undefined {
  return Object.entries(screen.entity.properties).find(([, field]) => field['x-component'] === STREAM_COMPONENT)?.[0];
}

/**
 * A list or video widget as the aggregate query runs it: one row per record, grouped by its
 * `columns` (labels as any dimension: dictionary texts, state titles) and lastly its id.
 * - `list`: the newest records first, by the latest `dateField` as its one measure;
 * - `video`: the records' stream field after the captions (the page plays it), by the first caption.
 * Other widgets, and one whose screen lacks what it needs (which the check reports), are answered as they are.
 */
export function expandRecordWidget(widget: DashboardWidget, screen: ScreenFile | undefined): DashboardWidget {
  if ((widget.type !== 'list' && widget.type !== 'video') || !screen) return widget;
  const { data } = widget;
  const captions: Dimension[] = (data.columns ?? []).map((field) => ({ field }));
  const limit = data.limit ?? RECORD_WIDGET_ROWS[widget.type];
  if (widget.type === 'list') {
    if (!data.dateField) return widget;
    const title = widgetFields(screen).get(data.dateField)?.title ?? data.dateField;
    return {
      ...widget,
      data: { ...data, dimensions: [...captions, { field: 'id' }], measures: [{ op: 'max', field: data.dateField, title }], sort: '-0', limit },
    };
  }
  const stream = streamFieldOf(screen);
  if (!stream) return widget;
  return {
    ...widget,
    data: { ...data, dimensions: [...captions, { field: stream }, { field: 'id' }], measures: [{ op: 'count', title: '摄像头' }], sort: 'dim', limit },
  };
}
