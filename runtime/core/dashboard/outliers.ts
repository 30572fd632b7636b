import type { Measure, WidgetRow } from './dashboard.types';

/**
 * Which rows are outliers of measure `index`: its value above `outlier.above` × or below
 * `outlier.below` × the average of the rows' values (rows without a number are never outliers).
 * The average is of the rows shown, e.g. of the projects a company widget compares.
 */
export function outlierFlags(measure: Measure, rows: readonly WidgetRow[], index: number): boolean[] {
  const { outlier } = measure;
  const numbers = rows.map((row) => row.values[index]).filter((value): value is number => typeof value === 'number');
  if (!outlier || numbers.length < 2) return rows.map(() => false);
  const average = numbers.reduce((sum, value) => sum + value, 0) / numbers.length;
  return rows.map((row) => {
    const value = row.values[index];
    if (typeof value !== 'number') return false;
    return (outlier.above !== undefined && value > average * outlier.above) || (outlier.below !== undefined && value < average * outlier.below);
  });
}

/** Whether cell (row, measure) stands out in the alert colour: an `alert` measure above 0, or an outlier. */
export function alertCells(measures: readonly Measure[], rows: readonly WidgetRow[]): boolean[][] {
  const outliers = measures.map((measure, index) => outlierFlags(measure, rows, index));
  return rows.map((row, r) =>
    measures.map(
      (measure, index) => outliers[index][r] || (measure.alert === true && typeof row.values[index] === 'number' && (row.values[index] as number) > 0),
    ),
  );
}
