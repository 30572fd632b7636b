import { Input } from 'antd';
import type { ChangeEvent } from 'react';
import type { PopupFieldProps } from './PopupField';

/** In a list's query form a popup field is searched as text; the popup's own props are not the input's. */
export function PopupQueryInput({ value, onChange, placeholder, disabled }: PopupFieldProps) {
  return (
    <Input
      allowClear
      value={value}
      placeholder={placeholder}
      disabled={disabled}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange?.(event.target.value)}
    />
  );
}
