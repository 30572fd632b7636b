import type { EChartsOption } from 'echarts';
import { BarChart, GaugeChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import { useEffect, useMemo, useRef } from 'react';

// Only the kinds dashboards draw. This module is loaded by a dynamic import from the widget card,
// so echarts is a chunk of its own that neither the shell nor the login route downloads.
echarts.use([LineChart, BarChart, PieChart, GaugeChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface DashboardChartProps {
  option: EChartsOption;
  height: number;
  /** A click on a point, bar or slice: the row index carried by its data item. */
  onPick?(rowIndex: number): void;
}

export function DashboardChart({ option, height, onPick }: DashboardChartProps) {
  const events = useMemo(
    () => ({
      click: (params: { data?: { rowIndex?: number } }) => {
        const rowIndex = params.data?.rowIndex;
        if (onPick && typeof rowIndex === 'number' && rowIndex >= 0) onPick(rowIndex);
      },
    }),
    [onPick],
  );
  const chart = useRef<ReactEChartsCore>(null);
  const box = useRef<HTMLDivElement>(null);
  // echarts-for-react would also resize to nothing when the chart's tab is hidden (and redraw on
  // the way back); a hidden box is left alone and the chart keeps its last drawing.
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry.contentRect.width > 0 && entry.contentRect.height > 0) chart.current?.getEchartsInstance().resize();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box}>
      <ReactEChartsCore ref={chart} echarts={echarts} option={option} notMerge lazyUpdate autoResize={false} style={{ height }} onEvents={events} />
    </div>
  );
}
