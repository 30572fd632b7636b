import { AUDIT_FIELD_SCHEMAS, detailFields, storedFields, type DetailField } from '../screen/screenModel';
import type { FieldSchema, ScreenFile } from '../screen/screen.types';
import { PROJECT_DIMENSION } from './dashboard.types';

/** The project column of a company dashboard's rows; its values read as the projects' names. */
export const PROJECT_FIELD: FieldSchema = { type: 'string', title: '项目' };

/** The fields of the screen's own table a widget may use: the stored fields and the audit columns. */
export function headerFields(screen: ScreenFile): Map<string, FieldSchema> {
  return new Map<string, FieldSchema>([...storedFields(screen), ...Object.entries(AUDIT_FIELD_SCHEMAS)]);
}

/** The detail field `name` of a screen, if it has one. */
export function detailNamed(screen: ScreenFile, name: string): DetailField | undefined {
  return detailFields(screen).find((detail) => detail.name === name);
}

/**
 * The fields a widget may aggregate, group and filter by: the screen's (see headerFields), or
 * for a widget over a detail, the detail row's columns beside its header's fields, a row column
 * hiding a header field of the same name.
 */
export function widgetFields(screen: ScreenFile, detail?: DetailField, company = false): Map<string, FieldSchema> {
  const header = headerFields(screen);
  // A company dashboard reads several projects' rows: the project column is a field of every project screen there.
  if (company && screen.scope === 'project') header.set(PROJECT_DIMENSION, PROJECT_FIELD);
  if (!detail) return header;
  return new Map<string, FieldSchema>([...header, ...detail.columns.filter(([, field]) => field.type !== 'array')]);
}

export function isDateField(field: FieldSchema): boolean {
  return field.format === 'date' || field.format === 'date-time';
}

export function isNumberField(field: FieldSchema): boolean {
  return field.type === 'number' || field.type === 'integer';
}
