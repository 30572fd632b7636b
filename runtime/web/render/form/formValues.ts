import { raw } from '@formily/reactive';
import type { ScreenFile } from '../../../core/screen/screen.types';
import { isEmptyValue } from '../../../core/validation/fieldRules';
import { formFields } from './formFields';
import type { FormMode } from './formMode';

/**
 * Starting values of a form: the entity defaults when adding, the record's own values when editing
 * or viewing; `fixedValues` (a detail row's foreign key) always win.
 */
export function initialFormValues(
  screen: ScreenFile,
  mode: FormMode,
  record: Record<string, unknown> | undefined,
  fixedValues: Record<string, string> = {},
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of formFields(screen, mode)) {
    const value = mode === 'add' ? field.default : record?.[name];
    if (value !== undefined && value !== null) values[name] = value;
  }
  return { ...values, ...fixedValues };
}

/**
 * The body sent to `{api}/add` or `{api}/edit`: the form's entity fields only. Empty fields are
 * left out when adding; when editing they are sent as null to clear the stored value, except
 * write-only fields (a password), which an empty input leaves unchanged.
 */
export function savePayload(screen: ScreenFile, mode: Exclude<FormMode, 'view'>, values: Record<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [name, field] of formFields(screen, mode)) {
    // The value itself, not Formily's proxy of it: a 10,000-row detail table is serialised
    // without a proxy trap per cell.
    const value: unknown = raw(values[name]);
    if (!isEmptyValue(value)) payload[name] = value;
    else if (mode === 'edit' && !field['x-write-only']) payload[name] = null;
  }
  return payload;
}
