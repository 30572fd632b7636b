import { SearchOutlined } from '@ant-design/icons';
import { Input, Modal, Table } from 'antd';
import { useMemo, useState } from 'react';
import type { DictItem } from '../../../render/dict/dict.types';
import { useDict } from '../../../render/dict/useDict';
import type { TableColumn } from '../types';
import type { CellEditorProps } from './editor.types';

export const POPUP_NOT_CONFIGURED = 'popup参数未正确配置!';
export const POPUP_FIELDS_MISMATCH = 'popup参数未正确配置,原始值和目标值数量不一致!';

/** The popup's field mapping, or the configuration error of widgets-spec §5.5. */
export function popupMapping(column: Pick<TableColumn, 'config'>): { pairs: [string, string][] } | { error: string } {
  const { popupCode, orgFields, destFields } = column.config;
  if (!popupCode || !orgFields || !destFields) return { error: POPUP_NOT_CONFIGURED };
  const from = orgFields.split(',');
  const to = destFields.split(',');
  if (from.length !== to.length) return { error: POPUP_FIELDS_MISMATCH };
  return { pairs: from.map((field, index) => [field, to[index]]) };
}

/**
 * popup cells: a read-only input that opens a picker of the rows of `popupCode` (a dictionary or
 * table dictionary until the report popup of issue 5 exists); choosing one copies its
 * `orgFields` (value, text) into the row's `destFields`.
 */
export function PopupCellEditor({ column, value, disabled, onSetCells }: CellEditorProps) {
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState('');
  const mapping = popupMapping(column);
  const items = useDict('pairs' in mapping ? column.config.popupCode : undefined);
  const shown = useMemo(() => items.filter((item) => item.text.includes(keyword) || item.value.includes(keyword)), [items, keyword]);
  const choose = (item: DictItem) => {
    if (!('pairs' in mapping)) return;
    onSetCells?.(Object.fromEntries(mapping.pairs.map(([from, to]) => [to, from === 'text' ? item.text : item.value])));
    setOpen(false);
  };
  return (
    <>
      <Input
        readOnly
        disabled={disabled}
        value={value === undefined || value === null ? '' : String(value)}
        placeholder={column.config.placeholder ?? `请选择${column.title}`}
        suffix={<SearchOutlined />}
        onClick={() => (('error' in mapping) ? Modal.error({ title: mapping.error }) : setOpen(true))}
      />
      <Modal title={column.title} open={open} width={1200} onCancel={() => setOpen(false)} footer={null} destroyOnHidden>
        <Input.Search placeholder="请输入关键字" allowClear onSearch={setKeyword} style={{ width: 300, marginBottom: 12 }} />
        <Table<DictItem>
          rowKey="value"
          size="small"
          dataSource={shown}
          pagination={{ pageSize: 10, showSizeChanger: true, pageSizeOptions: [10, 20, 30], showQuickJumper: true }}
          columns={[
            { title: '编码', dataIndex: 'value' },
            { title: '名称', dataIndex: 'text' },
          ]}
          onRow={(item) => ({ onClick: () => choose(item), style: { cursor: 'pointer' } })}
        />
      </Modal>
    </>
  );
}
