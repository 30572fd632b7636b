/** Row height of widgets-spec §9. */
export const ROW_HEIGHT = 61;
/** Rows rendered above and below the visible ones, so a scroll frame never shows a gap. */
export const ROW_BUFFER = 2;

export interface RowWindow {
  /** First rendered row index. */
  start: number;
  /** One past the last rendered row index. */
  end: number;
  /** Height of the whole list, so the scroll bar matches all rows. */
  totalHeight: number;
}

/**
 * The rows to render for a scroll position: those intersecting the viewport plus a buffer on
 * each side, always `windowCapacity` rows (fewer only when the table has fewer), so that the
 * window depends on the first visible row only and every scroll by one row swaps exactly one
 * row. With the default 400 px table (about 6 visible rows) that is 11 rows.
 */
export function rowWindow(scrollTop: number, viewportHeight: number, rowCount: number, rowHeight = ROW_HEIGHT, buffer = ROW_BUFFER): RowWindow {
  const totalHeight = rowCount * rowHeight;
  if (rowCount === 0) return { start: 0, end: 0, totalHeight };
  const top = Math.max(0, Math.min(scrollTop, Math.max(0, totalHeight - viewportHeight)));
  const first = Math.floor(top / rowHeight);
  const end = Math.min(rowCount, Math.max(0, first - buffer) + windowCapacity(viewportHeight, rowHeight, buffer));
  return { start: Math.max(0, end - windowCapacity(viewportHeight, rowHeight, buffer)), end, totalHeight };
}

/** The most rows `rowWindow` can answer for a viewport: the rows it can intersect plus both buffers. */
export function windowCapacity(viewportHeight: number, rowHeight = ROW_HEIGHT, buffer = ROW_BUFFER): number {
  return Math.ceil(Math.max(0, viewportHeight) / rowHeight) + 1 + 2 * buffer;
}

/**
 * A row's React key: its index modulo the window capacity. Consecutive indices in one window get
 * distinct slots, and (windows being exactly that long) the row entering the window takes the
 * slot of the one leaving it, so
 * scrolling re-renders the DOM of that one row in place instead of unmounting and re-creating it
 * (and the rows that stay keep their slot, so their memoised views are skipped).
 */
export function rowSlot(index: number, capacity: number): number {
  return index % capacity;
}

/** Whether two windows render the same rows (a scroll inside a row does not re-render). */
export function sameWindow(a: RowWindow, b: RowWindow): boolean {
  return a.start === b.start && a.end === b.end && a.totalHeight === b.totalHeight;
}
