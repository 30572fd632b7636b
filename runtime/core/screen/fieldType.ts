import type { FieldSchema } from './screen.types';

/**
 * The field type a property renders with: its explicit `x-component`, else the type implied by its
 * schema. Only these defaults live here; each field type's behaviour lives in its own folder.
 */
export function fieldTypeOf(field: FieldSchema): string {
  if (field['x-component']) return field['x-component'];
  if (field.type === 'array') return 'EditableTable';
  if (field['x-dict'] || field.enum) return 'Select';
  if (field.format === 'date') return 'DatePicker';
  if (field.format === 'date-time') return 'DateTimePicker';
  if (field.format === 'time') return 'TimePicker';
  if (field.type === 'number' || field.type === 'integer') return 'InputNumber';
  if (field.type === 'boolean') return 'Switch';
  return 'Input';
}
