import { closest, distance } from 'fastest-levenshtein';

/** A "did you mean" hint when a close valid name exists (distance at most a third of the word). */
export function didYouMean(wrong: string, valid: readonly string[]): string {
  if (valid.length === 0) return '';
  const best = closest(wrong, [...valid]);
  const limit = Math.max(2, Math.ceil(wrong.length / 3));
  return distance(wrong.toLowerCase(), best.toLowerCase()) <= limit ? `; did you mean '${best}'?` : '';
}

/** The `count` valid names nearest to a wrong one, nearest first (ties keep the given order). */
export function nearestNames(wrong: string, valid: readonly string[], count = 3): string[] {
  const lower = wrong.toLowerCase();
  return valid
    .map((name, order) => ({ name, order, far: distance(lower, name.toLowerCase()) }))
    .sort((a, b) => a.far - b.far || a.order - b.order)
    .slice(0, count)
    .map(({ name }) => name);
}

/** Names quoted and joined the Chinese way: 'a'、'b'、'c'. */
export function quotedList(names: readonly string[]): string {
  return names.map((name) => `'${name}'`).join('、');
}
