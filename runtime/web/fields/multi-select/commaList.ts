/** The stored comma-joined value of a multi-select as an array of its parts. */
export function splitCommaList(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  return String(value)
    .split(',')
    .filter((part) => part !== '');
}

/** The parts a user picked, stored as one comma-joined string (empty selection → undefined). */
export function joinCommaList(parts: string[] | undefined): string | undefined {
  return parts && parts.length > 0 ? parts.join(',') : undefined;
}
