import { storedFields } from '../../core/screen/screenModel';
import type { ScreenFile } from '../../core/screen/screen.types';
import { isEmptyValue } from '../../core/validation/fieldRules';

/** Stored fields that take their values from a dictionary, with the dictionary code. */
export function dictFields(screen: ScreenFile): { field: string; title: string; code: string }[] {
  return storedFields(screen).flatMap(([field, schema]) => (schema['x-dict'] ? [{ field, title: schema.title, code: schema['x-dict'] }] : []));
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
