import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, DatePicker, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { listCatalogueScreens } from '../../../core/screen/catalogue.types';
import type { SheetFile, SheetRow } from '../../../core/sheet/sheet.types';
import { catalogue } from '../../shell/menu/catalogue';
import { useHasPermission } from '../../shell/permission/useHasPermission';
import { useDict } from '../dict/useDict';
import { useSheet, type SheetField } from './useSheet';
import './sheet.css';

const WEEKDAYS = '日一二三四五六';
/** The permission prefix of each catalogue entry (a sheet's is its source screen's). */
const permissionOf = new Map(listCatalogueScreens(catalogue).map(({ screen }) => [screen.id, screen.permission]));

/** A filter of the sheet: a searchable select over the field's dictionary. */
function SheetFilter({ field, value, onChange }: { field: SheetField; value?: string; onChange(value: string | undefined): void }) {
  const items = useDict(field.dict ?? undefined);
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder={`全部${field.title}`}
      aria-label={field.title}
      className="sheet-filter"
      value={value}
      onChange={(chosen?: string) => onChange(chosen)}
      options={items.map((item) => ({ value: item.value, label: item.text }))}
    />
  );
}

/** The columns: the row label and shown fields (fixed left), one narrow column per day, the totals (fixed right). */
function sheetColumns(
  sheet: SheetFile,
  fields: Record<string, SheetField>,
  month: string,
  days: number,
  labelOf: (value: string) => string,
): ColumnsType<SheetRow> {
  const marks = sheet.cell.marks ?? {};
  const dayColumns: ColumnsType<SheetRow> = Array.from({ length: days }, (_, index) => {
    const date = dayjs(`${month}-01`).add(index, 'day');
    const rest = date.day() === 0;
    return {
      key: `d${index + 1}`,
      title: (
        <span className={rest ? 'sheet-day sheet-day-rest' : 'sheet-day'}>
          {index + 1}
          <br />
          {WEEKDAYS[date.day()]}
        </span>
      ),
      width: 44,
      align: 'center',
      render: (_: unknown, row: SheetRow) => {
        const value = row.cells[index];
        if (value === null) return null;
        const mark = marks[value];
        return (
          <Tag className="sheet-mark" color={mark?.color} title={labelOf(value)}>
            {mark?.mark ?? labelOf(value)}
          </Tag>
        );
      },
    };
  });
  return [
    { key: 'label', title: fields[sheet.rows.field].title, dataIndex: 'label', fixed: 'left', width: 88 },
    ...(sheet.rows.show ?? []).map((name, index) => ({
      key: name,
      title: fields[name].title,
      width: 110,
      render: (_: unknown, row: SheetRow) => row.show[index],
    })),
    ...dayColumns,
    ...sheet.totals.map((total, index) => ({
      key: `t${index}`,
      title: total.title,
      width: 76,
      align: 'right' as const,
      fixed: 'right' as const,
      className: 'sheet-total',
      render: (_: unknown, row: SheetRow) => row.totals[index],
    })),
  ];
}

/** A month sheet of the catalogue: month and filters, the workers × days grid with totals, a legend and the Excel export. */
export function SheetPage({ sheetId }: { sheetId: string }) {
  const { params, setParams, answer, error, loading, exportXls } = useSheet(sheetId);
  const can = useHasPermission();
  const cellItems = useDict(answer ? (answer.fields[answer.sheet.cell.field].dict ?? undefined) : undefined);
  const labelOf = useMemo(() => {
    const labels = new Map(cellItems.map((item) => [item.value, item.text]));
    return (value: string) => labels.get(value) ?? value;
  }, [cellItems]);
  const columns = useMemo(() => (answer ? sheetColumns(answer.sheet, answer.fields, answer.grid.month, answer.grid.days, labelOf) : []), [answer, labelOf]);

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
          <DatePicker
            picker="month"
            allowClear={false}
            aria-label="月份"
            value={dayjs(`${params.month}-01`)}
            onChange={(value) => value && setParams({ ...params, month: value.format('YYYY-MM') })}
          />
          {answer?.sheet.filters?.map((name) => (
            <SheetFilter
              key={name}
              field={answer.fields[name]}
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
          locale={{ emptyText: '当月没有记录' }}
        />
        {answer && (
          <Typography.Paragraph type="secondary" className="sheet-legend">
            图例：
            {Object.entries(answer.sheet.cell.marks ?? {}).map(([value, mark]) => (
              <span key={value} className="sheet-legend-item">
                <Tag color={mark.color}>{mark.mark}</Tag>
                {labelOf(value)}
              </span>
            ))}
            <span className="sheet-count">共 {answer.grid.rows.length} 行</span>
          </Typography.Paragraph>
        )}
      </Card>
    </div>
  );
}
