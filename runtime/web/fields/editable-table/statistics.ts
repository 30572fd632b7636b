/** Height of the statistics row (widgets-spec §9). */
export const STATISTICS_ROW_HEIGHT = 32;

/** Sum of a number column; empty and non-numeric cells count as 0, rounded to 2 decimals. */
export function columnSum(rows: readonly Record<string, unknown>[], key: string): number {
  let sum = 0;
  for (const row of rows) {
    const value = Number(row[key]);
    if (row[key] !== null && row[key] !== '' && Number.isFinite(value)) sum += value;
  }
  return Math.round(sum * 100) / 100;
}
