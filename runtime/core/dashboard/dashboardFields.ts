import { AUDIT_FIELD_SCHEMAS, storedFields } from '../screen/screenModel';
import type { FieldSchema, ScreenFile } from '../screen/screen.types';

/** The fields a widget may aggregate, group and filter by: the stored fields and the audit columns. */
export function widgetFields(screen: ScreenFile): Map<string, FieldSchema> {
  return new Map<string, FieldSchema>([...storedFields(screen), ...Object.entries(AUDIT_FIELD_SCHEMAS)]);
}

export function isDateField(field: FieldSchema): boolean {
  return field.format === 'date' || field.format === 'date-time';
}

export function isNumberField(field: FieldSchema): boolean {
  return field.type === 'number' || field.type === 'integer';
}
