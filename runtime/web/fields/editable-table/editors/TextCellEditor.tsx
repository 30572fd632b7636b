import { Input } from 'antd';
import { formatTagInput, wrapSearchValue } from '../cellInput';
import type { CellEditorProps } from './editor.types';

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** Text cells: a plain input, with the tag-input and search-operator variants of widgets-spec §5.3. */
export function TextCellEditor({ column, value, disabled, onChange, onBlur }: CellEditorProps) {
  const placeholder = column.config.placeholder ?? `请输入${column.title}`;
  const transform = (raw: string) => (column.config.tagInput ? formatTagInput(raw) : raw);
  return (
    <Input
      autoFocus
      value={text(value)}
      placeholder={placeholder}
      disabled={disabled}
      onChange={(event) => onChange(transform(event.target.value))}
      onBlur={(event) => {
        if (column.config.searchOperator && event.target.value)
          onChange(wrapSearchValue(event.target.value.replace(/^(\*|!|>=|<=)|\*$/g, ''), column.config.searchOperator));
        onBlur();
      }}
    />
  );
}
