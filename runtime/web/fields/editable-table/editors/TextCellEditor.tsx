import { Input, Popover } from 'antd';
import { useState } from 'react';
import { formatTagInput, wrapSearchValue } from '../cellInput';
import type { CellEditorProps } from './editor.types';

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * Text cells: a plain input (with the tag-input and search-operator variants of widgets-spec
 * §5.3), or for input_pop / textarea an input that opens a 300×210 text area.
 */
export function TextCellEditor({ column, value, disabled, onChange, onBlur }: CellEditorProps) {
  const [popOpen, setPopOpen] = useState(column.type === 'input_pop' || column.type === 'textarea');
  const placeholder = column.config.placeholder ?? `请输入${column.title}`;
  if (column.type === 'input_pop' || column.type === 'textarea') {
    return (
      <Popover
        open={popOpen}
        trigger="click"
        onOpenChange={(open) => {
          setPopOpen(open);
          if (!open) onBlur();
        }}
        content={<Input.TextArea autoFocus value={text(value)} style={{ width: 300, height: 210 }} onChange={(event) => onChange(event.target.value)} />}
      >
        <Input value={text(value)} readOnly placeholder={placeholder} disabled={disabled} onClick={() => setPopOpen(true)} />
      </Popover>
    );
  }
  const transform = (raw: string) => (column.config.tagInput ? formatTagInput(raw) : raw);
  return (
    <Input
      autoFocus
      value={text(value)}
      placeholder={placeholder}
      disabled={disabled}
      onChange={(event) => onChange(transform(event.target.value))}
      onBlur={(event) => {
        if (column.config.searchOperator && event.target.value) onChange(wrapSearchValue(event.target.value.replace(/^(\*|!|>=|<=)|\*$/g, ''), column.config.searchOperator));
        onBlur();
      }}
    />
  );
}
