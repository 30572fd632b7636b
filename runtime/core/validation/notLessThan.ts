import type { FieldSchema } from '../screen/screen.types';
import { isEmptyValue } from './fieldRules';

/** Date fields compare as their `YYYY-MM-DD` text, which orders like the days; numbers compare as numbers. */
const isDate = (field: FieldSchema | undefined) => field?.format === 'date';

/**
 * The message for `value` of a field with `x-not-less-than` (a range's upper bound, such as
 * 厚度上限 against 厚度下限, or 计划完成 against 计划开始) under `record`, or null when either is
 * empty, they are not comparable or the order holds.
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
  const lowerTitle = properties[lowerName]?.title ?? lowerName;
  if (isDate(field) && isDate(properties[lowerName])) return String(value) < String(record[lowerName]) ? `${field.title}不能早于${lowerTitle}` : null;
  const upper = Number(value);
  const lower = Number(record[lowerName]);
  if (Number.isNaN(upper) || Number.isNaN(lower) || upper >= lower) return null;
  return `${field.title}不能小于${lowerTitle}`;
}
