import type { FieldSchema } from '../screen/screen.types';
import type { CellRule } from '../screen/tableColumn.types';
import { checkRule, isEmptyValue, requiredMessage, validateFieldValue } from './fieldRules';
import { CELL_PRESETS, FIELD_RULES, UNIQUE_CODE } from './presets';
import { VALUE_CHECKS } from './valueChecks';

/** What the cell validator knows of a column: its property, its rules in order and its default. */
export interface RuledColumn {
  key: string;
  title: string;
  field: FieldSchema;
  rules: CellRule[];
}

/** Values counted per unique column, so "unique among rows" costs one pass for the whole table. */
export type UniqueCounts = Map<string, Map<string, number>>;

const REQUIRED_CODE = '*';

/**
 * The rules of a detail column in the order they run: required (from `items.required`), then the
 * property's `x-rules` (preset or field-rule codes, `only`, inline patterns), then the column's own
 * `validateRules`. Upstream's `*` pattern means required.
 */
export function columnRules(field: FieldSchema, required: boolean): CellRule[] {
  const rules: CellRule[] = required ? [{ required: true, message: requiredMessage(field) }] : [];
  for (const rule of field['x-rules'] ?? []) {
    if (typeof rule !== 'string') rules.push({ pattern: rule.pattern, message: rule.message });
    else if (rule === UNIQUE_CODE) rules.push({ unique: true });
    else if (rule === REQUIRED_CODE) rules.push({ required: true });
    else rules.push({ pattern: rule });
  }
  for (const rule of field['x-column']?.validateRules ?? []) {
    rules.push(rule.pattern === REQUIRED_CODE ? { required: true, message: rule.message } : rule);
  }
  return rules;
}

/** `${title}`, `${key}` and `${defaultValue}` in a rule message, filled from the column. */
export function fillMessage(message: string, column: RuledColumn): string {
  const values: Record<string, string> = {
    title: column.title,
    key: column.key,
    defaultValue: String(column.field['x-column']?.defaultValue ?? column.field.default ?? ''),
  };
  return message.replace(/\$\{(title|key|defaultValue)\}/g, (_, name: string) => values[name]);
}

const compiledPatterns = new Map<string, RegExp>();

function patternFailure(pattern: string, text: string): string | null {
  if (pattern in FIELD_RULES || pattern in CELL_PRESETS || pattern in VALUE_CHECKS) return checkRule(pattern, text);
  let regex = compiledPatterns.get(pattern);
  if (!regex) {
    regex = new RegExp(pattern);
    compiledPatterns.set(pattern, regex);
  }
  return regex.test(text) ? null : '${title}格式不正确';
}

const cellKey = (value: unknown): string => String(value);

/** Counts the values of every column with a unique rule over all rows. */
export function countUniqueValues(columns: RuledColumn[], rows: readonly Record<string, unknown>[]): UniqueCounts {
  const counts: UniqueCounts = new Map();
  for (const column of columns) {
    if (!column.rules.some((rule) => rule.unique || rule.pattern === UNIQUE_CODE)) continue;
    const values = new Map<string, number>();
    for (const row of rows) {
      const value = row[column.key];
      if (!isEmptyValue(value)) values.set(cellKey(value), (values.get(cellKey(value)) ?? 0) + 1);
    }
    counts.set(column.key, values);
  }
  return counts;
}

const withoutRules = new WeakMap<FieldSchema, FieldSchema>();

/** The property's own checks (number format, bounds, lengths) without its rules, which ran already. */
function schemaFailure(field: FieldSchema, value: unknown): string | null {
  let plain = withoutRules.get(field);
  if (!plain) {
    plain = { ...field, 'x-rules': undefined };
    withoutRules.set(field, plain);
  }
  return validateFieldValue(plain, value, false);
}

/**
 * The first failing rule of one cell (widgets-spec §5.3): required fails on empty; unique fails
 * when the value appears in two or more rows; patterns apply to non-empty values only. Handler
 * rules are asynchronous and run by the web table; here they pass. Returns the message or null.
 */
export function checkCell(column: RuledColumn, value: unknown, counts: UniqueCounts): string | null {
  const empty = isEmptyValue(value);
  for (const rule of column.rules) {
    let failure: string | null = null;
    if (rule.required) failure = empty ? (rule.message ?? '${title}不能为空') : null;
    else if (rule.unique || rule.pattern === UNIQUE_CODE)
      failure = !empty && (counts.get(column.key)?.get(cellKey(value)) ?? 0) > 1 ? (rule.message ?? '${title}不能重复') : null;
    else if (rule.pattern !== undefined && !empty) {
      const patternMessage = patternFailure(rule.pattern, String(value));
      failure = patternMessage === null ? null : (rule.message ?? patternMessage);
    }
    if (failure !== null) return fillMessage(failure, column);
  }
  return empty ? null : schemaFailure(column.field, value);
}

export interface CellError {
  rowIndex: number;
  key: string;
  message: string;
}

/** Every failing cell of a table, row by row, column by column (one pass plus one for uniqueness). */
export function validateRows(columns: RuledColumn[], rows: readonly Record<string, unknown>[]): CellError[] {
  const counts = countUniqueValues(columns, rows);
  const errors: CellError[] = [];
  for (let rowIndex = 0; rowIndex < rows.length; rowIndex += 1) {
    const row = rows[rowIndex];
    for (const column of columns) {
      const message = checkCell(column, row[column.key], counts);
      if (message !== null) errors.push({ rowIndex, key: column.key, message });
    }
  }
  return errors;
}
