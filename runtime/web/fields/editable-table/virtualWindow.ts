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
 * each side. With the default 400 px table (about 6.5 visible rows) that is about 9–11 rows.
 */
export function rowWindow(scrollTop: number, viewportHeight: number, rowCount: number, rowHeight = ROW_HEIGHT, buffer = ROW_BUFFER): RowWindow {
  const totalHeight = rowCount * rowHeight;
  if (rowCount === 0) return { start: 0, end: 0, totalHeight };
  const top = Math.max(0, Math.min(scrollTop, Math.max(0, totalHeight - viewportHeight)));
  const first = Math.floor(top / rowHeight);
  const last = Math.ceil((top + viewportHeight) / rowHeight);
  return { start: Math.max(0, first - buffer), end: Math.min(rowCount, last + buffer), totalHeight };
}
