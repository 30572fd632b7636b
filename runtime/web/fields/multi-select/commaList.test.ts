import { describe, expect, it } from 'vitest';
import { joinCommaList, splitCommaList } from './commaList';

describe('multi-select comma list', () => {
  it('splits the stored string into the picked values and joins them back', () => {
    expect(splitCommaList('a,b,c')).toEqual(['a', 'b', 'c']);
    expect(joinCommaList(['a', 'b'])).toBe('a,b');
  });

  it('treats an empty value as no selection and an empty selection as no value', () => {
    expect(splitCommaList(undefined)).toEqual([]);
    expect(splitCommaList('')).toEqual([]);
    expect(joinCommaList([])).toBeUndefined();
  });
});
