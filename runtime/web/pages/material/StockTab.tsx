import { SearchOutlined } from '@ant-design/icons';
import { Checkbox, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { labelOf, MATERIAL_API, text, type ApiRecord } from './materialApi';
import { useRecords } from './useRecords';
import type { WorkPlace } from './workPlace';

const PAGE_SIZE = 10;
const HAS_CHINESE = /[\u4e00-\u9fff]/;

/** A keyword searches the name when it holds Chinese, else the code (codes are letters, digits and dashes). */
function keywordFilter(keyword: string): Record<string, string> {
  const value = keyword.trim();
  if (!value) return {};
  return HAS_CHINESE.test(value) ? { materialName: `*${value}*` } : { materialCode: `*${value}*` };
}

const quantity = (value: unknown) =>
  value === null || value === undefined || value === '' ? '' : Number(value).toLocaleString('zh-CN', { maximumFractionDigits: 3 });

/** 库存: the project's current stock (the balance table the postings keep), searchable by code or name. */
export function StockTab({ place }: { place: WorkPlace }) {
  const [keyword, setKeyword] = useState('');
  const [onlyHere, setOnlyHere] = useState(false);
  const [pageNo, setPageNo] = useState(1);
  const warehouseId = onlyHere && place.warehouseId ? place.warehouseId : undefined;
  const stock = useRecords(place.projectId ? MATERIAL_API.inventory : null, { ...keywordFilter(keyword), warehouseId, pageNo, pageSize: PAGE_SIZE });

  return (
    <div className="mm-tab">
      <Space wrap className="mm-stock__query">
        <Input.Search
          allowClear
          enterButton={<SearchOutlined />}
          className="mm-stock__search"
          placeholder="材料编码或名称"
          aria-label="搜索库存"
          onSearch={(value) => {
            setKeyword(value);
            setPageNo(1);
          }}
        />
        <Checkbox checked={onlyHere} disabled={!place.warehouseId} onChange={(event) => setOnlyHere(event.target.checked)}>
          仅看{place.warehouseName || '当前仓库'}
        </Checkbox>
      </Space>
      <Table<ApiRecord>
        rowKey="id"
        size="middle"
        className="mm-stock"
        loading={stock.loading}
        dataSource={stock.records}
        scroll={{ x: 720 }}
        locale={{ emptyText: '暂无库存' }}
        pagination={{
          current: pageNo,
          pageSize: PAGE_SIZE,
          total: stock.total,
          showSizeChanger: false,
          onChange: setPageNo,
          showTotal: (total) => `共 ${total} 条`,
        }}
        columns={[
          { title: '仓库', key: 'warehouse', width: 110, render: (_value, record) => labelOf(record, 'warehouseId') },
          { title: '材料编码', dataIndex: 'materialCode', width: 110 },
          { title: '材料名称', dataIndex: 'materialName', width: 130 },
          { title: '规格型号', dataIndex: 'spec', width: 120 },
          { title: '批次', dataIndex: 'batchNo', width: 100, render: (value) => text(value) || '—' },
          { title: '库存数量', key: 'qty', width: 110, align: 'right', render: (_value, record) => <strong>{quantity(record.qty)}</strong> },
          { title: '单位', key: 'unit', width: 60, render: (_value, record) => labelOf(record, 'unit') },
        ]}
      />
    </div>
  );
}
