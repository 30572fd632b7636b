import type { ComputeDeclaration, ComputeFrom, ComputeLookup, ComputeMeasure } from './compute.types';
import { evaluateFormula, parseFormula, type Formula } from './formula';

type Row = Record<string, unknown>;

const textOf = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const numberOf = (value: unknown): number => {
  const number = Number(value ?? 0);
  return Number.isFinite(number) ? number : 0;
};
/** Amounts and hours are kept to 2 decimals, as the columns show them. */
const round2 = (value: number): number => Math.round(value * 100) / 100;

/** First and last day (`YYYY-MM-DD`) of a month `YYYY-MM`; null for anything else. */
export function monthRange(month: unknown): { begin: string; end: string } | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(textOf(month));
  if (!match) return null;
  const lastDay = new Date(Date.UTC(Number(match[1]), Number(match[2]), 0)).getUTCDate();
  return { begin: `${match[0]}-01`, end: `${match[0]}-${String(lastDay).padStart(2, '0')}` };
}

/** A measure over rows: a count (of rows whose field holds one of `values`, when given) or a sum rounded to 2 decimals. */
export function measureValue(measure: ComputeMeasure, rows: readonly Row[]): number {
  if ('sum' in measure) return round2(rows.reduce((total, row) => total + numberOf(row[measure.sum]), 0));
  const { field, values } = measure.count;
  if (!field || !values) return rows.length;
  return rows.filter((row) => values.includes(textOf(row[field]))).length;
}

/** The source rows grouped by their key, each key's values measured; keys in order of first appearance. */
export function aggregateByKey(from: ComputeFrom, sourceRows: readonly Row[]): Map<string, Row> {
  const groups = new Map<string, Row[]>();
  for (const row of sourceRows) {
    const key = textOf(row[from.key]);
    if (!key) continue;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const result = new Map<string, Row>();
  for (const [key, rows] of groups)
    result.set(key, Object.fromEntries(Object.entries(from.values).map(([field, measure]) => [field, measureValue(measure, rows)])));
  return result;
}

/** A lookup's record per key: with `latest`, the one with the latest date not after `monthEnd` (records without a date never apply). */
export function recordsByKey(lookup: ComputeLookup, records: readonly Row[], monthEnd: string): Map<string, Row> {
  const result = new Map<string, Row>();
  for (const record of records) {
    const key = textOf(record[lookup.key]);
    if (!key) continue;
    if (!lookup.latest) {
      result.set(key, record);
      continue;
    }
    const date = textOf(record[lookup.latest]).slice(0, 10);
    if (!date || date > monthEnd) continue;
    const current = result.get(key);
    if (!current || date > textOf(current[lookup.latest]).slice(0, 10)) result.set(key, record);
  }
  return result;
}

const parsed = new WeakMap<ComputeDeclaration, [string, Formula][]>();

/** The declaration's formulas parsed once (the lint has refused any that does not parse). */
function formulasOf(declaration: ComputeDeclaration): [string, Formula][] {
  let formulas = parsed.get(declaration);
  if (!formulas) {
    formulas = Object.entries(declaration.formulas ?? {}).map(([field, text]) => [field, parseFormula(text)]);
    parsed.set(declaration, formulas);
  }
  return formulas;
}

/** A row with its formula fields computed in order (a later formula may read an earlier one), rounded to 2 decimals. */
export function withFormulas(declaration: ComputeDeclaration, row: Row): Row {
  const result = { ...row };
  for (const [field, formula] of formulasOf(declaration)) result[field] = round2(evaluateFormula(formula, result));
  return result;
}

/** The header totals of the rows. */
export function totalsOf(declaration: ComputeDeclaration, rows: readonly Row[]): Row {
  return Object.fromEntries(Object.entries(declaration.totals ?? {}).map(([field, measure]) => [field, measureValue(measure, rows)]));
}

/** What the sources say about each key: the aggregates of `from`, then each lookup's values. */
export interface SourceValues {
  aggregates: Map<string, Row>;
  /** One map per lookup, in the declaration's order. */
  lookups: Map<string, Row>[];
}

/**
 * The document's rows after a fill: one per key of `from` in its order, the filled fields from the
 * sources and the user's own fields (扣款, 计件数量, 备注) kept from the stored row of that key;
 * stored rows of keys the sources no longer name are kept (a piece worker added by hand), their
 * looked-up values refreshed. Formulas are applied to every row.
 */
export function filledRows(declaration: ComputeDeclaration, sources: SourceValues, stored: readonly Row[]): Row[] {
  const { key } = declaration;
  const storedByKey = new Map(stored.map((row) => [textOf(row[key]), row]));
  const lookedUp = (keyValue: string): Row => {
    const values: Row = {};
    (declaration.lookups ?? []).forEach((lookup, i) => {
      const record = sources.lookups[i]?.get(keyValue);
      for (const [field, source] of Object.entries(lookup.values)) values[field] = record?.[source] ?? null;
    });
    return values;
  };
  const rows: Row[] = [];
  for (const [keyValue, aggregate] of sources.aggregates) {
    rows.push(withFormulas(declaration, { ...storedByKey.get(keyValue), [key]: keyValue, ...aggregate, ...lookedUp(keyValue) }));
    storedByKey.delete(keyValue);
  }
  for (const [keyValue, row] of storedByKey) rows.push(withFormulas(declaration, keyValue ? { ...row, ...lookedUp(keyValue) } : row));
  return rows;
}
