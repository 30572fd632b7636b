import { Button, Form, Input, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { DictLabel } from '../../render/dict/DictLabel';
import { DictSelect } from '../select/DictSelect';
import { toggleChosen } from './chosenItems';
import type { PickedItem, PickerColumn, PickerQueryField, PickerRecord } from './picker.types';
import { PICKER_PAGE_SIZES, usePickerPage } from './usePickerPage';

export interface RecordTableProps {
  listUrl: string;
  columns: PickerColumn[];
  /** Field identifying a row of the table (default `id`). */
  rowKey: string;
  /** Field whose value is stored. */
  valueKey: string;
  /** Field shown for a chosen row. */
  displayKey: string;
  queryFields: PickerQueryField[];
  /** Fixed list parameters (the department chosen beside the user picker). */
  params?: Record<string, unknown>;
  multi: boolean;
  chosen: PickedItem[];
  onChosenChange(items: PickedItem[]): void;
}

/** A record as a chosen item. */
export function pickedOf(record: PickerRecord, valueKey: string, displayKey: string): PickedItem {
  return { key: String(record[valueKey] ?? ''), label: String(record[displayKey] ?? record[valueKey] ?? '') };
}

/** The list parameters of the applied query: `*x*` for contains fields, empty fields left out. */
function queryParams(fields: PickerQueryField[], values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    fields.flatMap((field) => {
      const value = values[field.key]?.trim();
      return value ? [[field.key, field.like ? `*${value}*` : value]] : [];
    }),
  );
}

/**
 * The paged, server-side table of every picker: query fields with 查询 and 重置 (Enter queries),
 * rows chosen by tick (radio in single mode) or by clicking the row, kept across pages.
 */
export function RecordTable({ listUrl, columns, rowKey, valueKey, displayKey, queryFields, params, multi, chosen, onChosenChange }: RecordTableProps) {
  const [draft, setDraft] = useState<Record<string, string | undefined>>({});
  const [applied, setApplied] = useState<Record<string, string | undefined>>({});
  const query = useMemo(() => ({ ...queryParams(queryFields, applied), ...params }), [queryFields, applied, params]);
  const page = usePickerPage(listUrl, query);
  const chosenKeys = new Set(chosen.map((item) => item.key));
  const toggle = (records: PickerRecord[], on: boolean) =>
    onChosenChange(
      toggleChosen(
        chosen,
        records.map((record) => pickedOf(record, valueKey, displayKey)),
        on,
        multi,
      ),
    );
  const tableColumns: ColumnsType<PickerRecord> = columns.map((column) => ({
    title: column.title,
    dataIndex: column.dataIndex,
    width: column.width,
    ellipsis: true,
    ...(column.dictCode ? { render: (value: unknown) => <DictLabel code={column.dictCode} value={value} /> } : {}),
  }));

  return (
    <>
      {queryFields.length > 0 && (
        <Form layout="inline" style={{ marginBottom: 12, rowGap: 8 }} onFinish={() => setApplied(draft)}>
          {queryFields.map((field) => (
            <Form.Item key={field.key} label={field.label}>
              {field.dictCode ? (
                <DictSelect
                  dictCode={field.dictCode}
                  style={{ width: 160 }}
                  placeholder={field.placeholder ?? `请选择${field.label}`}
                  value={draft[field.key]}
                  onChange={(value) => setDraft({ ...draft, [field.key]: value })}
                />
              ) : (
                <Input
                  allowClear
                  style={{ width: 160 }}
                  placeholder={field.placeholder ?? `请输入${field.label}`}
                  value={draft[field.key] ?? ''}
                  onChange={(event) => setDraft({ ...draft, [field.key]: event.target.value })}
                />
              )}
            </Form.Item>
          ))}
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button
              onClick={() => {
                setDraft({});
                setApplied({});
              }}
            >
              重置
            </Button>
          </Space>
        </Form>
      )}
      <Table<PickerRecord>
        size="small"
        bordered
        rowKey={(record) => String(record[rowKey] ?? record[valueKey])}
        loading={page.loading}
        columns={tableColumns}
        dataSource={page.records}
        rowSelection={{
          type: multi ? 'checkbox' : 'radio',
          selectedRowKeys: page.records
            .filter((record) => chosenKeys.has(String(record[valueKey] ?? '')))
            .map((record) => String(record[rowKey] ?? record[valueKey])),
          onSelect: (record, selected) => toggle([record], selected),
          onSelectAll: (selected, _rows, changed) => toggle(changed, selected),
        }}
        onRow={(record) => ({ onClick: () => toggle([record], !chosenKeys.has(String(record[valueKey] ?? ''))), style: { cursor: 'pointer' } })}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: page.total,
          pageSizeOptions: PICKER_PAGE_SIZES,
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (total) => `共 ${total} 条`,
          onChange: page.setPage,
        }}
      />
    </>
  );
}
