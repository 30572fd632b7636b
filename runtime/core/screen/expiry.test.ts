import { describe, expect, it } from 'vitest';
import { addDays, daysLeft, expiryState, expirySpan } from './expiry';

describe('expiry of a date field', () => {
  it('is expired before today, soon through the warning days, valid after', () => {
    expect(expiryState('2026-03-09', 30, '2026-03-10')).toBe('expired');
    expect(expiryState('2026-03-10', 30, '2026-03-10')).toBe('soon');
    expect(expiryState('2026-04-09', 30, '2026-03-10')).toBe('soon');
    expect(expiryState('2026-04-10', 30, '2026-03-10')).toBe('valid');
    expect(expiryState('', 30, '2026-03-10')).toBeNull();
  });

  it('gives the bounds a list filters by, agreeing with the state', () => {
    const today = '2026-12-20';
    expect(expirySpan('expired', 30, today)).toEqual({ end: '2026-12-19' });
    expect(expirySpan('soon', 30, today)).toEqual({ begin: '2026-12-20', end: '2027-01-19' });
    expect(expirySpan('valid', 30, today)).toEqual({ begin: '2027-01-20' });
    expect(expiryState(addDays(today, 30), 30, today)).toBe('soon');
    expect(daysLeft('2027-01-19', today)).toBe(30);
    expect(daysLeft('2026-12-18', today)).toBe(-2);
  });
});
