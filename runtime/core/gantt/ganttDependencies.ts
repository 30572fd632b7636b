/** The ids of a dependencies value: comma-separated record ids, blanks dropped. */
export function dependencyIds(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  return String(value)
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

/**
 * A path of predecessors that leads from `id` back to itself (`[id, …, id]`), following
 * `predecessors` (record id → its predecessor ids), or null when there is none.
 */
export function dependencyCycle(id: string, predecessors: ReadonlyMap<string, readonly string[]>): string[] | null {
  const seen = new Set<string>();
  const walk = (current: string, path: string[]): string[] | null => {
    for (const next of predecessors.get(current) ?? []) {
      if (next === id) return [...path, next];
      if (seen.has(next)) continue;
      seen.add(next);
      const found = walk(next, [...path, next]);
      if (found) return found;
    }
    return null;
  };
  return walk(id, [id]);
}
