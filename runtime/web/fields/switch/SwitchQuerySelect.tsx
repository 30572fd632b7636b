import { Select } from 'antd';
import type { SwitchOptions } from './switch.types';

export interface SwitchQuerySelectProps {
  value?: string;
  onChange?: (value: string | undefined) => void;
  options: SwitchOptions;
  placeholder?: string;
}

/** The yes/no select a switch becomes in a query form (widgets-spec §2.2). */
export function SwitchQuerySelect({ value, onChange, options, placeholder }: SwitchQuerySelectProps) {
  return (
    <Select
      allowClear
      style={{ width: '100%' }}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      options={[
        { value: String(options[0]), label: '是' },
        { value: String(options[1]), label: '否' },
      ]}
    />
  );
}
