import { isObservable, raw, toJS } from '@formily/reactive';

/**
 * The rows Formily holds, as the table keeps them: outside Formily's reactive proxies. Formily
 * wraps an array handed to it in a proxy (arrays cannot be marked raw), but keeps the array
 * itself behind it: unwrapping gives back the very array the table emitted, so the table knows
 * its own value by identity, and neither it nor anything it computes reads 10,000 rows through
 * proxies. Rows that did become proxies (assigned through Formily) are copied out.
 */
export function rowsFromForm(value: unknown): Record<string, unknown>[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const rows = raw(value) as Record<string, unknown>[];
  return rows.some((row) => isObservable(row)) ? rows.map((row) => toJS(row)) : rows;
}
