import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Skeleton } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import type { DashboardWidget } from '../../../core/dashboard/dashboard.types';
import { ratioRows } from '../../../core/dashboard/kpiValue';
import { chartOption } from './chartOption';
import { DeviceCards } from './DeviceCards';
import { KpiCard } from './KpiCard';
import { RankingList } from './RankingList';
import { RecordList } from './RecordList';
import type { WidgetState } from './useDashboard';
import { WidgetTable } from './WidgetTable';

// ECharts is the heaviest library of the page: it comes in its own chunk, after the page shows.
const DashboardChart = lazy(() => import('./DashboardChart').then((module) => ({ default: module.DashboardChart })));
// The Gantt chart shares its chunk with the lists' Gantt tab.
const GanttWidget = lazy(() => import('../gantt/GanttWidget'));
// hls.js comes with the video widget only.
const VideoWall = lazy(() => import('./VideoWall'));

const CHART_HEIGHT = 280;
const CHART_TYPES = new Set<DashboardWidget['type']>(['line', 'bar', 'stackedBar', 'pie', 'gauge']);

export interface WidgetCardProps {
  widget: DashboardWidget;
  state: WidgetState | undefined;
  /** Opens the widget's list filtered to a row (a KPI or gauge: the whole widget). */
  onDrill(rowIndex?: number): void;
  /** Downloads the widget's rows as a workbook (a widget with `export`). */
  onExport?(): void;
  /** On a big screen: charts fill the card's cell, drawn in ECharts' dark theme on a transparent ground. */
  bigScreen?: boolean;
}

function WidgetBody({ widget: declared, state, onDrill, bigScreen }: WidgetCardProps) {
  const drawn = useMemo(() => ratioRows(declared, state?.result?.rows ?? []), [declared, state?.result?.rows]);
  const { widget, rows } = drawn;
  const option = useMemo(() => {
    if (!state?.result || !CHART_TYPES.has(widget.type)) return null;
    const drawnOption = chartOption(widget, rows);
    return bigScreen ? { ...drawnOption, backgroundColor: 'transparent' } : drawnOption;
  }, [widget, rows, state?.result, bigScreen]);
  const height = bigScreen ? '100%' : CHART_HEIGHT;
  if (state?.error) return <Alert type="error" showIcon message={state.error} />;
  if (!state?.result) return <Skeleton active paragraph={{ rows: widget.type === 'kpi' ? 1 : 4 }} />;
  const { result } = state;
  if (widget.type === 'kpi') return <KpiCard widget={widget} result={result} />;
  if (widget.type === 'devices') return <DeviceCards devices={result.devices ?? []} />;
  if (widget.type === 'ranking') return <RankingList widget={widget} rows={rows} onPick={onDrill} />;
  if (widget.type === 'table') return <WidgetTable widget={widget} rows={rows} onPick={onDrill} />;
  if (widget.type === 'list') return <RecordList widget={widget} rows={rows} onPick={bigScreen ? undefined : onDrill} scroll={bigScreen} />;
  if (widget.type === 'video')
    return (
      <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
        <VideoWall widget={widget} rows={rows} />
      </Suspense>
    );
  if (widget.type === 'gantt')
    return (
      <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
        <GanttWidget widget={widget} rows={rows} onPick={onDrill} />
      </Suspense>
    );
  if (rows.length === 0 && widget.type !== 'gauge')
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" style={bigScreen ? undefined : { height: CHART_HEIGHT - 40 }} />;
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <DashboardChart option={option!} height={height} theme={bigScreen ? 'dark' : undefined} onPick={onDrill} />
    </Suspense>
  );
}

/** Widgets that show one value of the whole widget: the card itself is the drill-down link (a gauge's needle is too small a target). */
const WHOLE_WIDGET_TYPES = new Set<DashboardWidget['type']>(['kpi', 'gauge']);

/** One widget in its card; a KPI or gauge card is itself the drill-down link. */
export function WidgetCard(props: WidgetCardProps) {
  const { widget, onDrill, onExport } = props;
  const whole = WHOLE_WIDGET_TYPES.has(widget.type);
  return (
    <Card
      title={widget.title}
      size="small"
      className={`dashboard-widget dashboard-widget-${widget.type}`}
      data-widget={widget.id}
      hoverable={whole}
      onClick={whole ? () => onDrill() : undefined}
      loading={false}
      extra={
        widget.export && onExport ? (
          <Button
            size="small"
            icon={<DownloadOutlined />}
            onClick={(event) => {
              // The card of a KPI drills on click: the export is not a drill.
              event.stopPropagation();
              onExport();
            }}
          >
            导出Excel
          </Button>
        ) : undefined
      }
    >
      <WidgetBody {...props} />
    </Card>
  );
}
