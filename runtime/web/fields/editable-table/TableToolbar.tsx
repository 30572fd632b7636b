import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  DownOutlined,
  PlusOutlined,
  SaveOutlined,
  SettingOutlined,
  UpOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import { Button, Checkbox, InputNumber, Popconfirm, Popover, Radio, Space } from 'antd';
import { useState } from 'react';
import { loadAddRowSettings, saveAddRowSettings, type AddRowSettings } from './addRowSettings';
import type { ToolbarButton } from './toolbarButtons';

export interface TableToolbarProps {
  buttons: ReadonlySet<ToolbarButton>;
  selectedCount: number;
  collapsed: boolean;
  canSave: boolean;
  onAdd(settings: AddRowSettings): void;
  onInsert(): void;
  onRemove(): void;
  onClearSelection(): void;
  onShift(direction: -1 | 1): void;
  onSave(): void;
  onToggleCollapse(): void;
}

/** The add-row defaults editor, kept in localStorage. */
function AddRowSettingsForm({ settings, onChange }: { settings: AddRowSettings; onChange(settings: AddRowSettings): void }) {
  return (
    <Space direction="vertical">
      <Space>
        新增行数
        <InputNumber
          min={1}
          max={100}
          precision={0}
          value={settings.rowCount}
          onChange={(rowCount) => onChange({ ...settings, rowCount: Math.max(1, rowCount ?? 1) })}
        />
      </Space>
      <Radio.Group value={settings.position} onChange={(event) => onChange({ ...settings, position: event.target.value as 0 | 1 })}>
        <Radio value={0}>添加到底部</Radio>
        <Radio value={1}>添加到顶部</Radio>
      </Radio.Group>
      <Checkbox checked={settings.scrollToBottom} onChange={(event) => onChange({ ...settings, scrollToBottom: event.target.checked })}>
        添加后滚动到新行
      </Checkbox>
    </Space>
  );
}

/** The table's toolbar; buttons excluded by authorisation are not rendered at all. */
export function TableToolbar(props: TableToolbarProps) {
  const { buttons, selectedCount } = props;
  const [settings, setSettings] = useState(loadAddRowSettings);
  const changeSettings = (next: AddRowSettings) => {
    setSettings(next);
    saveAddRowSettings(next);
  };
  return (
    <div className="et-toolbar">
      {buttons.has('add') && (
        <Space.Compact>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => props.onAdd(settings)}>
            新增
          </Button>
          <Popover trigger="click" title="新增设置" content={<AddRowSettingsForm settings={settings} onChange={changeSettings} />}>
            <Button type="primary" icon={<SettingOutlined />} aria-label="新增设置" />
          </Popover>
        </Space.Compact>
      )}
      {buttons.has('add') && (
        <Button icon={<VerticalAlignTopOutlined />} onClick={props.onInsert}>
          插入
        </Button>
      )}
      {buttons.has('remove') && (
        <Popconfirm title={`确定要删除这 ${selectedCount} 项吗?`} disabled={selectedCount === 0} onConfirm={props.onRemove} okText="确定" cancelText="取消">
          <Button danger icon={<DeleteOutlined />} disabled={selectedCount === 0}>
            删除
          </Button>
        </Popconfirm>
      )}
      <Button icon={<ArrowUpOutlined />} disabled={selectedCount !== 1} onClick={() => props.onShift(-1)}>
        上移
      </Button>
      <Button icon={<ArrowDownOutlined />} disabled={selectedCount !== 1} onClick={() => props.onShift(1)}>
        下移
      </Button>
      {buttons.has('save') && props.canSave && (
        <Button icon={<SaveOutlined />} onClick={props.onSave}>
          保存
        </Button>
      )}
      {buttons.has('clearSelection') && selectedCount > 0 && <Button onClick={props.onClearSelection}>清空选择</Button>}
      {buttons.has('collapse') && (
        <Button type="link" icon={props.collapsed ? <DownOutlined /> : <UpOutlined />} onClick={props.onToggleCollapse}>
          {props.collapsed ? '展开' : '折叠'}
        </Button>
      )}
      {selectedCount > 0 && <span className="et-toolbar-info">已选择 {selectedCount} 项</span>}
    </div>
  );
}
