import { describe, expect, it } from 'vitest';
import { ROW_BUFFER, ROW_HEIGHT, rowWindow } from './virtualWindow';

describe('virtual row window', () => {
  it('renders about 9 rows of 61 px for a 400 px table at the top', () => {
    const window = rowWindow(0, 400 - 40, 10_000);
    expect(window).toEqual({ start: 0, end: Math.ceil(360 / ROW_HEIGHT) + ROW_BUFFER, totalHeight: 610_000 });
    expect(window.end - window.start).toBeLessThanOrEqual(10);
  });

  it('keeps a buffer on both sides in the middle, and never more than 30 rows', () => {
    const window = rowWindow(61 * 5000 + 30, 360, 10_000);
    expect(window.start).toBe(5000 - ROW_BUFFER);
    expect(window.end).toBe(Math.ceil((61 * 5000 + 30 + 360) / 61) + ROW_BUFFER);
    expect(window.end - window.start).toBeLessThanOrEqual(30);
  });

  it('clamps past the end and handles an empty table', () => {
    const window = rowWindow(10_000_000, 360, 100);
    expect(window.end).toBe(100);
    expect(window.start).toBeGreaterThan(85);
    expect(rowWindow(0, 360, 0)).toEqual({ start: 0, end: 0, totalHeight: 0 });
  });
});
