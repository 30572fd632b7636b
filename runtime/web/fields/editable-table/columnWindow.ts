/** Columns rendered left and right of the visible ones, so a horizontal scroll frame never shows a gap. */
export const COLUMN_BUFFER = 1;

export interface ColumnWindow {
  /** First rendered column index. */
  start: number;
  /** One past the last rendered column index. */
  end: number;
  /** Width of the columns left of `start`: the row keeps their place with a spacer. */
  before: number;
}

/** Every column: used before the scroller has been measured and for rows that are being edited. */
export function allColumns(count: number): ColumnWindow {
  return { start: 0, end: count, before: 0 };
}

/**
 * The columns to render for a horizontal scroll position: those intersecting the viewport
 * (after the fixed-width lead cells: handle, selection, row number) plus a buffer on each side.
 * A row of 20 columns in a viewport showing 12 renders 14, which is most of a scroll frame's
 * layout and paint saved. A viewport of width 0 (not measured yet) renders every column; a
 * position past the end (a browser clamps it, a test may not) counts as the end.
 */
export function columnWindow(scrollLeft: number, viewportWidth: number, widths: readonly number[], leadWidth: number, buffer = COLUMN_BUFFER): ColumnWindow {
  if (viewportWidth <= 0) return allColumns(widths.length);
  const total = leadWidth + widths.reduce((sum, width) => sum + width, 0);
  const scrolled = Math.max(0, Math.min(scrollLeft, total - viewportWidth));
  const left = scrolled - leadWidth;
  const right = scrolled + viewportWidth - leadWidth;
  let first = widths.length;
  let last = 0;
  let offset = 0;
  for (let index = 0; index < widths.length; index += 1) {
    const next = offset + widths[index];
    if (next > left && offset < right) {
      first = Math.min(first, index);
      last = index + 1;
    }
    offset = next;
  }
  if (first >= last) return allColumns(widths.length);
  const start = Math.max(0, first - buffer);
  const end = Math.min(widths.length, last + buffer);
  let before = 0;
  for (let index = 0; index < start; index += 1) before += widths[index];
  return { start, end, before };
}

/** Whether two column windows render the same columns (a scroll inside a column does not re-render). */
export function sameColumns(a: ColumnWindow, b: ColumnWindow): boolean {
  return a.start === b.start && a.end === b.end;
}
