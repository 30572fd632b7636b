import { describe, expect, it } from 'vitest';
import { addDays, ageOn, birthdayOfIdNumber, idCardExpiry } from './documentDates';

describe('document dates', () => {
  it('reads the end of an ID card validity as printed or typed', () => {
    expect(idCardExpiry('2016.03.12-2036.03.12')).toBe('2036-03-12');
    expect(idCardExpiry('2016-3-2至2026-3-2')).toBe('2026-03-02');
    expect(idCardExpiry('2001.05.01-长期')).toBeNull();
    expect(idCardExpiry('')).toBeNull();
    expect(idCardExpiry(null)).toBeNull();
  });

  it('counts an age in whole years, the birthday itself included', () => {
    expect(ageOn('1966-11-26', '2026-11-26')).toBe(60);
    expect(ageOn('1966-11-27', '2026-11-26')).toBe(59);
  });

  it('reads the birthday of an 18-digit ID number only', () => {
    expect(birthdayOfIdNumber('41052219750314123X')).toBe('1975-03-14');
    expect(birthdayOfIdNumber('410522750314123')).toBeNull();
  });

  it('adds days across months', () => {
    expect(addDays('2026-11-26', 30)).toBe('2026-12-26');
    expect(addDays('2026-03-01', -7)).toBe('2026-02-22');
  });
});
