import { describe, expect, it } from 'vitest';
import { keepDays } from './handlers/logCleanupJob';
import { nextFireAt } from './jobScheduler';

describe('job schedule helpers', () => {
  it('computes the next Quartz fire strictly after a moment, or null when none comes or the expression is bad', () => {
    const after = new Date(2026, 0, 1, 8, 0, 0, 500);
    expect(nextFireAt('* * * * * ?', after)).toBe(new Date(2026, 0, 1, 8, 0, 1).getTime());
    expect(nextFireAt('0 0/30 8-18 ? * MON-FRI', after)).toBe(new Date(2026, 0, 1, 8, 30).getTime());
    expect(nextFireAt('0 0 0 1 1 ? 2020', after)).toBeNull();
    expect(nextFireAt('0 0 25 * * ?', after)).toBeNull();
  });

  it('reads the log-cleanup parameter as days to keep', () => {
    expect(keepDays('')).toBe(30);
    expect(keepDays(' 7 ')).toBe(7);
    expect(() => keepDays('0')).toThrow('参数须为保留天数（正整数），当前为：0');
    expect(() => keepDays('1.5')).toThrow(/保留天数/);
  });
});
