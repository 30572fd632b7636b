import { BarChart, GaugeChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { EChartsOption } from 'echarts';
import ReactEChartsCore from 'echarts-for-react/lib/core';

// Only the chart kinds the monitoring pages draw: this module (and echarts with it) is part of
// the monitoring pages' lazily loaded chunks, never of the shell's bundle.
echarts.use([LineChart, BarChart, PieChart, GaugeChart, GridComponent, LegendComponent, TitleComponent, TooltipComponent, CanvasRenderer]);

/** An echarts chart of the monitoring pages. */
export function MonitorChart({ option, height = 300 }: { option: EChartsOption; height?: number }) {
  return <ReactEChartsCore echarts={echarts} option={option} notMerge={false} lazyUpdate style={{ height }} className="monitor-chart" />;
}
