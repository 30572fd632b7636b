import { Table, Typography } from 'antd';
import type { DashboardWidget, WidgetRow } from '../../../core/dashboard/dashboard.types';
import { alertCells } from '../../../core/dashboard/outliers';

/** A small table: one column per dimension (its label) and per measure; an `alert` measure above 0 and an `outlier` in red. */
export function WidgetTable({ widget, rows, onPick }: { widget: DashboardWidget; rows: WidgetRow[]; onPick(rowIndex: number): void }) {
  const dimensions = widget.data.dimensions ?? [];
  const alerts = alertCells(widget.data.measures, rows);
  const columns = [
    ...dimensions.map((dimension, index) => ({
      key: `d${index}`,
      title: dimension.title ?? dimension.field,
      render: (_: unknown, row: WidgetRow) => row.dimTexts[index],
    })),
    ...widget.data.measures.map((measure, index) => ({
      key: `m${index}`,
      title: measure.title,
      align: 'right' as const,
      render: (_: unknown, row: WidgetRow) => {
        const value = row.values[index];
        if (value === null) return '—';
        const text = `${value}${widget.unit === '%' || measure.op === 'percent' ? '%' : ''}`;
        // An alert measure above 0 (e.g. out-of-range welds) or a value far from the average stands out in the error colour.
        return alerts[rows.indexOf(row)][index] ? (
          <Typography.Text type="danger" strong className="widget-alert">
            {text}
          </Typography.Text>
        ) : (
          text
        );
      },
    })),
  ];
  return (
    <Table<WidgetRow>
      size="small"
      rowKey={(row) => rows.indexOf(row)}
      columns={columns}
      dataSource={rows}
      pagination={rows.length > 10 ? { pageSize: 10, size: 'small' } : false}
      // A table wider than its card (a phone) scrolls inside the card, never the page.
      scroll={{ x: 'max-content' }}
      onRow={(row) => ({ onClick: () => onPick(rows.indexOf(row)), style: { cursor: 'pointer' } })}
    />
  );
}
