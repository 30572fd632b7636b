import { describe, expect, it } from 'vitest';
import { allColumns, columnWindow, sameColumns } from './columnWindow';

const WIDTHS = Array.from({ length: 20 }, () => 120);

describe('virtual column window', () => {
  it('renders the columns a 1400 px viewport shows plus one on the right, from the left edge', () => {
    // 50 px of row numbers, then columns of 120: columns 0–11 intersect [0, 1400).
    expect(columnWindow(0, 1400, WIDTHS, 50)).toEqual({ start: 0, end: 13, before: 0 });
  });

  it('keeps a buffer on both sides in the middle, with the skipped width as the spacer', () => {
    const window = columnWindow(600, 700, WIDTHS, 50);
    // Visible: [550, 1250) of the columns → columns 4–10; buffer → 3–11.
    expect(window).toEqual({ start: 3, end: 12, before: 360 });
  });

  it('stops at the right end, and renders every column while not measured', () => {
    expect(columnWindow(2400 - 700, 700, WIDTHS, 0)).toEqual({ start: 13, end: 20, before: 1560 });
    expect(columnWindow(10_000, 700, WIDTHS, 0)).toEqual({ start: 13, end: 20, before: 1560 });
    expect(columnWindow(0, 0, WIDTHS, 0)).toEqual(allColumns(20));
  });

  it('tells a scroll inside the same columns from one that brings in another column', () => {
    expect(sameColumns(columnWindow(600, 700, WIDTHS, 50), columnWindow(610, 700, WIDTHS, 50))).toBe(true);
    expect(sameColumns(columnWindow(600, 700, WIDTHS, 50), columnWindow(730, 700, WIDTHS, 50))).toBe(false);
  });
});
