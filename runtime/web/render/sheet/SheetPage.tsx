import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, DatePicker, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { listCatalogueScreens } from '../../../core/screen/catalogue.types';
import type { SheetFile, SheetGrid, SheetRow } from '../../../core/sheet/sheet.types';
import { sheetMarks } from '../../../core/sheet/sheetGrid';
import { SPANS } from '../../../core/sheet/sheetPeriod';
import { useIsPhone } from '../../shell/layouts/breakpoints';
import { catalogue } from '../../shell/menu/catalogue';
import { useHasPermission } from '../../shell/permission/useHasPermission';
import { DictFilter } from '../dict/DictFilter';
import { useDict } from '../dict/useDict';
import { useSheet, type SheetField } from './useSheet';
import './sheet.css';

/** The permission prefix of each catalogue entry (a sheet's is its source screen's). */
const permissionOf = new Map(listCatalogueScreens(catalogue).map(({ screen }) => [screen.id, screen.permission]));

/**
 * The columns: the row label (fixed left) and shown fields, one narrow column per day or month, the
 * totals — fixed right unless on a phone, where the label and the totals would leave no room for the
 * days or months between them.
 */
function sheetColumns(
  sheet: SheetFile,
  fields: Record<string, SheetField>,
  grid: SheetGrid,
  labelOf: (value: string) => string,
  phone: boolean,
): ColumnsType<SheetRow> {
  const marks = sheetMarks(sheet);
  const periodColumns: ColumnsType<SheetRow> = grid.columns.map((column, index) => ({
    key: `c${index + 1}`,
    title: (
      <span className={column.rest ? 'sheet-day sheet-day-rest' : 'sheet-day'}>
        {column.label}
        {column.note && <br />}
        {column.note}
      </span>
    ),
    width: grid.span === 'year' ? 52 : 44,
    align: 'center',
    render: (_: unknown, row: SheetRow) => {
      const value = row.cells[index];
      if (value === null) return null;
      const mark = marks[value];
      return (
        <Tag className="sheet-mark" color={mark?.color} title={mark?.text ?? labelOf(value)}>
          {mark?.mark ?? labelOf(value)}
        </Tag>
      );
    },
  }));
  return [
    { key: 'label', title: fields[sheet.rows.field].title, dataIndex: 'label', fixed: 'left', width: 88 },
    ...(sheet.rows.show ?? []).map((name, index) => ({
      key: name,
      title: fields[name].title,
      width: 110,
      render: (_: unknown, row: SheetRow) => row.show[index],
    })),
    ...periodColumns,
    ...sheet.totals.map((total, index) => ({
      key: `t${index}`,
      title: total.title,
      width: 76,
      align: 'right' as const,
      fixed: phone ? undefined : ('right' as const),
      className: 'sheet-total',
      // An all-total's `no` stands out: it is what the reader looks for (不齐全).
      render: (_: unknown, row: SheetRow) =>
        total.all && row.totals[index] === total.no ? <Typography.Text type="danger">{total.no}</Typography.Text> : row.totals[index],
    })),
  ];
}

/** A sheet of the catalogue: month (or year) and filters, the rows × days (or months) grid with totals, a legend and the Excel export. */
export function SheetPage({ sheetId }: { sheetId: string }) {
  const { params, setParams, answer, error, loading, exportXls } = useSheet(sheetId);
  const can = useHasPermission();
  // A filled cell shows only whether its field holds something: the field's dictionary words nothing.
  const cellItems = useDict(answer && !answer.sheet.cell.filled ? (answer.fields[answer.sheet.cell.field].dict ?? undefined) : undefined);
  const labelOf = useMemo(() => {
    const labels = new Map(cellItems.map((item) => [item.value, item.text]));
    return (value: string) => labels.get(value) ?? value;
  }, [cellItems]);
  const phone = useIsPhone();
  const columns = useMemo(() => (answer ? sheetColumns(answer.sheet, answer.fields, answer.grid, labelOf, phone) : []), [answer, labelOf, phone]);
  const span = answer?.grid.span;

  return (
    <div className="sheet-page">
      <Card
        className="sheet-card"
        title={answer?.sheet.title ?? '月度表'}
        extra={
          answer && can(`${permissionOf.get(sheetId) ?? ''}:exportXls`) ? (
            <Button icon={<DownloadOutlined />} onClick={() => void exportXls()}>
              导出Excel
            </Button>
          ) : null
        }
      >
        <Space wrap className="sheet-filters">
          {span && (
            <DatePicker
              picker={span}
              allowClear={false}
              aria-label={SPANS[span].name}
              value={dayjs(`${params.month}-01`)}
              onChange={(value) => value && setParams({ ...params, month: value.format('YYYY-MM') })}
            />
          )}
          {answer?.sheet.filters?.map((name) => (
            <DictFilter
              key={name}
              title={answer.fields[name].title}
              dict={answer.fields[name].dict}
              className="sheet-filter"
              value={params.filters[name]}
              onChange={(value) => setParams({ ...params, filters: { ...params.filters, [name]: value } })}
            />
          ))}
        </Space>
        {error && <Alert type="error" showIcon message={error} className="sheet-error" />}
        <Table<SheetRow>
          className="sheet-table"
          rowKey="key"
          size="small"
          bordered
          loading={loading}
          columns={columns}
          dataSource={answer?.grid.rows ?? []}
          pagination={false}
          scroll={{ x: 'max-content', y: 560 }}
          virtual
          locale={{ emptyText: `${span ? SPANS[span].word : ''}没有记录` }}
        />
        {answer && (
          <Typography.Paragraph type="secondary" className="sheet-legend">
            图例：
            {Object.entries(sheetMarks(answer.sheet)).map(([value, mark]) => (
              <span key={value} className="sheet-legend-item">
                <Tag color={mark.color}>{mark.mark}</Tag>
                {mark.text ?? labelOf(value)}
              </span>
            ))}
            <span className="sheet-count">共 {answer.grid.rows.length} 行</span>
          </Typography.Paragraph>
        )}
      </Card>
    </div>
  );
}
