import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useDict } from '../../render/dict/useDict';
import type { ReportQueryItem } from './popup.types';
import type { ReportTable } from './useReportTable';

const DAY = 'YYYY-MM-DD';

/** One query item: a dictionary select, a date range (group mode) or a text input. */
function QueryItemInput({ item, table }: { item: ReportQueryItem; table: ReportTable }) {
  const plainItems = table.meta?.columns.dictOptions[item.dictCode ?? ''];
  const tableItems = useDict(item.dictCode && !plainItems ? item.dictCode : undefined);
  const value = table.draft[item.field];
  if (item.dictCode) {
    const options = (plainItems ?? tableItems).map((option) => ({ value: option.value, label: option.text }));
    return (
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder={`请选择${item.label}`}
        value={value}
        options={options}
        onChange={(next?: string) => table.setDraftValue(item.field, next)}
      />
    );
  }
  if (item.mode === 'group') {
    const begin = table.draft[`${item.field}_begin`];
    const end = table.draft[`${item.field}_end`];
    return (
      <DatePicker.RangePicker
        style={{ width: '100%' }}
        value={[begin ? dayjs(begin) : null, end ? dayjs(end) : null]}
        onChange={(range) => {
          table.setDraftValue(`${item.field}_begin`, range?.[0]?.format(DAY));
          table.setDraftValue(`${item.field}_end`, range?.[1]?.format(DAY));
        }}
      />
    );
  }
  return (
    <Input
      allowClear
      placeholder={`请输入${item.label}`}
      value={value}
      onChange={(event) => table.setDraftValue(item.field, event.target.value)}
      onPressEnter={table.search}
    />
  );
}

/** The popup's query form: visible items, then hidden ones ('1') after 展开, with 查询 and 重置. */
export function ReportQueryForm({ table }: { table: ReportTable }) {
  const [expanded, setExpanded] = useState(false);
  const items = table.meta?.queryInfo ?? [];
  if (items.length === 0) return null;
  const shown = items.filter((item) => item.hidden !== '1' || expanded);
  const hasHidden = items.some((item) => item.hidden === '1');
  return (
    <Form layout="inline" className="report-popup-query" style={{ marginBottom: 16 }}>
      <Row gutter={24} style={{ width: '100%' }}>
        {shown.map((item) => (
          <Col md={8} sm={24} key={item.field}>
            <Form.Item label={item.label} style={{ width: '100%', marginBottom: 12 }}>
              <QueryItemInput item={item} table={table} />
            </Form.Item>
          </Col>
        ))}
        <Col md={8} sm={24}>
          <Button type="primary" icon={<SearchOutlined />} onClick={table.search}>
            查询
          </Button>
          <Button icon={<ReloadOutlined />} style={{ marginLeft: 8 }} onClick={table.reset}>
            重置
          </Button>
          {hasHidden && (
            <a style={{ marginLeft: 8 }} onClick={() => setExpanded(!expanded)}>
              {expanded ? '收起' : '展开'} {expanded ? <UpOutlined /> : <DownOutlined />}
            </a>
          )}
        </Col>
      </Row>
    </Form>
  );
}
