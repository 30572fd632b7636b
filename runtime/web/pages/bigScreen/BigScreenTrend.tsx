import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import { useMemo } from 'react';
import type { BigScreenTrend as Trend } from '../../../core/device/bigScreen.types';

// Loaded by a dynamic import from the big screen: echarts comes in a chunk of its own, after the numbers show.
echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

const TEXT = 'rgba(220, 235, 255, 0.85)';
const LINE = 'rgba(120, 170, 255, 0.15)';

/** Each device's first metric over the last hours (one line a device, minutes on the x axis). */
export default function BigScreenTrend({ trend }: { trend: Trend[] }) {
  const option = useMemo(
    () => ({
      animationDuration: 300,
      tooltip: { trigger: 'axis' as const },
      legend: { top: 0, textStyle: { color: TEXT }, type: 'scroll' as const },
      grid: { left: 48, right: 16, top: 36, bottom: 28 },
      xAxis: { type: 'time' as const, axisLabel: { color: TEXT }, axisLine: { lineStyle: { color: LINE } }, splitLine: { show: false } },
      yAxis: { type: 'value' as const, axisLabel: { color: TEXT }, splitLine: { lineStyle: { color: LINE } } },
      series: trend.map((line) => ({
        name: `${line.name} ${line.metric.title}${line.metric.unit ? `(${line.metric.unit})` : ''}`,
        type: 'line' as const,
        showSymbol: false,
        smooth: true,
        data: line.points.map(([time, value]) => [time.replace(' ', 'T'), value]),
      })),
    }),
    [trend],
  );
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: '100%', minHeight: 220, width: '100%' }} />;
}
