import type { Field } from '@formily/core';
import { useField, useForm } from '@formily/react';
import type { PopupConfig } from './popup.types';
import { PopupInput } from './PopupInput';

export interface PopupFieldProps extends PopupConfig {
  value?: string;
  onChange?(value: string): void;
  disabled?: boolean;
  placeholder?: string;
  allowInput?: boolean;
}

/**
 * The `Popup` field of a Formily form: choosing rows fills this field (when it is a destination)
 * and its sibling destination fields, e.g. 班组长 and 班组长电话 from one worker.
 */
export function PopupField({ value, onChange, ...props }: PopupFieldProps) {
  const field = useField<Field>();
  const form = useForm();
  const pick = (values: Record<string, string>) => {
    for (const [name, next] of Object.entries(values)) {
      if (name === String(field.props.name)) onChange?.(next);
      else form.setValuesIn(field.path.parent().concat(name), next);
    }
  };
  return <PopupInput {...props} value={value} onType={onChange} onPick={pick} />;
}
