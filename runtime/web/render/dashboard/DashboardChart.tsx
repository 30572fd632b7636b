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
  /** Pixels, or '100%' to fill a box of fixed height (a big-screen cell). */
  height: number | string;
  /** An ECharts theme: 'dark' on a big screen. */
  theme?: string;
  /** A click on a point, bar or slice: the row index carried by its data item. */
  onPick?(rowIndex: number): void;
}

/**
 * Entry and update animations shorter than ECharts' 1 s: a dashboard draws many charts at once, and
 * a person who glances and clicks on should not wait for their frames to finish.
 */
const ANIMATION = { animationDuration: 400, animationDurationUpdate: 300 } as const;

export function DashboardChart({ option, height, theme, onPick }: DashboardChartProps) {
  const animated = useMemo(() => ({ ...ANIMATION, ...option }), [option]);
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
  // the way back); a hidden box is left alone and the chart keeps its last drawing. The chart is
  // drawn at its box's size, so only a change of that size redraws it (not the observer's first
  // report, nor a tab shown again at the size it had).
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let drawnWidth = element.clientWidth;
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.round(entry.contentRect.width);
      if (width === 0 || entry.contentRect.height === 0 || width === drawnWidth) return;
      drawnWidth = width;
      // echarts-for-react creates the chart with its first width and height fixed: 'auto' reads the box again.
      chart.current?.getEchartsInstance().resize({ width: 'auto', height: 'auto' });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} style={typeof height === 'string' ? { height } : undefined}>
      <ReactEChartsCore
        ref={chart}
        echarts={echarts}
        option={animated}
        theme={theme}
        notMerge
        lazyUpdate
        autoResize={false}
        style={{ height }}
        onEvents={events}
      />
    </div>
  );
}
