import { describe, expect, it } from 'vitest';
import { fitsColumn } from './filterValueFormat';

describe('fitsColumn', () => {
  it('takes integers only within the range of a PostgreSQL integer', () => {
    const field = { type: 'integer', title: '人数' } as const;
    expect(['0', '-5', '2147483647', '-2147483648'].every((value) => fitsColumn(field, value))).toBe(true);
    expect(['2147483648', '99999999999', '1.5', 'abc', ''].some((value) => fitsColumn(field, value))).toBe(false);
  });

  it('takes numbers in plain decimal notation only', () => {
    const field = { type: 'number', title: '数量' } as const;
    expect(['3', '-3.25'].every((value) => fitsColumn(field, value))).toBe(true);
    expect(['1e400', '--1', '.5', 'NaN'].some((value) => fitsColumn(field, value))).toBe(false);
  });

  it('takes only days of the calendar and times of the day', () => {
    const date = { type: 'string', format: 'date', title: '日期' } as const;
    const dateTime = { type: 'string', format: 'date-time', title: '时间' } as const;
    expect(fitsColumn(date, '2024-02-29')).toBe(true);
    expect(['2023-02-29', '2024-13-01', '2024-00-10', '0000-01-01', '2024-01-01 10:00'].some((value) => fitsColumn(date, value))).toBe(false);
    expect(['2024-01-01', '2024-01-01 23:59', '2024-01-01 23:59:59'].every((value) => fitsColumn(dateTime, value))).toBe(true);
    expect(['2024-01-01 24:00', '2024-01-01 10:60', '2024-04-31 10:00:00'].some((value) => fitsColumn(dateTime, value))).toBe(false);
  });

  it('takes any text without a NUL character', () => {
    expect(fitsColumn({ type: 'string', title: '姓名' }, '张三; drop table')).toBe(true);
    expect(fitsColumn({ type: 'string', title: '姓名' }, 'a\u0000b')).toBe(false);
  });
});
