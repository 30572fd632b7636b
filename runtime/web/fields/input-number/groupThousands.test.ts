import { describe, expect, it } from 'vitest';
import { groupThousands } from './groupThousands';

describe('groupThousands', () => {
  it('puts a comma between every three integer digits and keeps stored decimals', () => {
    expect(groupThousands(1234567)).toBe('1,234,567');
    expect(groupThousands('1234567.50')).toBe('1,234,567.50');
    expect(groupThousands('-1000')).toBe('-1,000');
    expect(groupThousands(999)).toBe('999');
  });

  it('leaves empty and non-numeric values alone', () => {
    expect(groupThousands(null)).toBe('');
    expect(groupThousands('')).toBe('');
    expect(groupThousands('abc')).toBe('abc');
  });
});
