import { AUDIT_FIELD_SCHEMAS, detailFields, type DetailField } from '../screen/screenModel';
import type { FieldSchema, ScreenFile } from '../screen/screen.types';
import { RECORD_ID_FIELD, type RecordCheck } from './check.types';

/** Where a field named by a check lives: a column of the detail row, or of the screen's header. */
export interface CheckField {
  side: 'detail' | 'header';
  schema: FieldSchema;
}

/** The detail table a check looks in, or null when it looks in the screen's own rows (or names no such detail). */
export function checkDetail(screen: ScreenFile, check: Pick<RecordCheck, 'detail'>): DetailField | null {
  if (!check.detail) return null;
  return detailFields(screen).find((detail) => detail.name === check.detail) ?? null;
}

/**
 * A field of the looked-up rows: a column of the detail row first (a row's own `passed` wins over a
 * header field of that name), then a header field or the header's id; undefined when neither has it.
 */
export function checkField(screen: ScreenFile, detail: DetailField | null, name: string): CheckField | undefined {
  const column = detail?.columns.find(([key]) => key === name);
  if (column) return { side: 'detail', schema: column[1] };
  const field = screen.entity.properties[name];
  if (field && field.type !== 'array') return { side: 'header', schema: field };
  if (name === RECORD_ID_FIELD) return { side: 'header', schema: AUDIT_FIELD_SCHEMAS.id };
  return undefined;
}

/** Field of the record being checked (or copied from), `id` included; undefined when the screen has none. */
export function recordField(screen: ScreenFile, name: string): FieldSchema | undefined {
  if (name === RECORD_ID_FIELD) return AUDIT_FIELD_SCHEMAS.id;
  const field = screen.entity.properties[name];
  return field && field.type !== 'array' ? field : undefined;
}

/** The `{field}` placeholders of a check's message, in order of appearance. */
export function messagePlaceholders(message: string): string[] {
  return [...message.matchAll(/\{([a-zA-Z][a-zA-Z0-9]*)\}/g)].map((match) => match[1]);
}

/** The message with each `{field}` replaced by its text (unknown names are left as written). */
export function fillMessage(message: string, texts: Readonly<Record<string, string>>): string {
  return message.replace(/\{([a-zA-Z][a-zA-Z0-9]*)\}/g, (whole, name: string) => texts[name] ?? whole);
}
