import type { FieldSchema } from '../screen/screen.types';
import { isEmptyValue } from './fieldRules';

/**
 * The message for `value` of a field with `x-not-less-than` (a range's upper bound, such as
 * 厚度上限 against 厚度下限) under `record`, or null when both are not numbers or the order holds.
 */
export function notLessThanFailure(
  properties: Readonly<Record<string, FieldSchema>>,
  fieldName: string,
  value: unknown,
  record: Readonly<Record<string, unknown>>,
): string | null {
  const field = properties[fieldName];
  const lowerName = field?.['x-not-less-than'];
  if (!lowerName || isEmptyValue(value) || isEmptyValue(record[lowerName])) return null;
  const upper = Number(value);
  const lower = Number(record[lowerName]);
  if (Number.isNaN(upper) || Number.isNaN(lower) || upper >= lower) return null;
  return `${field.title}不能小于${properties[lowerName]?.title ?? lowerName}`;
}
