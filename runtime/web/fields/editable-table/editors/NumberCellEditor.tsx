import { Input } from 'antd';
import { useState } from 'react';
import { acceptNumberTyping, numberOnBlur } from '../cellInput';
import type { CellEditorProps } from './editor.types';

/**
 * Number cells (widgets-spec §5.3): typing accepts only an optional minus, digits and one point
 * (anything else keeps the previous text); on blur the text becomes a number, or empty.
 */
export function NumberCellEditor({ column, value, disabled, onChange, onBlur }: CellEditorProps) {
  const [draft, setDraft] = useState(value === undefined || value === null ? '' : String(value));
  return (
    <Input
      autoFocus
      inputMode="decimal"
      value={draft}
      disabled={disabled}
      placeholder={column.config.placeholder ?? `请输入${column.title}`}
      style={{ textAlign: 'right' }}
      onChange={(event) => {
        const next = acceptNumberTyping(draft, event.target.value);
        setDraft(next);
        if (next !== draft) onChange(next);
      }}
      onBlur={() => {
        const parsed = numberOnBlur(draft);
        setDraft(parsed === null ? '' : String(parsed));
        onChange(parsed);
        onBlur();
      }}
    />
  );
}
