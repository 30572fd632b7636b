import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Statistic, Typography } from 'antd';
import type { DashboardWidget, WidgetResult } from '../../../core/dashboard/dashboard.types';
import { kpiChange, kpiValue } from '../../../core/dashboard/kpiValue';

/** A KPI: the value with its unit and, when the widget compares, the change against the previous period (up red, down green: more issues is worse). */
export function KpiCard({ widget, result }: { widget: DashboardWidget; result: WidgetResult }) {
  const value = kpiValue(widget, result.rows);
  const change = result.previous ? kpiChange(widget, value, kpiValue(widget, result.previous)) : null;
  const unit = widget.value === 'ratio' ? '%' : widget.unit;
  const ratioUp = widget.value === 'ratio';
  const good = change !== null && (ratioUp ? change > 0 : change < 0);
  return (
    <div className="dashboard-kpi">
      <Statistic value={value ?? '—'} suffix={value === null ? undefined : unit} valueStyle={{ fontSize: 30, fontWeight: 600 }} />
      {result.previous && (
        <Typography.Text className="dashboard-kpi-change" type="secondary">
          较上期{' '}
          {change === null ? (
            '—'
          ) : (
            <span style={{ color: change === 0 ? undefined : good ? '#389e0d' : '#cf1322' }}>
              {change > 0 ? <ArrowUpOutlined /> : change < 0 ? <ArrowDownOutlined /> : null} {Math.abs(change)}
              {ratioUp ? ' 个百分点' : '%'}
            </span>
          )}
        </Typography.Text>
      )}
    </div>
  );
}
