import type { FieldSchema, RequiredWith } from '../screen/screen.types';
import { isEmptyValue, requiredMessage } from './fieldRules';

/** Whether the condition holds for a record: the other field equals `value`, or (no value) is filled in and not 0. */
export function requiredWithApplies(condition: RequiredWith, record: Readonly<Record<string, unknown>>): boolean {
  const other = record[condition.field];
  if (condition.value !== undefined) return !isEmptyValue(other) && String(other) === condition.value;
  return !isEmptyValue(other) && Number(other) !== 0;
}

/** The refusal of an empty conditionally required field, naming the field that makes it required. */
export function requiredWithMessage(field: FieldSchema, condition: RequiredWith, other: FieldSchema | undefined): string {
  if (condition.value !== undefined || !other) return requiredMessage(field);
  return `${other.title}不为0时，请填写${field.title}`;
}

/** The message for `value` of a field with `x-required-with` under `record`, or null when none applies. */
export function requiredWithFailure(
  properties: Readonly<Record<string, FieldSchema>>,
  fieldName: string,
  value: unknown,
  record: Readonly<Record<string, unknown>>,
): string | null {
  const field = properties[fieldName];
  const condition = field?.['x-required-with'];
  if (!condition || !isEmptyValue(value) || !requiredWithApplies(condition, record)) return null;
  return requiredWithMessage(field, condition, properties[condition.field]);
}
