import { describe, expect, it } from 'vitest';
import { progressPercent } from './progressPercent';

describe('progressPercent', () => {
  it('parses non-number values as a float and falls back to 0', () => {
    expect(progressPercent(45)).toBe(45);
    expect(progressPercent('62.5%')).toBe(62.5);
    expect(progressPercent('abc')).toBe(0);
    expect(progressPercent(null)).toBe(0);
  });

  it('keeps the bar between 0 and 100', () => {
    expect(progressPercent(130)).toBe(100);
    expect(progressPercent(-5)).toBe(0);
  });
});
