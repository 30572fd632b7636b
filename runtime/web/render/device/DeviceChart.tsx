import { LineChart } from 'echarts/charts';
import { GridComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { EChartsOption } from 'echarts';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import type { DeviceMetric, DeviceReadings } from '../../../core/device/device.types';

// Only what the device chart draws: this module (and echarts with it) loads lazily with the section.
echarts.use([LineChart, GridComponent, TooltipComponent, MarkLineComponent, CanvasRenderer]);

/** The 24-hour per-minute line of one metric, with its limits as red dashed lines. */
export function chartOption(readings: DeviceReadings, metric: DeviceMetric): EChartsOption {
  const limits = readings.limits[metric.name];
  const lines = [
    ...(limits?.upper !== null && limits?.upper !== undefined ? [{ yAxis: limits.upper, name: '上限' }] : []),
    ...(limits?.lower !== null && limits?.lower !== undefined ? [{ yAxis: limits.lower, name: '下限' }] : []),
  ];
  return {
    grid: { left: 48, right: 56, top: 24, bottom: 32 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: readings.series.map((point) => point.time.slice(11)), boundaryGap: false },
    yAxis: { type: 'value', name: metric.unit ?? '', scale: true },
    series: [
      {
        type: 'line',
        name: metric.title,
        showSymbol: false,
        connectNulls: false,
        data: readings.series.map((point) => point.metrics[metric.name] ?? null),
        markLine: {
          symbol: 'none',
          lineStyle: { color: '#ff4d4f', type: 'dashed' },
          label: { formatter: '{b} {c}' },
          data: lines,
        },
      },
    ],
  };
}

export default function DeviceChart({ readings, metric }: { readings: DeviceReadings; metric: DeviceMetric }) {
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={chartOption(readings, metric)}
      notMerge
      lazyUpdate
      style={{ height: 260, width: '100%' }}
      className="device-chart"
    />
  );
}
