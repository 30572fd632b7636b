import type { FieldRule, FieldSchema } from '../screen/screen.types';
import { CELL_PRESETS, FIELD_RULES, GENERIC_MESSAGES, UNIQUE_CODE } from './presets';
import { VALUE_CHECKS } from './valueChecks';

/** True for the values a user leaves empty: undefined, null, '' and []. */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Whether a field is chosen from options rather than typed (changes the required message). */
export function isChoiceField(field: FieldSchema): boolean {
  return Boolean(field['x-dict'] || field.enum || field.format || field.type === 'boolean');
}

/** The message for an empty required field, honouring rule-specific wording (请输入手机号 …). */
export function requiredMessage(field: FieldSchema): string {
  for (const rule of field['x-rules'] ?? []) {
    if (typeof rule === 'string' && FIELD_RULES[rule]?.requiredMessage) return FIELD_RULES[rule].requiredMessage!;
  }
  return isChoiceField(field) ? GENERIC_MESSAGES.requiredSelect(field.title) : GENERIC_MESSAGES.required(field.title);
}

/**
 * Checks one non-empty value against one rule; returns the failure message or null.
 * `only` (uniqueness) needs other rows and is left to the caller.
 */
export function checkRule(rule: FieldRule, value: unknown): string | null {
  const text = String(value);
  if (typeof rule !== 'string') return new RegExp(rule.pattern).test(text) ? null : rule.message;
  if (rule === UNIQUE_CODE) return null;
  const check = VALUE_CHECKS[rule];
  if (check) return check(text);
  const fieldRule = FIELD_RULES[rule];
  if (fieldRule) {
    if (!fieldRule.pattern.test(text)) return fieldRule.message;
    const tooShort = fieldRule.minLength !== undefined && text.length < fieldRule.minLength;
    const tooLong = fieldRule.maxLength !== undefined && text.length > fieldRule.maxLength;
    return tooShort || tooLong ? (fieldRule.lengthMessage ?? fieldRule.message) : null;
  }
  const preset = CELL_PRESETS[rule];
  if (!preset) throw new Error(`Unknown validation rule code '${rule}'`);
  return preset.test(text) ? null : `请输入正确的格式`;
}

/**
 * Validates one field value as the form does: required first, then length, then each rule in order.
 * Returns the first failure message, or null when the value is acceptable.
 */
export function validateFieldValue(field: FieldSchema, value: unknown, required: boolean): string | null {
  if (isEmptyValue(value)) return required ? requiredMessage(field) : null;
  if (field.type === 'string' && typeof value === 'string') {
    if (field.minLength !== undefined && value.length < field.minLength) return GENERIC_MESSAGES.minLength(field.minLength);
    if (field.maxLength !== undefined && value.length > field.maxLength) return GENERIC_MESSAGES.maxLength(field.maxLength);
  }
  if (field.type === 'number' || field.type === 'integer') {
    const num = Number(value);
    if (!Number.isFinite(num) || (field.type === 'integer' && !Number.isInteger(num))) return GENERIC_MESSAGES.format(field.title);
    if (field.minimum !== undefined && num < field.minimum) return GENERIC_MESSAGES.minimum(field.title, field.minimum);
    if (field.maximum !== undefined && num > field.maximum) return GENERIC_MESSAGES.maximum(field.title, field.maximum);
  }
  for (const rule of field['x-rules'] ?? []) {
    const failure = checkRule(rule, value);
    if (failure) return failure;
  }
  return null;
}
