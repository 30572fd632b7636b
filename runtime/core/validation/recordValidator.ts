import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { FieldSchema, ScreenFile } from '../screen/screen.types';
import { GENERIC_MESSAGES } from './presets';
import { checkRule, isEmptyValue, requiredMessage, validateFieldValue } from './fieldRules';
import { validateDetailRows } from './detailRows';
import { notLessThanFailure } from './notLessThan';
import { notFutureFailure } from './notFuture';
import { requiredWithFailure } from './requiredWith';

export interface FieldError {
  field: string;
  message: string;
}

export type RecordValidator = (record: Record<string, unknown>) => FieldError[];

const DATE_FORMATS: Record<string, RegExp> = {
  date: /^\d{4}-\d{2}-\d{2}$/,
  'date-time': /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
  time: /^\d{2}:\d{2}(:\d{2})?$/,
};

function createAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false });
  for (const [name, pattern] of Object.entries(DATE_FORMATS)) ajv.addFormat(name, pattern);
  ajv.addKeyword({
    keyword: 'x-rules',
    schemaType: 'array',
    errors: true,
    validate: function validateRules(this: unknown, rules: FieldSchema['x-rules'], data: unknown) {
      if (isEmptyValue(data)) return true;
      for (const rule of rules ?? []) {
        const message = checkRule(rule, data);
        if (message) {
          (validateRules as unknown as { errors: Partial<ErrorObject>[] }).errors = [{ keyword: 'x-rules', message, params: {} }];
          return false;
        }
      }
      return true;
    },
  });
  return ajv;
}

let sharedAjv: Ajv | undefined;
const compiled = new WeakMap<ScreenFile, ValidateFunction>();

/** Drops empty values so that "left blank" means "absent" for `required`, as users expect. */
export function withoutEmptyValues(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => !isEmptyValue(value)));
}

function fieldOf(error: ErrorObject): string {
  if (error.keyword === 'required') return String(error.params.missingProperty);
  if (error.keyword === 'additionalProperties') return String(error.params.additionalProperty);
  return error.instancePath.replace(/^\//, '').split('/')[0];
}

function messageOf(error: ErrorObject, screen: ScreenFile): string {
  const fieldName = fieldOf(error);
  const field = screen.entity.properties[fieldName];
  if (!field) return `不允许的字段：${fieldName}`;
  switch (error.keyword) {
    case 'required':
      return requiredMessage(field);
    case 'maxLength':
      return GENERIC_MESSAGES.maxLength(Number(error.params.limit));
    case 'minLength':
      return GENERIC_MESSAGES.minLength(Number(error.params.limit));
    case 'minimum':
      return GENERIC_MESSAGES.minimum(field.title, Number(error.params.limit));
    case 'maximum':
      return GENERIC_MESSAGES.maximum(field.title, Number(error.params.limit));
    case 'enum':
      return GENERIC_MESSAGES.choice(field.title);
    case 'x-rules':
      return error.message ?? GENERIC_MESSAGES.format(field.title);
    default:
      return GENERIC_MESSAGES.format(field.title);
  }
}

/**
 * The entity as plain JSON Schema for ajv, closed to unknown properties. A detail table is only
 * checked to be an array of objects here; its cells go through the table's own rules.
 */
function toAjvSchema(screen: ScreenFile): object {
  const properties = Object.fromEntries(
    Object.entries(screen.entity.properties).map(([name, field]) => [name, field.type === 'array' ? { type: 'array', items: { type: 'object' } } : field]),
  );
  return { ...screen.entity, properties, additionalProperties: false };
}

/** Cell errors of every detail table of the record, one per detail field (the first failing cell). */
function detailErrors(screen: ScreenFile, record: Record<string, unknown>, reported: Map<string, string>): void {
  for (const [name, field] of Object.entries(screen.entity.properties)) {
    if (field.type !== 'array' || reported.has(name)) continue;
    const [first] = validateDetailRows(field, record[name]);
    if (first) reported.set(name, `${field.title}${first}`);
  }
}

/**
 * Validates a whole record of a screen with ajv (compiled once per screen) and the shared rule
 * presets. Empty values count as absent. Returns one error per failing field, in field order.
 */
export function validateRecord(screen: ScreenFile, record: Record<string, unknown>): FieldError[] {
  sharedAjv ??= createAjv();
  let validate = compiled.get(screen);
  if (!validate) {
    validate = sharedAjv.compile(toAjvSchema(screen));
    compiled.set(screen, validate);
  }
  const errors = new Map<string, string>();
  if (!validate(withoutEmptyValues(record))) {
    for (const error of validate.errors ?? []) {
      const field = fieldOf(error);
      if (!errors.has(field)) errors.set(field, messageOf(error, screen));
    }
  }
  detailErrors(screen, record, errors);
  for (const name of Object.keys(screen.entity.properties)) {
    const failure = errors.has(name) ? null : crossFieldFailure(screen.entity.properties, name, record[name], record);
    if (failure) errors.set(name, failure);
  }
  if (errors.size === 0) return [];
  const order = Object.keys(screen.entity.properties);
  return [...errors].map(([field, message]) => ({ field, message })).sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}

/** The first failure of a field's rules that read other fields of the record (`x-required-with`, `x-not-less-than`) or the clock (`x-not-future`). */
function crossFieldFailure(
  properties: Readonly<Record<string, FieldSchema>>,
  name: string,
  value: unknown,
  record: Readonly<Record<string, unknown>>,
): string | null {
  return (
    requiredWithFailure(properties, name, value, record) ?? notLessThanFailure(properties, name, value, record) ?? notFutureFailure(properties[name], value)
  );
}

/**
 * Validates one field of a screen as a form does while the user types. For a detail table the
 * message counts the failing cells and names the first: `材料明细有2处错误，第1行「单位」：请选择单位!`.
 * `record` (the form's values) decides `x-required-with` and `x-not-less-than`; today decides `x-not-future`.
 */
export function validateScreenField(screen: ScreenFile, fieldName: string, value: unknown, record: Readonly<Record<string, unknown>> = {}): string | null {
  const field = screen.entity.properties[fieldName];
  if (!field) return null;
  const conditional = crossFieldFailure(screen.entity.properties, fieldName, value, record);
  if (conditional) return conditional;
  const required = screen.entity.required?.includes(fieldName) ?? false;
  if (field.type !== 'array') return validateFieldValue(field, value, required);
  if (required && isEmptyValue(value)) return requiredMessage(field);
  const failures = validateDetailRows(field, value);
  return failures.length === 0 ? null : `${field.title}有${failures.length}处错误，${failures[0]}`;
}
