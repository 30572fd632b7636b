import { describe, expect, it } from 'vitest';
import { columnOf, daysInMonth, isPeriod, periodBounds, periodColumns, periodText } from './sheetPeriod';

describe('the period of a sheet', () => {
  it('knows the days of a month and refuses what is not one', () => {
    expect([daysInMonth('2024-02'), daysInMonth('2026-11'), daysInMonth('2026-13'), daysInMonth('2026-1')]).toEqual([29, 30, null, null]);
    expect([isPeriod('month', '2026-05'), isPeriod('month', '2026'), isPeriod('year', '2026'), isPeriod('year', '26'), isPeriod('year', '2026-05')]).toEqual([
      true,
      false,
      true,
      false,
      false,
    ]);
  });

  it('reads a half-open range of days: the month, December into the next year, the whole year', () => {
    expect(periodBounds('month', '2026-05')).toEqual({ from: '2026-05-01', to: '2026-06-01' });
    expect(periodBounds('month', '2026-12')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
    expect(periodBounds('year', '2026')).toEqual({ from: '2026-01-01', to: '2027-01-01' });
  });

  it('heads a month with its days and weekdays, a year with its months', () => {
    const may = periodColumns('month', '2026-05');
    expect(may).toHaveLength(31);
    expect(may.slice(0, 3)).toEqual([
      { label: '1', note: '五', rest: false },
      { label: '2', note: '六', rest: false },
      { label: '3', note: '日', rest: true },
    ]);
    expect(periodColumns('year', '2026').map((column) => column.label)).toEqual([
      '1月',
      '2月',
      '3月',
      '4月',
      '5月',
      '6月',
      '7月',
      '8月',
      '9月',
      '10月',
      '11月',
      '12月',
    ]);
  });

  it('places a date in its day or month column, a month text in a year only, and nothing outside the period', () => {
    expect(columnOf('month', '2026-05', '2026-05-31')).toBe(30);
    expect(columnOf('month', '2026-05', '2026-06-01')).toBeNull();
    expect(columnOf('month', '2026-05', '2026-05')).toBeNull();
    expect(columnOf('year', '2026', '2026-05-31')).toBe(4);
    expect(columnOf('year', '2026', '2026-12')).toBe(11);
    expect(columnOf('year', '2026', '2025-12')).toBeNull();
    expect(columnOf('year', '2026', '')).toBeNull();
    expect([periodText('month', '2026-05'), periodText('year', '2026')]).toEqual(['2026-05', '2026年']);
  });
});
