import { describe, expect, it } from 'vitest';
import { ROW_BUFFER, ROW_HEIGHT, rowSlot, rowWindow, sameWindow, windowCapacity } from './virtualWindow';

describe('virtual row window', () => {
  it('renders the 6 visible rows of 61 px of a 400 px table plus buffers: 11 rows, from the top', () => {
    const window = rowWindow(0, 400 - 40, 10_000);
    expect(window).toEqual({ start: 0, end: Math.ceil(360 / ROW_HEIGHT) + 1 + 2 * ROW_BUFFER, totalHeight: 610_000 });
    expect(window.end - window.start).toBe(11);
    expect(rowWindow(0, 360, 4)).toEqual({ start: 0, end: 4, totalHeight: 244 });
  });

  it('keeps a buffer on both sides in the middle, and never more than 30 rows', () => {
    const window = rowWindow(61 * 5000 + 30, 360, 10_000);
    expect(window.start).toBe(5000 - ROW_BUFFER);
    expect(window.end).toBe(Math.ceil((61 * 5000 + 30 + 360) / 61) + ROW_BUFFER);
    expect(window.end - window.start).toBeLessThanOrEqual(30);
  });

  it('clamps past the end and handles an empty table', () => {
    const window = rowWindow(10_000_000, 360, 100);
    expect(window).toEqual({ start: 89, end: 100, totalHeight: 6100 });
    expect(rowWindow(0, 360, 0)).toEqual({ start: 0, end: 0, totalHeight: 0 });
  });

  it('gives the rows of any window distinct slots, the entering row taking the slot of the leaving one', () => {
    const capacity = windowCapacity(360);
    for (let top = 0; top < 61 * 200; top += 17) {
      const window = rowWindow(top, 360, 10_000);
      expect(window.end - window.start).toBeLessThanOrEqual(capacity);
      const slots = Array.from({ length: window.end - window.start }, (_, i) => rowSlot(window.start + i, capacity));
      expect(new Set(slots).size).toBe(slots.length);
    }
    const before = rowWindow(61 * 100, 360, 10_000);
    const after = rowWindow(61 * 101, 360, 10_000);
    expect(rowSlot(after.end - 1, capacity)).toBe(rowSlot(before.start, capacity));
  });

  it('tells a scroll inside the same rows from one that brings in another row', () => {
    expect(sameWindow(rowWindow(61 * 100, 360, 10_000), rowWindow(61 * 100 + 20, 360, 10_000))).toBe(true);
    expect(sameWindow(rowWindow(61 * 100, 360, 10_000), rowWindow(61 * 101, 360, 10_000))).toBe(false);
  });
});
