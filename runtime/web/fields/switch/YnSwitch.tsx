import { Switch } from 'antd';
import { useEffect } from 'react';
import type { SwitchOptions, SwitchValue } from './switch.types';
import { isOn } from './switchOptions';

export interface YnSwitchProps {
  value?: SwitchValue;
  onChange?: (value: SwitchValue) => void;
  options: SwitchOptions;
  checkedChildren?: string;
  unCheckedChildren?: string;
  disabled?: boolean;
  readOnly?: boolean;
}

/** A toggle storing the on/off values of `options`; an empty value is written as off (widgets-spec §4). */
export function YnSwitch({ value, onChange, options, checkedChildren = '开', unCheckedChildren = '关', disabled, readOnly }: YnSwitchProps) {
  const empty = value === undefined || value === null || value === '';
  useEffect(() => {
    if (empty && !disabled && !readOnly) onChange?.(options[1]);
  }, [empty, disabled, readOnly, onChange, options]);
  return (
    <Switch
      checked={isOn(value, options)}
      onChange={(checked) => onChange?.(checked ? options[0] : options[1])}
      checkedChildren={checkedChildren}
      unCheckedChildren={unCheckedChildren}
      disabled={disabled || readOnly}
    />
  );
}
