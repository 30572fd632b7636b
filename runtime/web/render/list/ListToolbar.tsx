import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';

export interface ListToolbarProps {
  canAdd: boolean;
  canDeleteBatch: boolean;
  selectedCount: number;
  onAdd(): void;
  onDeleteBatch(): void;
  /** Further buttons after the built-in ones (e.g. 高级查询). */
  extra?: ReactNode;
}

/** Buttons above the table: 新增, and 批量删除 once rows are selected, then any extra ones. */
export function ListToolbar({ canAdd, canDeleteBatch, selectedCount, onAdd, onDeleteBatch, extra }: ListToolbarProps) {
  if (!canAdd && !canDeleteBatch && !extra) return null;
  return (
    <Space wrap style={{ marginBottom: 16 }}>
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
      {extra}
    </Space>
  );
}
