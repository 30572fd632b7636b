import { DatePicker, TimePicker } from 'antd';
import dayjs from 'dayjs';
import type { CellEditorProps } from './editor.types';

const FORMATS = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm:ss', time: 'HH:mm:ss' } as const;

/** Date, datetime and time cells; values are strings in the formats of widgets-spec §9. */
export function DateCellEditor({ column, value, disabled, onChange, onBlur }: CellEditorProps) {
  const format = FORMATS[column.type as keyof typeof FORMATS] ?? FORMATS.date;
  const parsed = typeof value === 'string' && value !== '' ? dayjs(value, format) : null;
  const emit = (next: dayjs.Dayjs | null) => onChange(next ? next.format(format) : null);
  const common = {
    autoFocus: true,
    defaultOpen: true,
    disabled,
    style: { width: '100%' },
    value: parsed,
    format,
    onBlur,
    placeholder: column.config.placeholder ?? `请选择${column.title}`,
  };
  if (column.type === 'time') return <TimePicker {...common} onChange={emit} />;
  return <DatePicker {...common} showTime={column.type === 'datetime'} onChange={emit} />;
}
