import { Tag } from 'antd';
import { choosableItems } from '../../render/dict/choosableItems';
import { EMPTY_DICT_CODE_MESSAGE } from '../../render/dict/dictMessages';
import { useOptionItems } from '../../render/dict/useOptionItems';
import type { ChoiceProps } from '../select/select.types';

export type DictTagProps = ChoiceProps & {
  value?: string;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
};

/** Chooses one dictionary item by clicking its tag; clicking the chosen tag again clears it. */
export function DictTag({ dictCode, options, value, onChange, disabled }: DictTagProps) {
  const items = choosableItems(useOptionItems(dictCode, options), value);
  if (!dictCode && !options) return <span className="ant-form-text">{EMPTY_DICT_CODE_MESSAGE}</span>;
  return (
    <span role="radiogroup">
      {items.map((item) => (
        <span key={item.value} role="radio" aria-checked={item.value === value}>
          <Tag.CheckableTag
            checked={item.value === value}
            onChange={(checked) => !disabled && !(item.disabled && checked) && onChange?.(checked ? item.value : undefined)}
          >
            {item.text}
          </Tag.CheckableTag>
        </span>
      ))}
    </span>
  );
}
