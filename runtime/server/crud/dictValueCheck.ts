import type { ScreenFile } from '../../core/screen/screen.types';
import type { FieldError } from '../../core/validation/recordValidator';
import type { AuthContext } from '../auth/authContext';
import type { AppDb } from '../db/dbTypes';
import type { DictService } from '../dict/dictService';
import { dictFields, dictValuesOf } from './dictFields';

/** The refusal of a value outside the field's dictionary (also the Excel import's bulk check). */
export const notInDictionary = (title: string): string => `${title}的值不在可选范围内`;

/**
 * Errors for dictionary fields whose value is not one of the dictionary's choosable values.
 * Only fields in `checkedFields` are checked, so an edit does not fail on a value that was valid
 * when stored and whose item has since been disabled.
 */
export async function dictValueErrors(
  executor: AppDb,
  screen: ScreenFile,
  record: Record<string, unknown>,
  checkedFields: ReadonlySet<string>,
  dicts: DictService,
  auth: AuthContext,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const { field, title, code } of dictFields(screen)) {
    const values = dictValuesOf(record[field]);
    if (!checkedFields.has(field) || values.length === 0) continue;
    const invalid = await dicts.invalidValues(code, values, auth, executor);
    if (invalid.length > 0) errors.push({ field, message: notInDictionary(title) });
  }
  return errors;
}
