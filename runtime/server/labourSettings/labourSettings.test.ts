import { describe, expect, it } from 'vitest';
import { DEFAULT_ATTENDANCE_SETTINGS, parseRestDays, payDateOf, toAttendanceSettings } from './labourSettings';

describe('labour settings', () => {
  it('reads a 考勤设置 row with its rest days as ISO weekdays', () => {
    expect(toAttendanceSettings({ work_start: '08:00:00', work_end: '18:00:00', late_minutes: 5, early_minutes: 0, rest_days: '7,6,x,9,6' })).toEqual({
      workStart: '08:00:00',
      workEnd: '18:00:00',
      lateMinutes: 5,
      earlyMinutes: 0,
      restDays: [6, 7],
    });
  });

  it('falls back to the defaults without an enabled setting or for empty values', () => {
    expect(toAttendanceSettings(undefined)).toBe(DEFAULT_ATTENDANCE_SETTINGS);
    expect(toAttendanceSettings({ work_start: null, late_minutes: null, rest_days: null })).toEqual(DEFAULT_ATTENDANCE_SETTINGS);
    expect(parseRestDays(undefined)).toEqual([]);
  });

  it('pays on the pay day, or on the last day of a shorter month', () => {
    expect(payDateOf('2026-03', 15)).toBe('2026-03-15');
    expect(payDateOf('2026-02', 31)).toBe('2026-02-28');
    expect(payDateOf('2028-02', 30)).toBe('2028-02-29');
    expect(payDateOf('2026-04', 31)).toBe('2026-04-30');
  });
});
