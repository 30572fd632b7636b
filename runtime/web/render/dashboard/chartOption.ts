import type { EChartsOption } from 'echarts';
import type { DashboardWidget, WidgetRow } from '../../../core/dashboard/dashboard.types';
import { kpiValue } from '../../../core/dashboard/kpiValue';
import { outlierFlags } from '../../../core/dashboard/outliers';

/** antd's error colour: an outlier's bar or point. */
const ALERT_COLOUR = '#cf1322';

/** A chart point: its value and the widget row it stands for (what a click drills into). */
export interface ChartPoint {
  value: number | null;
  name?: string;
  rowIndex: number;
  itemStyle?: { color: string };
}

const numberOf = (value: number | string | null | undefined): number | null => (typeof value === 'number' ? value : null);

/** Distinct texts of one dimension in row order (rows come sorted by the server). */
function categories(rows: readonly WidgetRow[], dimension: number): string[] {
  return [...new Set(rows.map((row) => row.dimTexts[dimension]))];
}

/** Series over the first dimension: one per measure, or with two dimensions one per value of the second (measure 0). */
function seriesOf(widget: DashboardWidget, rows: readonly WidgetRow[]): { name: string; points: (ChartPoint | null)[] }[] {
  const xs = categories(rows, 0);
  if ((widget.data.dimensions ?? []).length >= 2) {
    return categories(rows, 1).map((name) => ({
      name,
      points: xs.map((x) => {
        const rowIndex = rows.findIndex((row) => row.dimTexts[0] === x && row.dimTexts[1] === name);
        return rowIndex < 0 ? null : { value: numberOf(rows[rowIndex].values[0]), rowIndex };
      }),
    }));
  }
  return widget.data.measures.map((measure, index) => {
    const outliers = outlierFlags(measure, rows, index);
    return {
      name: measure.title,
      points: xs.map((x) => {
        const rowIndex = rows.findIndex((row) => row.dimTexts[0] === x);
        // A value far from the average of the rows (`outlier`) is drawn in the alert colour.
        const alert = outliers[rowIndex] ? { itemStyle: { color: ALERT_COLOUR } } : {};
        return { value: numberOf(rows[rowIndex].values[index]), rowIndex, ...alert };
      }),
    };
  });
}

const TOOLTIP_AXIS = { trigger: 'axis' as const };
const LEGEND = { top: 0, type: 'scroll' as const };
const GRID = { left: 8, right: 16, top: 36, bottom: 8, containLabel: true };

/** The ECharts option of a chart widget (line, bar, stackedBar, pie, gauge) for its rows. */
export function chartOption(widget: DashboardWidget, rows: readonly WidgetRow[]): EChartsOption {
  const unit = widget.unit ?? '';
  switch (widget.type) {
    case 'pie':
      return {
        tooltip: { trigger: 'item', formatter: `{b}：{c}${unit}（{d}%）` },
        legend: { ...LEGEND, left: 'center' },
        series: [
          {
            type: 'pie',
            name: widget.data.measures[0].title,
            radius: ['38%', '68%'],
            center: ['50%', '56%'],
            label: { formatter: '{b}\n{c}' },
            data: rows.map((row, rowIndex) => ({ name: row.dimTexts[0], value: numberOf(row.values[0]) ?? 0, rowIndex })),
          },
        ],
      };
    case 'gauge': {
      const value = kpiValue(widget, rows) ?? 0;
      return {
        tooltip: { formatter: `{b}：{c}${widget.value === 'ratio' ? '%' : unit}` },
        series: [
          {
            type: 'gauge',
            max: widget.max ?? 100,
            progress: { show: true },
            // The card's title names the gauge; its own title would sit on the value.
            title: { show: false },
            detail: { formatter: `{value}${widget.value === 'ratio' ? '%' : unit}`, fontSize: 20, offsetCenter: [0, '70%'] },
            data: [{ name: widget.title, value }],
          },
        ],
      };
    }
    default: {
      const stacked = widget.type === 'stackedBar';
      const kind = widget.type === 'line' ? 'line' : 'bar';
      return {
        tooltip: TOOLTIP_AXIS,
        legend: LEGEND,
        grid: GRID,
        xAxis: { type: 'category', data: categories(rows, 0), axisLabel: { hideOverlap: true } },
        yAxis: { type: 'value', minInterval: 1, name: unit },
        series: seriesOf(widget, rows).map(({ name, points }) => ({
          type: kind,
          name,
          // Monotone smoothing: a curve through counts never dips below zero between two points.
          ...(kind === 'line' ? { smooth: true, smoothMonotone: 'x' as const } : {}),
          ...(stacked ? { stack: 'total' } : {}),
          emphasis: { focus: 'series' as const },
          data: points.map((point) => point ?? { value: null, rowIndex: -1 }),
        })),
      } as EChartsOption;
    }
  }
}
