import { Select } from 'antd';
import { choosableItems } from '../../render/dict/choosableItems';
import { useOptionItems } from '../../render/dict/useOptionItems';
import type { DictSelectProps } from './select.types';
import { toSelectOptions } from './toSelectOptions';

/** A searchable single select over a dictionary or fixed options; the value is the item's value. Disabled items are offered only as the current value. */
export function DictSelect({ dictCode, options, ...selectProps }: DictSelectProps) {
  const items = useOptionItems(dictCode, options);
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      style={{ width: '100%' }}
      {...selectProps}
      options={toSelectOptions(choosableItems(items, selectProps.value))}
    />
  );
}
