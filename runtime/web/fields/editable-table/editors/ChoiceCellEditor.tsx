import { Checkbox, Radio, Select } from 'antd';
import { choosableItems } from '../../../render/dict/choosableItems';
import { toSelectOptions } from '../../select/toSelectOptions';
import type { CellEditorProps } from './editor.types';

const joined = (value: unknown): string[] => (value === undefined || value === null || value === '' ? [] : String(value).split(','));

/**
 * Choice cells over a dictionary or options: select, sel_search (searchable), list_multi
 * (comma-joined, 1 tag shown by default), sel_depart (departments), radio and checkbox
 * (`customValue` = [checked, unchecked]).
 */
export function ChoiceCellEditor({ column, value, items, disabled, onChange, onBlur }: CellEditorProps) {
  const { config } = column;
  const choices = choosableItems(items, value);
  if (column.type === 'checkbox') {
    const [checked, unchecked] = config.customValue ?? [true, false];
    return <Checkbox checked={value === checked} disabled={disabled} onChange={(event) => onChange(event.target.checked ? checked : unchecked)} />;
  }
  if (column.type === 'radio') {
    return (
      <Radio.Group size="small" value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        {choices.map((item) => (
          <Radio key={item.value} value={item.value} onClick={() => config.allowClear && item.value === value && onChange(null)}>
            {item.text}
          </Radio>
        ))}
      </Radio.Group>
    );
  }
  const multiple = column.type === 'list_multi' || Boolean(config.multi);
  return (
    <Select
      autoFocus
      defaultOpen
      style={{ width: '100%' }}
      allowClear
      disabled={disabled}
      showSearch={column.type !== 'select' || config.allowSearch !== false}
      optionFilterProp="label"
      mode={multiple ? 'multiple' : undefined}
      maxTagCount={config.maxTagCount ?? 1}
      placeholder={config.placeholder ?? `请选择${column.title}`}
      options={toSelectOptions(choices)}
      value={multiple ? joined(value) : ((value as string | undefined) ?? undefined)}
      onChange={(next: string | string[] | undefined) => onChange(Array.isArray(next) ? next.join(',') : (next ?? null))}
      onBlur={onBlur}
    />
  );
}
