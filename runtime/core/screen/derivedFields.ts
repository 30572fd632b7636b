import { evaluateFormula, parseFormula, type Formula } from '../compute/formula';
import { withBandFields } from './bandFields';
import type { FieldSchema, ScreenFile } from './screen.types';

const parsed = new Map<string, Formula>();

/** A formula parsed once (the lint has checked it parses). */
function formulaOf(text: string): Formula {
  let formula = parsed.get(text);
  if (!formula) {
    formula = parseFormula(text);
    parsed.set(text, formula);
  }
  return formula;
}

/** A computed number kept within its field's bounds and to 2 decimals (a 信用分 of 100 + 5 is 100). */
function bounded(field: FieldSchema, value: number): number {
  const low = field.minimum ?? -Infinity;
  const high = field.maximum ?? Infinity;
  return Math.round(Math.min(high, Math.max(low, value)) * 100) / 100;
}

/** `record` with its `x-formula` fields computed, in entity order (an empty operand counts as 0). */
export function withFormulaFields(screen: ScreenFile, record: Record<string, unknown>): Record<string, unknown> {
  let result = record;
  for (const [name, field] of Object.entries(screen.entity.properties)) {
    const text = field['x-formula'];
    if (!text) continue;
    const value = bounded(field, evaluateFormula(formulaOf(text), result));
    if (result[name] !== value) result = { ...result, [name]: value };
  }
  return result;
}

/**
 * A record with every field the server derives filled in: formulas first, then the bands that may
 * read them (信用分 → 信用等级). The save applies it before validation, and again after the `x-sum`
 * fields are read, so what is stored never disagrees with its inputs.
 */
export function withDerivedFields(screen: ScreenFile, record: Record<string, unknown>): Record<string, unknown> {
  return withBandFields(screen, withFormulaFields(screen, record));
}

/** The header fields the server derives (x-sum, x-count, x-lookup, x-formula, x-bands, x-stream-status): an edit always writes them, as they follow its other fields. */
export function derivedFieldNames(screen: ScreenFile): string[] {
  return Object.entries(screen.entity.properties)
    .filter(([, field]) => field['x-bands'] || field['x-formula'] || field['x-sum'] || field['x-count'] || field['x-lookup'] || field['x-stream-status'])
    .map(([name]) => name);
}
