/** Rows grouped by parent id in `sort_no` (then name) order; a row whose parent is not among them is a root (key null). */
export function rowsByParent<Row extends { id: string; parent_id: string | null; sort_no: number; name: string }>(
  rows: readonly Row[],
): Map<string | null, Row[]> {
  const ids = new Set(rows.map((row) => row.id));
  const byParent = new Map<string | null, Row[]>();
  for (const row of [...rows].sort((a, b) => a.sort_no - b.sort_no || a.name.localeCompare(b.name))) {
    const parent = row.parent_id && ids.has(row.parent_id) ? row.parent_id : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  return byParent;
}
