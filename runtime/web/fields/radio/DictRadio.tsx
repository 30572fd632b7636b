import { Radio } from 'antd';
import { choosableItems } from '../../render/dict/choosableItems';
import { EMPTY_DICT_CODE_MESSAGE } from '../../render/dict/dictMessages';
import { useOptionItems } from '../../render/dict/useOptionItems';
import type { ChoiceProps } from '../select/select.types';

export type DictRadioProps = ChoiceProps & {
  value?: string;
  onChange?: (value: string) => void;
  /** `radioButton` shows the choices as a segmented button group. */
  type?: 'radio' | 'radioButton';
  disabled?: boolean;
};

/** Radio buttons over a dictionary's items (or fixed options); disabled items only as the current value. */
export function DictRadio({ dictCode, options, value, onChange, type = 'radio', disabled }: DictRadioProps) {
  const items = choosableItems(useOptionItems(dictCode, options), value);
  if (!dictCode && !options) return <span className="ant-form-text">{EMPTY_DICT_CODE_MESSAGE}</span>;
  return (
    <Radio.Group
      value={value}
      disabled={disabled}
      optionType={type === 'radioButton' ? 'button' : 'default'}
      buttonStyle="solid"
      onChange={(event) => onChange?.(event.target.value as string)}
      options={items.map((item) => ({ value: item.value, label: item.text, disabled: item.disabled }))}
    />
  );
}
