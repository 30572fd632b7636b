/** Smallest, middle and largest of a set of measurements (the median of an even count is the mean of the middle two). */
export interface Spread {
  min: number;
  median: number;
  max: number;
}

export function spread(values: readonly number[]): Spread {
  if (values.length === 0) throw new Error('spread of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { min: sorted[0], median, max: sorted[sorted.length - 1] };
}

/** `min / median / max` with a unit, each figure through `format`. */
export function formatSpread({ min, median, max }: Spread, format: (value: number) => string): string {
  return `${format(min)} / ${format(median)} / ${format(max)}`;
}
