import { Select } from 'antd';
import { useOptionItems } from '../../render/dict/useOptionItems';
import type { ChoiceProps } from '../select/select.types';
import { toSelectOptions } from '../select/toSelectOptions';
import type { SelectProps } from 'antd';
import { joinCommaList, splitCommaList } from './commaList';

export type DictMultiSelectProps = ChoiceProps &
  Omit<SelectProps<string[]>, 'options' | 'mode' | 'value' | 'onChange'> & {
    value?: string;
    onChange?: (value: string | undefined) => void;
  };

/** A multiple select whose value is the comma-joined string the server stores (`a,b,c`). */
export function DictMultiSelect({ dictCode, options, value, onChange, ...selectProps }: DictMultiSelectProps) {
  const items = useOptionItems(dictCode, options);
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
