/**
 * The site engineer's calculators (计算工具): each calculator declares its inputs, the formula as
 * the user reads it and a pure `run`; `calculate` validates the inputs first, so a negative, zero
 * or absurd value yields Chinese messages and no result at all.
 */

export interface CalcField {
  name: string;
  label: string;
  unit: string;
  /** Largest sensible value: anything above is a typo (a 5 km beam), refused. */
  max: number;
  /** 0 is allowed (a waste allowance, a structure volume); otherwise the value must be > 0. */
  allowZero?: boolean;
  integer?: boolean;
  /** Value the form starts with (the usual one, e.g. 1.5 m bay spacing). */
  initial?: number;
}

export interface CalcOutput {
  label: string;
  /** A number (rounded to `digits` for display) or a text answer such as "DN50". */
  value: number | string;
  unit: string;
  digits?: number;
}

export interface Calculator {
  key: string;
  title: string;
  /** The formula lines shown to the user, with the symbols of the field labels. */
  formula: string[];
  fields: CalcField[];
  /** Assumptions stated on the page (rules of thumb, tolerances). */
  notes?: string[];
  /** Checks across fields, after each field is valid (e.g. slab thinner than the beam). */
  check?(values: Readonly<Record<string, number>>): string[];
  run(values: Readonly<Record<string, number>>): CalcOutput[];
}

/** A tab of the page: one subject (混凝土方量) with its variants (矩形构件, 圆柱, 条形基础). */
export interface CalculatorGroup {
  key: string;
  title: string;
  calculators: Calculator[];
}

export type CalcOutcome = { ok: true; outputs: CalcOutput[] } | { ok: false; errors: string[] };

function fieldError(field: CalcField, value: number | null | undefined): string | undefined {
  if (value === null || value === undefined || Number.isNaN(value)) return `请输入${field.label}`;
  if (!Number.isFinite(value)) return `${field.label}不是有效数字`;
  if (value < 0) return `${field.label}不能为负数`;
  if (value === 0 && !field.allowZero) return `${field.label}必须大于 0`;
  if (value > field.max) return `${field.label}不能超过 ${field.max}${field.unit ? ` ${field.unit}` : ''}`;
  if (field.integer && !Number.isInteger(value)) return `${field.label}必须是整数`;
  return undefined;
}

export function calculate(calculator: Calculator, input: Readonly<Record<string, number | null | undefined>>): CalcOutcome {
  const errors = calculator.fields.map((field) => fieldError(field, input[field.name])).filter((error): error is string => error !== undefined);
  if (errors.length) return { ok: false, errors };
  const values = Object.fromEntries(calculator.fields.map((field) => [field.name, input[field.name] as number]));
  const crossErrors = calculator.check?.(values) ?? [];
  if (crossErrors.length) return { ok: false, errors: crossErrors };
  return { ok: true, outputs: calculator.run(values) };
}

/** Half-up rounding to `digits` decimals, robust to binary noise (1.005 → 1.01). */
export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round((value + Number.EPSILON * Math.abs(value)) * factor) / factor;
}

export function formatOutput(output: CalcOutput): string {
  const text = typeof output.value === 'number' ? roundTo(output.value, output.digits ?? 2).toFixed(output.digits ?? 2) : output.value;
  return output.unit ? `${text} ${output.unit}` : text;
}

/** The initial values of a calculator's form. */
export function initialValues(calculator: Calculator): Record<string, number | undefined> {
  return Object.fromEntries(calculator.fields.map((field) => [field.name, field.initial]));
}
