import { DeleteOutlined } from '@ant-design/icons';
import { Button, InputNumber, Table } from 'antd';
import type { BillLine } from './scanLines';

interface BillLinesTableProps {
  lines: BillLine[];
  onChange(lines: BillLine[]): void;
  /** Issues show the stock batch each row comes from. */
  showBatch?: boolean;
}

/** The scanned rows of a bill: quantities editable, rows removable; the newest scan on top. */
export function BillLinesTable({ lines, onChange, showBatch }: BillLinesTableProps) {
  const setQty = (key: string, qty: number | null) => onChange(lines.map((line) => (line.key === key ? { ...line, qty: qty ?? 0 } : line)));
  return (
    <Table<BillLine>
      className="mm-lines"
      rowKey="key"
      size="middle"
      pagination={false}
      scroll={{ x: 640 }}
      dataSource={lines}
      locale={{ emptyText: '尚未扫描材料' }}
      columns={[
        { title: '材料编码', dataIndex: 'materialCode', width: 120 },
        { title: '材料名称', dataIndex: 'materialName', width: 140 },
        { title: '规格型号', dataIndex: 'spec', width: 130 },
        ...(showBatch ? [{ title: '批次', dataIndex: 'batchNo', width: 110 }] : []),
        { title: '单位', dataIndex: 'unitText', width: 70 },
        {
          title: '数量',
          key: 'qty',
          width: 130,
          render: (_value, line) => (
            <InputNumber aria-label={`${line.materialName}数量`} min={0} value={line.qty} onChange={(qty) => setQty(line.key, qty)} className="mm-lines__qty" />
          ),
        },
        {
          title: '操作',
          key: 'remove',
          width: 70,
          fixed: 'right',
          render: (_value, line) => (
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`移除${line.materialName}`}
              onClick={() => onChange(lines.filter((other) => other.key !== line.key))}
            />
          ),
        },
      ]}
    />
  );
}
