import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { FieldSchema, ScreenFile } from '../screen/screen.types';
import { GENERIC_MESSAGES } from './presets';
import { checkRule, isEmptyValue, requiredMessage, validateFieldValue } from './fieldRules';

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

/** The entity as plain JSON Schema for ajv, closed to unknown properties. */
function toAjvSchema(screen: ScreenFile): object {
  return { ...screen.entity, additionalProperties: false };
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
  if (validate(withoutEmptyValues(record))) return [];
  const errors = new Map<string, string>();
  for (const error of validate.errors ?? []) {
    const field = fieldOf(error);
    if (!errors.has(field)) errors.set(field, messageOf(error, screen));
  }
  const order = Object.keys(screen.entity.properties);
  return [...errors].map(([field, message]) => ({ field, message })).sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}

/** Validates one field of a screen as a form does while the user types. */
export function validateScreenField(screen: ScreenFile, fieldName: string, value: unknown): string | null {
  const field = screen.entity.properties[fieldName];
  if (!field) return null;
  return validateFieldValue(field, value, screen.entity.required?.includes(fieldName) ?? false);
}
