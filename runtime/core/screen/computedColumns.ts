import type { FieldSchema } from './screen.types';

/** Rounds a money-like product to 2 decimals, as the amount columns store it. */
const round2 = (value: number): number => Math.round(value * 100) / 100;
/** Rounds a difference of quantities to 6 decimals (0.3 − 0.1 is 0.2). */
const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;

const numberOf = (value: unknown): number => (value === '' || value === null || value === undefined ? NaN : Number(value));

/**
 * A row with its computed columns filled in (`x-column.product`, e.g. amount = planQty × unitPrice;
 * `x-column.difference`, e.g. diffQty = actualQty − bookQty). A result of which an operand is empty
 * or not a number is empty. The browser and the server use it,
 * so a stored amount always matches its factors.
 */
export function withComputedColumns(field: FieldSchema, row: Record<string, unknown>): Record<string, unknown> {
  let result = row;
  for (const [key, column] of Object.entries(field.items?.properties ?? {})) {
    const factors = column['x-column']?.product;
    const operands = column['x-column']?.difference;
    if (!factors && !operands) continue;
    const numbers = (factors ?? operands ?? []).map((name) => numberOf(row[name]));
    let value: number | null = null;
    if (numbers.every(Number.isFinite)) value = factors ? round2(numbers.reduce((product, n) => product * n, 1)) : round6(numbers[0] - numbers[1]);
    if (result[key] !== value) result = { ...result, [key]: value };
  }
  return result;
}
