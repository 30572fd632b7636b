import { describe, expect, it } from 'vitest';
import { idCheckChar, idNumber } from './idNumber';

describe('resident ID numbers', () => {
  it('computes the GB 11643 check character of published examples', () => {
    expect(idCheckChar('11010519491231002')).toBe('X');
    expect(idCheckChar('44052418800101001')).toBe('4');
  });

  it('encodes region, birthday and sex, with the check character last', () => {
    const male = idNumber('320382', '1985-07-14', 12, 'male');
    const female = idNumber('320382', '1985-07-14', 12, 'female');
    expect(male.slice(0, 14)).toBe('32038219850714');
    expect(Number(male[16]) % 2).toBe(1);
    expect(Number(female[16]) % 2).toBe(0);
    expect(male[17]).toBe(idCheckChar(male.slice(0, 17)));
  });
});
