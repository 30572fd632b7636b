import { describe, expect, it } from 'vitest';
import wages from '../../../schemas/labour/wages.json';
import type { ScreenFile } from '../screen/screen.types';
import type { ComputeDeclaration } from './compute.types';
import { aggregateByKey, filledRows, measureValue, monthRange, recordsByKey, totalsOf, withFormulas } from './computeModel';

const declaration = (wages as unknown as ScreenFile).compute as ComputeDeclaration;
const day = (workerId: string, workDate: string, result: string, workHours: number) => ({ workerId, workDate, result, workHours });

describe('compute model', () => {
  it('knows the first and last day of a month, February of a leap year too', () => {
    expect(monthRange('2026-05')).toEqual({ begin: '2026-05-01', end: '2026-05-31' });
    expect(monthRange('2028-02')).toEqual({ begin: '2028-02-01', end: '2028-02-29' });
    expect(monthRange('2026-13')).toBeNull();
    expect(monthRange(null)).toBeNull();
  });

  it('counts attended days (absence and leave excluded) and sums hours per worker', () => {
    const rows = [day('w1', '2026-05-01', '1', 8), day('w1', '2026-05-02', '2', 7.5), day('w1', '2026-05-03', '6', 0), day('w2', '2026-05-01', '8', 0)];
    const byWorker = aggregateByKey(declaration.from, rows);
    expect([...byWorker.keys()]).toEqual(['w1', 'w2']);
    expect(byWorker.get('w1')).toEqual({ workDays: 2, workHours: 15.5 });
    expect(byWorker.get('w2')).toEqual({ workDays: 0, workHours: 0 });
    expect(measureValue({ count: {} }, rows)).toBe(4);
  });

  it('takes the day rate in force at the month end: the latest 生效日期 not after it', () => {
    const lookup = declaration.lookups![1];
    const rates = [
      { workerId: 'w1', effectiveDate: '2026-01-01', dayRate: 300 },
      { workerId: 'w1', effectiveDate: '2026-05-20', dayRate: 330 },
      { workerId: 'w1', effectiveDate: '2026-06-01', dayRate: 360 },
    ];
    expect(recordsByKey(lookup, rates, '2026-05-31').get('w1')?.dayRate).toBe(330);
    expect(recordsByKey(lookup, rates, '2026-04-30').get('w1')?.dayRate).toBe(300);
    expect(recordsByKey(lookup, rates, '2025-12-31').get('w1')).toBeUndefined();
  });

  it('computes 应发 from days, hours and pieces and 实发 = 应发 − 扣款, to 2 decimals', () => {
    expect(withFormulas(declaration, { workDays: 21, dayRate: 345.5, deduction: 100 })).toMatchObject({ payableAmount: 7255.5, actualAmount: 7155.5 });
    expect(withFormulas(declaration, { pieceQty: 120.5, piecePrice: 3.33 })).toMatchObject({ payableAmount: 401.27, actualAmount: 401.27 });
  });

  it('fills one row per worker with attendance, keeping what the user entered and rows added by hand', () => {
    const sources = {
      aggregates: new Map([
        ['w1', { workDays: 20, workHours: 160 }],
        ['w2', { workDays: 18, workHours: 144 }],
      ]),
      lookups: [
        new Map([
          ['w1', { idCode: '110101199001011234', jobName: '1', empBankname: '工商银行', empCardnum: '6222020000000001' }],
          ['w3', { idCode: '110101199001015678', jobName: '2', empBankname: '农业银行', empCardnum: '6228480000000003' }],
        ]),
        new Map([
          ['w1', { dayRate: 300 }],
          ['w3', { piecePrice: 5 }],
        ]),
      ],
    };
    const stored = [
      { id: 'r1', workerId: 'w1', workDays: 1, dayRate: 1, deduction: 200, remark: '预支' },
      { id: 'r3', workerId: 'w3', pieceQty: 100 },
    ];
    const rows = filledRows(declaration, sources, stored);
    expect(rows.map((row) => row.workerId)).toEqual(['w1', 'w2', 'w3']);
    expect(rows[0]).toMatchObject({
      id: 'r1',
      workDays: 20,
      dayRate: 300,
      deduction: 200,
      remark: '预支',
      bankCardNo: '6222020000000001',
      payableAmount: 6000,
      actualAmount: 5800,
    });
    expect(rows[1]).toMatchObject({ workDays: 18, dayRate: null, payableAmount: 0, bankCardNo: null });
    expect(rows[2]).toMatchObject({ id: 'r3', pieceQty: 100, piecePrice: 5, payableAmount: 500, bankName: '农业银行' });
    expect(totalsOf(declaration, rows)).toEqual({ workerCount: 3, payableTotal: 6500, deductionTotal: 200, actualTotal: 6300 });
  });
});
