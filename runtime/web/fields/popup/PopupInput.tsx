import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useState } from 'react';
import { feedback } from '../../shell/feedback/feedback';
import type { PopupConfig } from './popup.types';
import { mappedValues, popupMapping } from './popup.utils';
import { ReportPopupModal } from './ReportPopupModal';

export interface PopupInputProps extends PopupConfig {
  value?: unknown;
  disabled?: boolean;
  placeholder?: string;
  /** The value may also be typed; only the search icon opens the popup. */
  allowInput?: boolean;
  /** A typed value (with allowInput). */
  onType?(value: string): void;
  /** The destination values of the chosen rows, by destination field. */
  onPick(values: Record<string, string>): void;
}

/**
 * A read-only input with a search icon that opens the report popup (with allowInput the value can
 * also be typed and only the icon opens it); a wrong configuration shows the error of
 * widgets-spec §5.5 instead. Used by the `Popup` field and the table's popup cell.
 */
export function PopupInput({ value, disabled, placeholder, allowInput, onType, onPick, ...config }: PopupInputProps) {
  const [open, setOpen] = useState(false);
  const mapping = popupMapping(config);
  const start = () => {
    if (disabled) return;
    if ('error' in mapping) feedback().message.error(mapping.error);
    else setOpen(true);
  };
  return (
    <>
      <Input
        readOnly={!allowInput}
        disabled={disabled}
        value={value === undefined || value === null ? '' : String(value)}
        placeholder={placeholder ?? '点击选择'}
        suffix={<SearchOutlined className="popup-input__open" onClick={start} style={{ cursor: 'pointer' }} />}
        onClick={allowInput ? undefined : start}
        onChange={allowInput ? (event) => onType?.(event.target.value) : undefined}
        style={{ cursor: disabled || allowInput ? undefined : 'pointer' }}
      />
      {'pairs' in mapping && (
        <ReportPopupModal config={config} open={open} onClose={() => setOpen(false)} onOk={(rows) => onPick(mappedValues(rows, mapping.pairs))} />
      )}
    </>
  );
}
