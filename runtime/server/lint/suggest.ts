import { closest, distance } from 'fastest-levenshtein';

/** The valid name a wrong one is probably a slip for (distance at most a third of the word), if any. */
export function closeName(wrong: string, valid: readonly string[]): string | undefined {
  if (valid.length === 0) return undefined;
  const best = closest(wrong, [...valid]);
  const limit = Math.max(2, Math.ceil(wrong.length / 3));
  return distance(wrong.toLowerCase(), best.toLowerCase()) <= limit ? best : undefined;
}

/** A "did you mean" hint when a close valid name exists. */
export function didYouMean(wrong: string, valid: readonly string[]): string {
  const best = closeName(wrong, valid);
  return best === undefined ? '' : `; did you mean '${best}'?`;
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
