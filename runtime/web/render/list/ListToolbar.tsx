import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';

export interface ListToolbarProps {
  canAdd: boolean;
  canDeleteBatch: boolean;
  selectedCount: number;
  onAdd(): void;
  onDeleteBatch(): void;
}

/** Buttons above the table: 新增, and 批量删除 once rows are selected. */
export function ListToolbar({ canAdd, canDeleteBatch, selectedCount, onAdd, onDeleteBatch }: ListToolbarProps) {
  if (!canAdd && !canDeleteBatch) return null;
  return (
    <Space style={{ marginBottom: 16 }}>
      {canAdd && (
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          新增
        </Button>
      )}
      {canDeleteBatch && (
        <Button icon={<DeleteOutlined />} disabled={selectedCount === 0} onClick={onDeleteBatch}>
          批量删除
        </Button>
      )}
    </Space>
  );
}
