import { Empty, Progress } from 'antd';
import type { DashboardWidget, WidgetRow } from '../../../core/dashboard/dashboard.types';
import { outlierFlags } from '../../../core/dashboard/outliers';

/** antd's error colour: the alert colour of tables, rankings and chart marks. */
const ALERT_COLOUR = '#cf1322';

/** A ranking: position, the first dimension's label and measure 0 as a bar of the largest value; an outlier in red. */
export function RankingList({ widget, rows, onPick }: { widget: DashboardWidget; rows: WidgetRow[]; onPick(rowIndex: number): void }) {
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />;
  const outliers = outlierFlags(widget.data.measures[0], rows, 0);
  const top = Math.max(...rows.map((row) => (typeof row.values[0] === 'number' ? row.values[0] : 0)), 1);
  return (
    <ol className="dashboard-ranking">
      {rows.map((row, index) => {
        const value = typeof row.values[0] === 'number' ? row.values[0] : 0;
        return (
          <li key={index} className={outliers[index] ? 'dashboard-ranking-alert' : undefined}>
            <button type="button" onClick={() => onPick(index)} title={`查看「${row.dimTexts[0]}」的记录`}>
              <span className={`dashboard-ranking-no${index < 3 ? ' dashboard-ranking-top' : ''}`}>{index + 1}</span>
              <span className="dashboard-ranking-name">{row.dimTexts[0]}</span>
              <Progress
                percent={(value / top) * 100}
                showInfo={false}
                size="small"
                className="dashboard-ranking-bar"
                strokeColor={outliers[index] ? ALERT_COLOUR : undefined}
              />
              <span className="dashboard-ranking-value">
                {value}
                {widget.unit ?? ''}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
