import { describe, expect, it } from 'vitest';
import { nextCategoryCode } from './categoryCode';

describe('nextCategoryCode', () => {
  it('starts a level at A01 under its parent', () => {
    expect(nextCategoryCode('', null)).toBe('A01');
    expect(nextCategoryCode('A03', null)).toBe('A03A01');
  });

  it('follows the last sibling, carrying from 99 to the next letter', () => {
    expect(nextCategoryCode('', 'A01')).toBe('A02');
    expect(nextCategoryCode('A03', 'A03A09')).toBe('A03A10');
    expect(nextCategoryCode('A03', 'A03A99')).toBe('A03B01');
  });

  it('has no code after Z99', () => {
    expect(nextCategoryCode('B02', 'B02Z99')).toBeNull();
  });
});
