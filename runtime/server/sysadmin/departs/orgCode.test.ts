import { describe, expect, it } from 'vitest';
import { movedOrgCode, nextOrgCode } from './orgCode';

describe('organisation codes', () => {
  it('numbers the first child A01 and the next after the highest sibling', () => {
    expect(nextOrgCode('', [])).toBe('A01');
    expect(nextOrgCode('A01', [])).toBe('A01A01');
    expect(nextOrgCode('A01', ['A01A01', 'A01A03', 'A01A03A01', 'A02A07'])).toBe('A01A04');
  });

  it('goes from A99 to B01 and stops after Z99', () => {
    expect(nextOrgCode('A01', ['A01A99'])).toBe('A01B01');
    expect(nextOrgCode('', ['Z99'])).toBeNull();
  });

  it('moves a descendant’s code with its ancestor', () => {
    expect(movedOrgCode('A01A02A05', 'A01A02', 'A02A01')).toBe('A02A01A05');
  });
});
