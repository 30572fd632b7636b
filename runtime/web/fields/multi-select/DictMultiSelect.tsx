import { Checkbox, Select } from 'antd';
import type { SelectProps } from 'antd';
import { choosableItems } from '../../render/dict/choosableItems';
import { useOptionItems } from '../../render/dict/useOptionItems';
import type { ChoiceProps } from '../select/select.types';
import { toSelectOptions } from '../select/toSelectOptions';
import { joinCommaList, splitCommaList } from './commaList';

export type DictMultiSelectProps = ChoiceProps &
  Omit<SelectProps<string[]>, 'options' | 'mode' | 'value' | 'onChange'> & {
    value?: string;
    onChange?: (value: string | undefined) => void;
    /** `checkbox` lays the choices out as checkboxes instead of a dropdown. */
    type?: 'select' | 'checkbox';
  };

/**
 * A multiple choice whose value is the comma-joined string the server stores (`a,b,c`): a
 * searchable dropdown, or checkboxes. Disabled items are offered only when already chosen.
 */
export function DictMultiSelect({ dictCode, options, value, onChange, type = 'select', ...selectProps }: DictMultiSelectProps) {
  const items = choosableItems(useOptionItems(dictCode, options), value);
  if (type === 'checkbox') {
    return (
      <Checkbox.Group
        disabled={selectProps.disabled}
        value={splitCommaList(value)}
        onChange={(parts) => onChange?.(joinCommaList(parts.map(String)))}
        options={items.map((item) => ({ value: item.value, label: item.text, disabled: item.disabled }))}
      />
    );
  }
  return (
    <Select<string[]>
      allowClear
      showSearch
      optionFilterProp="label"
      maxTagCount="responsive"
      style={{ width: '100%' }}
      {...selectProps}
      mode="multiple"
      options={toSelectOptions(items)}
      value={splitCommaList(value)}
      onChange={(parts) => onChange?.(joinCommaList(parts))}
    />
  );
}
