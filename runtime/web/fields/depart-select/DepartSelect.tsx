import { useMemo } from 'react';
import type { DepartKeyField } from '../../../core/picker/picker.types';
import type { ValueViewProps } from '../fieldType.types';
import { PickerField } from '../picker/PickerField';
import { PickerText } from '../picker/PickerText';
import { DepartPickerModal } from './DepartPickerModal';
import { departSource, type DepartTextField } from './departSource';

export interface DepartSelectProps {
  /** Stored departments, comma-joined. */
  value?: string;
  onChange?(value: string | undefined): void;
  multi?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Stored field: id (default) or orgCode. */
  customReturnField?: DepartKeyField;
  /** Shown field: departName (default) or orgCode. */
  text?: DepartTextField;
  /** Multi mode: parent and child independent (true, default) or linked (false). */
  checkStrictly?: boolean;
  modalWidth?: number;
  rootOpened?: boolean;
  /** Opens the dialog at once (editable-table cells). */
  defaultOpen?: boolean;
}

/** The department picker: a read-only box with a clear icon that opens the department tree dialog. */
export function DepartSelect({
  value,
  onChange,
  multi = false,
  disabled,
  placeholder = '请选择部门',
  customReturnField = 'id',
  text = 'departName',
  checkStrictly = true,
  modalWidth,
  rootOpened,
  defaultOpen,
}: DepartSelectProps) {
  const source = useMemo(() => departSource(customReturnField, text), [customReturnField, text]);
  return (
    <PickerField
      value={value}
      onChange={onChange}
      source={source}
      multi={multi}
      disabled={disabled}
      placeholder={placeholder}
      defaultOpen={defaultOpen}
      renderModal={(modal) => (
        <DepartPickerModal {...modal} source={source} options={{ store: customReturnField, text, checkStrictly, modalWidth, rootOpened }} />
      )}
    />
  );
}

/** Read-only names of stored departments. */
export function DepartSelectText({ value, customReturnField, text }: ValueViewProps) {
  const source = useMemo(
    () => departSource(customReturnField === 'orgCode' ? 'orgCode' : 'id', text === 'orgCode' ? 'orgCode' : 'departName'),
    [customReturnField, text],
  );
  return <PickerText source={source} value={value} />;
}
