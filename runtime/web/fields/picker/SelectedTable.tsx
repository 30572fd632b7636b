import { Button, Table } from 'antd';
import type { PickedItem } from './picker.types';

/** The selected-items table scrolls beyond 240 px (widgets-spec §9). */
export const SELECTED_TABLE_HEIGHT = 240;

/** The side table of chosen items, each with 删除. */
export function SelectedTable({ title, items, onChange }: { title: string; items: PickedItem[]; onChange(items: PickedItem[]): void }) {
  return (
    <Table<PickedItem>
      className="picker-selected"
      size="small"
      bordered
      rowKey="key"
      title={() => `已选${title}（${items.length}）`}
      dataSource={items}
      pagination={false}
      scroll={{ y: SELECTED_TABLE_HEIGHT }}
      locale={{ emptyText: '暂无选择' }}
      columns={[
        { title: '名称', dataIndex: 'label', ellipsis: true },
        {
          title: '操作',
          key: 'action',
          width: 64,
          render: (_, item) => (
            <Button type="link" size="small" onClick={() => onChange(items.filter((other) => other.key !== item.key))}>
              删除
            </Button>
          ),
        },
      ]}
    />
  );
}
