/**
 * Browser side of the first-load benchmark's baseline (run by `npm run bench:first-load`, not by
 * `npm test`): the roster as a bare antd page, with no shell, no Formily and no schema runtime. The
 * same query fields as the collapsed form shows, toolbar and table (8 columns, selection, a fixed actions column, sideways
 * scroll, the pager with its size changer, jumper and total) over the same list call, which leaves
 * in the click handler itself. A hidden copy of the page is mounted before the measured click, so antd
 * has made and keeps every style it needs: what is left is antd and React rendering, the least any
 * antd list page can cost. Two more buttons show a table alone over the same 10 rows, already in memory,
 * with no call to wait for: the roster's table as configured, and the plainest antd table (text columns only).
 * tools/bench/listFloor.ts bundles and serves this file.
 */
import { App, Button, Card, Col, ConfigProvider, Form, Input, Row, Select, Space, Table, type TableColumnsType } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { memo, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

/** What the bench hands over: the product's own list call, as its page sent it (URL and headers). */
export interface ListRequest {
  url: string;
  headers: Record<string, string>;
}

declare global {
  interface Window {
    listRequest: ListRequest;
    /** Set once the warm-up mount is done and the page waits for the click. */
    listFloorReady?: boolean;
  }
}

type Row = Record<string, unknown> & { id: string };

const COLUMNS: [string, string][] = [
  ['empName', '姓名'],
  ['idCode', '身份证号'],
  ['empPhon', '手机号'],
  ['empSex', '性别'],
  ['teamId', '班组'],
  ['jobName', '工种'],
  ['startTime', '进场时间'],
  ['enterAndRetreatCondition', '进退场状态'],
];

/** The roster's query fields shown while its form is collapsed, as the product opens it: field, label, and whether one types or picks. */
const QUERY_FIELDS: [string, string, 'input' | 'select'][] = [
  ['empName', '姓名', 'input'],
  ['idCode', '身份证号', 'input'],
  ['jobName', '工种', 'select'],
];

/** The server's dictionary label when it sent one, as the product's cells show. */
const cellText = (row: Row, field: string) => String(row[`${field}_dictText`] ?? row[field] ?? '');

const columns: TableColumnsType<Row> = [
  ...COLUMNS.map(([field, title]) => ({ title, dataIndex: field, key: field, sorter: true, render: (_: unknown, row: Row) => cellText(row, field) })),
  {
    title: '操作',
    key: 'actions',
    fixed: 'right',
    align: 'center',
    render: () => (
      <Space size="small">
        <a>编辑</a>
        <a>详情</a>
        <a>删除</a>
      </Space>
    ),
  },
];

/** The plainest antd table of the same rows: text columns only, no selection, fixed column, sorter or pager. */
const plainColumns: TableColumnsType<Row> = COLUMNS.map(([field, title]) => ({ title, key: field, render: (_: unknown, row: Row) => cellText(row, field) }));

async function fetchRows(): Promise<{ records: Row[]; total: number }> {
  const { url, headers } = window.listRequest;
  const answer = (await (await fetch(url, { headers, cache: 'no-store' })).json()) as { result: { records: Row[]; total: number } };
  return answer.result;
}

/** The roster's table as the product configures it; `rows` null while its call is under way. */
function RosterTable({ rows, total }: { rows: Row[] | null; total: number }) {
  return (
    <Table<Row>
      rowKey="id"
      size="middle"
      bordered
      loading={rows === null}
      columns={columns}
      dataSource={rows ?? []}
      scroll={{ x: 'max-content' }}
      rowSelection={{}}
      pagination={{ current: 1, pageSize: 10, total, showSizeChanger: true, showQuickJumper: true, showTotal: (count) => `共 ${count} 条` }}
    />
  );
}

/** Memoized: the hidden warm copy does not render again when the opened one changes. */
const Roster = memo(function Roster({ rows, total }: { rows: Row[] | null; total: number }) {
  return (
    <Card variant="borderless">
      <Form className="screen-query-form" layout="horizontal">
        <Row gutter={24}>
          {QUERY_FIELDS.map(([field, label, widget]) => (
            <Col span={6} key={field}>
              <Form.Item label={label} name={field}>
                {widget === 'input' ? (
                  <Input placeholder={`请输入${label}`} allowClear />
                ) : (
                  <Select placeholder={`请选择${label}`} allowClear options={[{ value: '1', label: `${label}一` }]} />
                )}
              </Form.Item>
            </Col>
          ))}
          <Col span={6}>
            <Space>
              <Button type="primary">查询</Button>
              <Button>重置</Button>
              <Button type="link">展开</Button>
            </Space>
          </Col>
        </Row>
      </Form>
      <Space style={{ marginBottom: 16 }}>
        <Button type="primary">新增</Button>
        <Button>批量删除</Button>
        <Button>高级查询</Button>
        <Button>导入</Button>
        <Button>导出</Button>
      </Space>
      <RosterTable rows={rows} total={total} />
    </Card>
  );
});

/** The tables alone over rows already in memory, memoized like Roster (opening the roster does not render them again). */
const TablesInMemory = memo(function TablesInMemory({ shown, rows, total }: { shown: 'roster' | 'plain'; rows: Row[]; total: number }) {
  return shown === 'roster' ? (
    <RosterTable rows={rows} total={total} />
  ) : (
    <Table<Row> rowKey="id" columns={plainColumns} dataSource={rows} pagination={false} />
  );
});

function FloorPage({ warm }: { warm: { records: Row[]; total: number } }) {
  const [opened, setOpened] = useState<{ rows: Row[] | null; total: number } | null>(null);
  const [inMemory, setInMemory] = useState<'roster' | 'plain' | null>(null);
  useEffect(() => {
    // Ready after the warm copy's own measuring pass (a resize observer and a second render) is over.
    const ready = setTimeout(() => (window.listFloorReady = true), 300);
    return () => clearTimeout(ready);
  }, []);
  function open(): void {
    // The call leaves in the click handler, before anything renders: the most an antd page can overlap.
    void fetchRows().then(({ records, total }) => setOpened({ rows: records, total }));
    setOpened({ rows: null, total: 0 });
  }
  return (
    <ConfigProvider locale={zhCN}>
      <App>
        {/* A hidden copy stays mounted, as the product keeps its held tabs: antd's styles are made and kept before the click. */}
        <div style={{ display: 'none' }}>
          <Roster rows={warm.records} total={warm.total} />
        </div>
        <Button className="list-floor-open" onClick={open}>
          花名册
        </Button>
        {opened && (
          <div className="list-floor-opened">
            <Roster rows={opened.rows} total={opened.total} />
          </div>
        )}
        <Button className="list-floor-table-open" onClick={() => setInMemory('roster')}>
          表格
        </Button>
        <Button className="list-floor-plain-open" onClick={() => setInMemory('plain')}>
          简单表格
        </Button>
        {inMemory && (
          <div className={`list-floor-${inMemory}`} key={inMemory}>
            <TablesInMemory shown={inMemory} rows={warm.records} total={warm.total} />
          </div>
        )}
      </App>
    </ConfigProvider>
  );
}

void fetchRows().then((warm) => createRoot(document.body.appendChild(document.createElement('div'))).render(<FloorPage warm={warm} />));
