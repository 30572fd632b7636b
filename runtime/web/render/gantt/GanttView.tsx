import { Alert, App, Empty, Segmented, Spin } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { GanttZoom, PlannedSpan } from '../../../core/gantt/ganttDates';
import type { Page } from '../../../core/http/envelope';
import type { GanttConfig, ScreenFile } from '../../../core/screen/screen.types';
import { http } from '../../http/client';
import { useIsPhone } from '../../shell/layouts/breakpoints';
import { localToday } from '../dashboard/dashboardPeriod';
import type { ListParams } from '../list/listParams';
import type { ListRecord } from '../list/toTree';
import { ganttBars, type GanttBar } from './ganttBars';
import { GanttChart } from './GanttChart';
import { GanttLegend } from './GanttLegend';

/** Rows a Gantt view draws at most: one list page of the server's largest size. */
const GANTT_ROWS = 500;

const ZOOMS: { label: string; value: GanttZoom }[] = [
  { label: '日', value: 'day' },
  { label: '周', value: 'week' },
  { label: '月', value: 'month' },
];

export interface GanttViewProps {
  screen: ScreenFile & { list: { gantt: GanttConfig } };
  /** The list's query (filters, sort) without its paging: the chart shows every matching row. */
  params: ListParams;
  canEdit: boolean;
  /** Changes when the list reloads (a save in the form or of a drag), so the chart reads the rows again. */
  reloadKey: unknown;
  onOpen(record: ListRecord): void;
  /** After a drag was saved: the table reads the new dates too. */
  onSaved(): void;
}

/**
 * The list page's Gantt tab: the screen's rows under the list's query, drawn by GanttChart with a
 * zoom switch and a legend. A drag saves the new planned dates through the screen's edit route
 * (with the row's version); a refusal shows the server's message and the bar snaps back.
 */
export default function GanttView({ screen, params, canEdit, reloadKey, onOpen, onSaved }: GanttViewProps) {
  const { message } = App.useApp();
  const phone = useIsPhone();
  const [zoom, setZoom] = useState<GanttZoom>('week');
  const [records, setRecords] = useState<ListRecord[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reads, setReads] = useState(0);
  const gantt = screen.list.gantt;

  useEffect(() => {
    let current = true;
    http.get<Page<ListRecord>>(`${screen.api}/list`, { ...params, pageNo: 1, pageSize: GANTT_ROWS }).then(
      (answer) => {
        if (!current) return;
        if (answer.success) setRecords(answer.result.records);
        setError(answer.success ? null : answer.message);
      },
      () => current && setError('甘特图数据加载失败'),
    );
    return () => {
      current = false;
    };
  }, [screen.api, params, reloadKey, reads]);

  const bars = useMemo(() => ganttBars(records ?? [], gantt), [records, gantt]);

  const move = useCallback(
    async (bar: GanttBar, span: PlannedSpan): Promise<boolean> => {
      try {
        const answer = await http.put(`${screen.api}/edit`, { id: bar.id, version: bar.record.version, [gantt.start]: span.start, [gantt.end]: span.end });
        if (!answer.success) {
          message.error(answer.message);
          return false;
        }
        message.success(`已保存：${bar.label} ${span.start} 至 ${span.end}`);
        onSaved();
        return true;
      } catch {
        // The http client has shown the error (a stale version: another save came first).
        setReads((count) => count + 1);
        return false;
      }
    },
    [screen.api, gantt, message, onSaved],
  );

  if (error) return <Alert type="error" showIcon message={error} />;
  return (
    <div className="gantt-view">
      <div className="gantt-view__bar">
        <Segmented size="small" options={ZOOMS} value={zoom} onChange={(value) => setZoom(value as GanttZoom)} aria-label="缩放" />
        <GanttLegend actual={Boolean(gantt.actualStart)} progress={Boolean(gantt.progress)} editable={canEdit} />
      </div>
      <Spin spinning={records === null}>
        {records !== null && bars.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有带计划日期的记录" />
        ) : (
          <GanttChart
            bars={bars}
            zoom={zoom}
            today={localToday()}
            nameWidth={phone ? 104 : 200}
            onMove={canEdit ? move : undefined}
            onOpen={(bar) => onOpen(bar.record)}
          />
        )}
      </Spin>
    </div>
  );
}
