import type { FieldSchema } from './screen.types';

/** Rounds a money-like product to 2 decimals, as the amount columns store it. */
const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * A row with its computed columns filled in (`x-column.product`, e.g. amount = planQty × unitPrice).
 * A product of which a factor is empty or not a number is empty. The browser and the server use it,
 * so a stored amount always matches its factors.
 */
export function withComputedColumns(field: FieldSchema, row: Record<string, unknown>): Record<string, unknown> {
  let result = row;
  for (const [key, column] of Object.entries(field.items?.properties ?? {})) {
    const factors = column['x-column']?.product;
    if (!factors) continue;
    const numbers = factors.map((factor) => (row[factor] === '' || row[factor] === null || row[factor] === undefined ? NaN : Number(row[factor])));
    const value = numbers.every(Number.isFinite) ? round2(numbers.reduce((product, n) => product * n, 1)) : null;
    if (result[key] !== value) result = { ...result, [key]: value };
  }
  return result;
}
