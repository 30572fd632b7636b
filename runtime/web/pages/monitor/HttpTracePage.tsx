import { Card, Col, Input, Row, Select, Space, Statistic, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import type { HttpTraceEntry, HttpTraceReport } from '../../../core/monitor/monitor.types';
import { MonitorPage } from './MonitorPage';
import { formatTime } from './monitorFormat';
import { useMonitorReport } from './useMonitorReport';

const METHOD_COLORS: Readonly<Record<string, string>> = { GET: 'blue', POST: 'green', PUT: 'orange', DELETE: 'red' };

function statusColor(status: number): string {
  if (status >= 500) return 'red';
  if (status >= 400) return 'orange';
  return 'green';
}

function readablePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** 请求追踪 (/monitor/httpTrace): the last API requests this server answered. */
export function HttpTracePage() {
  const report = useMonitorReport<HttpTraceReport>('/sys/actuator/httptrace');
  const [keyword, setKeyword] = useState('');
  const [method, setMethod] = useState<string | undefined>();

  const filter = useMemo(
    () => (entry: HttpTraceEntry) => (!method || entry.method === method) && readablePath(entry.path).includes(keyword),
    [keyword, method],
  );

  return (
    <MonitorPage title="请求追踪" report={report}>
      {(data) => {
        const entries = data.entries.filter(filter);
        const errors = data.entries.filter((entry) => entry.status >= 400).length;
        const average = data.entries.length ? data.entries.reduce((sum, entry) => sum + entry.timeMs, 0) / data.entries.length : 0;
        return (
          <>
            <Row gutter={16} style={{ marginBottom: 16 }}>
              <Col span={6}>
                <Card bordered={false}>
                  <Statistic title="累计请求数" value={data.total} />
                </Card>
              </Col>
              <Col span={6}>
                <Card bordered={false}>
                  <Statistic title="记录请求数" value={data.entries.length} suffix={`/ ${data.capacity}`} />
                </Card>
              </Col>
              <Col span={6}>
                <Card bordered={false}>
                  <Statistic title="失败请求数" value={errors} valueStyle={errors ? { color: '#cf1322' } : undefined} />
                </Card>
              </Col>
              <Col span={6}>
                <Card bordered={false}>
                  <Statistic title="平均耗时" value={average} precision={1} suffix="毫秒" />
                </Card>
              </Col>
            </Row>
            <Card bordered={false}>
              <Space style={{ marginBottom: 16 }}>
                <Input.Search placeholder="按请求路径筛选" allowClear style={{ width: 280 }} onSearch={setKeyword} />
                <Select
                  placeholder="请求方法"
                  allowClear
                  style={{ width: 140 }}
                  value={method}
                  onChange={setMethod}
                  options={Object.keys(METHOD_COLORS).map((value) => ({ value, label: value }))}
                />
              </Space>
              <Table<HttpTraceEntry>
                rowKey={(entry) => `${entry.at}-${entry.method}-${entry.path}`}
                size="middle"
                dataSource={entries}
                pagination={{ pageSize: 20, showTotal: (total) => `共 ${total} 条` }}
                columns={[
                  { title: '请求时间', dataIndex: 'at', width: 180, render: formatTime },
                  {
                    title: '请求方法',
                    dataIndex: 'method',
                    width: 100,
                    render: (value: string) => <Tag color={METHOD_COLORS[value] ?? 'default'}>{value}</Tag>,
                  },
                  { title: '请求路径', dataIndex: 'path', ellipsis: true, render: readablePath },
                  { title: '响应状态', dataIndex: 'status', width: 100, render: (status: number) => <Tag color={statusColor(status)}>{status}</Tag> },
                  { title: '耗时(毫秒)', dataIndex: 'timeMs', width: 120, align: 'right', sorter: (a, b) => a.timeMs - b.timeMs },
                ]}
              />
            </Card>
          </>
        );
      }}
    </MonitorPage>
  );
}
