import { Input, Popover } from 'antd';
import { useState } from 'react';

export interface TextAreaPopupProps {
  value?: string;
  onChange?: (text: string) => void;
  /** Size of the popup text area (widgets-spec §2.2: 150×200; table cells use 300×210). */
  width?: number;
  height?: number;
  placeholder?: string;
  title?: string;
  placement?: 'right' | 'left' | 'top' | 'bottom';
  disabled?: boolean;
  /** Open the popup at once (a table cell that has just been clicked into). */
  defaultOpen?: boolean;
  /** Called when the popup closes (the table validates the cell on blur). */
  onClose?: () => void;
}

/**
 * A one-line read-only input showing the text; clicking it opens a popover with a larger text
 * area to edit it. Line breaks are kept in the value.
 */
export function TextAreaPopup({
  value,
  onChange,
  width = 150,
  height = 200,
  placeholder,
  title,
  placement = 'right',
  disabled,
  defaultOpen = false,
  onClose,
}: TextAreaPopupProps) {
  const [open, setOpen] = useState(defaultOpen && !disabled);
  const text = value ?? '';
  return (
    <Popover
      open={open}
      trigger="click"
      title={title}
      placement={placement}
      onOpenChange={(next) => {
        if (disabled) return;
        setOpen(next);
        if (!next) onClose?.();
      }}
      content={
        <Input.TextArea
          autoFocus
          value={text}
          placeholder={placeholder}
          style={{ width, height, resize: 'none' }}
          onChange={(event) => onChange?.(event.target.value)}
        />
      }
    >
      <Input value={text} readOnly placeholder={placeholder} disabled={disabled} title={text} />
    </Popover>
  );
}
