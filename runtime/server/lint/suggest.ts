import { closest, distance } from 'fastest-levenshtein';

/** A "did you mean" hint when a close valid name exists (distance at most a third of the word). */
export function didYouMean(wrong: string, valid: readonly string[]): string {
  if (valid.length === 0) return '';
  const best = closest(wrong, [...valid]);
  const limit = Math.max(2, Math.ceil(wrong.length / 3));
  return distance(wrong.toLowerCase(), best.toLowerCase()) <= limit ? `; did you mean '${best}'?` : '';
}
