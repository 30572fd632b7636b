import { storedFields } from '../screen/screenModel';
import { AUDIT_FIELDS, type FieldSchema, type ScreenFile } from '../screen/screen.types';
import type { ConditionOption, ConditionValueType } from './superQuery.types';

/** A field the builder offers, with what a condition copies from it when picked. */
export interface SuperQueryField {
  field: string;
  title: string;
  type: ConditionValueType;
  dbType: string;
  dictCode?: string;
  options?: ConditionOption[];
}

function valueType(field: FieldSchema): ConditionValueType {
  if (field['x-dict'] || field.enum) return 'dict';
  if (field.format === 'date') return 'date';
  if (field.format === 'date-time') return 'datetime';
  if (field.type === 'number' || field.type === 'integer') return 'number';
  return 'string';
}

/** The column type name upstream sends as `dbType`. */
function dbType(field: FieldSchema): string {
  if (field.format === 'date') return 'date';
  if (field.format === 'date-time') return 'datetime';
  if (field.type === 'integer') return 'int';
  if (field.type === 'number') return 'BigDecimal';
  return 'string';
}

function toOption(field: FieldSchema): ConditionOption[] | undefined {
  if (field['x-dict'] || !field.enum) return undefined;
  return field.enum.map((value) => ({ value: String(value), text: String(value) }));
}

/**
 * The fields of a screen the advanced query may filter on: its stored fields (the server allows
 * exactly these), in entity order, except booleans and password-like write-only fields.
 */
export function superQueryFields(screen: ScreenFile): SuperQueryField[] {
  const audit = new Set<string>(AUDIT_FIELDS);
  return storedFields(screen)
    .filter(([name, field]) => !audit.has(name) && field.type !== 'boolean')
    .map(([name, field]) => {
      const options = toOption(field);
      return {
        field: name,
        title: field.title,
        type: valueType(field),
        dbType: dbType(field),
        ...(field['x-dict'] ? { dictCode: field['x-dict'] } : {}),
        ...(options ? { options } : {}),
      };
    });
}
