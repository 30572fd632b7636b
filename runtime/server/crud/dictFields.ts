import { storedFields } from '../../core/screen/screenModel';
import type { ScreenFile } from '../../core/screen/screen.types';
import { isEmptyValue } from '../../core/validation/fieldRules';

export interface DictField {
  field: string;
  title: string;
  code: string;
}

/** Worked out once per screen file: every list page and import labels its rows through these. */
const dictFieldsByScreen = new WeakMap<ScreenFile, readonly DictField[]>();

/** Stored fields that take their values from a dictionary, with the dictionary code. */
export function dictFields(screen: ScreenFile): readonly DictField[] {
  let fields = dictFieldsByScreen.get(screen);
  if (!fields) {
    fields = storedFields(screen).flatMap(([field, schema]) => (schema['x-dict'] ? [{ field, title: schema.title, code: schema['x-dict'] }] : []));
    dictFieldsByScreen.set(screen, fields);
  }
  return fields;
}

/**
 * The dictionary values held by a field value. Multi-select fields store comma lists; dictionary
 * values never contain commas, so every dictionary field is read this way.
 */
export function dictValuesOf(value: unknown): string[] {
  return isEmptyValue(value)
    ? []
    : String(value)
        .split(',')
        .filter((part) => part !== '');
}
