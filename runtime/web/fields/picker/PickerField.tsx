import { SearchOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useState, type ReactNode } from 'react';
import { joinCommaList, splitCommaList } from '../multi-select/commaList';
import { labelOf, rememberLabels, useLabels, type LabelSource } from './labelStore';
import type { PickedItem, PickerModalProps } from './picker.types';

/** The picker shows up to 5 chosen names as tags (widgets-spec §9). */
export const PICKER_MAX_TAGS = 5;

export interface PickerFieldProps {
  /** Stored keys, comma-joined. */
  value?: string;
  onChange?(value: string | undefined): void;
  source: LabelSource;
  multi?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Opens the dialog at once (an editable-table cell that was just clicked). */
  defaultOpen?: boolean;
  /** The dialog that chooses; it starts from the current keys and answers the chosen items. */
  renderModal(props: PickerModalProps): ReactNode;
}

/**
 * The read-only box of every picker: the chosen names (looked up by key), a clear icon, tags that
 * can be removed in multi mode, and a click that opens the picker's dialog. 确定 stores the
 * dialog's choice; 取消 drops it (the dialog starts afresh from the value next time).
 */
export function PickerField({ value, onChange, source, multi = false, disabled, placeholder, defaultOpen = false, renderModal }: PickerFieldProps) {
  const [open, setOpen] = useState(defaultOpen && !disabled);
  const keys = splitCommaList(value);
  useLabels([{ source, keys }]);
  const options = keys.map((key) => ({ value: key, label: labelOf(source, key) }));
  const confirm = (items: PickedItem[]) => {
    rememberLabels(source, items);
    onChange?.(joinCommaList(items.map((item) => item.key)));
    setOpen(false);
  };
  return (
    <>
      <Select<string | string[]>
        className="picker-input"
        style={{ width: '100%' }}
        open={false}
        mode={multi ? 'multiple' : undefined}
        maxTagCount={PICKER_MAX_TAGS}
        allowClear
        disabled={disabled}
        placeholder={placeholder}
        suffixIcon={<SearchOutlined />}
        options={options}
        value={multi ? keys : keys[0]}
        onClick={() => !disabled && setOpen(true)}
        onChange={(next) => onChange?.(joinCommaList(Array.isArray(next) ? next : next ? [next] : []))}
      />
      {open && renderModal({ open, keys, multi, onOk: confirm, onCancel: () => setOpen(false) })}
    </>
  );
}
