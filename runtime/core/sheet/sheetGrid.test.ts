import { describe, expect, it } from 'vitest';
import type { SheetFile } from './sheet.types';
import { sheetGrid, sheetMarks } from './sheetGrid';

const SHEET: SheetFile = {
  id: 'labour.attendanceMonth',
  title: '月度考勤表',
  screen: 'labour.attendanceStatistics',
  date: 'workDate',
  rows: { field: 'workerId', show: ['teamId'] },
  cell: { field: 'result', marks: { '1': { mark: '√' } } },
  totals: [
    { title: '出勤天数', count: { field: 'result', values: ['1', '2'] } },
    { title: '工时', sum: 'workHours' },
  ],
};
const day = (workerId: string, name: string, team: string, date: string, result: string, workHours: number) => ({
  workerId,
  workerId_dictText: name,
  teamId: team,
  teamId_dictText: team,
  workDate: date,
  result,
  workHours,
});

describe('a month sheet', () => {
  it('puts each row value in a row, each record in its day and totals at the end, ordered by the shown fields in pinyin order', () => {
    const grid = sheetGrid(SHEET, '2026-02', [
      day('w2', '王五', '钢筋班', '2026-02-01', '1', 10.2),
      day('w1', '李四', '木工班', '2026-02-28', '2', 9),
      day('w2', '王五', '钢筋班', '2026-02-03', '6', 0),
      day('w2', '王五', '钢筋班', '2026-02-02', '1', 9.9),
      day('w1', '李四', '木工班', '2026-03-01', '1', 8),
    ]);
    expect(grid.columns).toHaveLength(28);
    expect(grid.columns[0]).toEqual({ label: '1', note: '日', rest: true });
    expect(grid.rows.map((row) => [row.label, row.show, row.totals])).toEqual([
      ['王五', ['钢筋班'], [2, 20.1]],
      ['李四', ['木工班'], [1, 9]],
    ]);
    expect(grid.rows[0].cells.slice(0, 4)).toEqual(['1', '1', '6', null]);
    expect(grid.rows[1].cells[27]).toBe('2');
  });

  it('refuses a period that is not a month', () => {
    expect(() => sheetGrid(SHEET, '2026', [])).toThrow('Not a month: 2026');
  });
});

/** 工资凭证齐全表: a worker's 工资发放 records of a year, one per 工资月份, and whether each has its voucher. */
const VOUCHERS: SheetFile = {
  id: 'labour.wageVouchers',
  title: '工资凭证齐全表',
  screen: 'labour.salaryGiving',
  span: 'year',
  date: 'salaryMonth',
  rows: { field: 'workerId', show: ['teamId'] },
  cell: { field: 'voucher', filled: { yes: { mark: '√', color: 'green', text: '有凭证' }, no: { mark: '缺', color: 'red' } } },
  totals: [
    { title: '发放月数', count: { field: 'voucher', filled: true } },
    { title: '实发合计', sum: 'actualAmount' },
    { title: '状态', all: { field: 'voucher', filled: true }, yes: '齐全', no: '不齐全' },
  ],
};
const payment = (workerId: string, name: string, salaryMonth: string, voucher: string | null, actualAmount = 5000) => ({
  workerId,
  workerId_dictText: name,
  teamId: 't1',
  teamId_dictText: '钢筋班',
  salaryMonth,
  voucher,
  actualAmount,
});

describe('a year sheet', () => {
  it('puts each record in the column of its month, ticks a filled field, marks an empty one and says whether all are filled', () => {
    const grid = sheetGrid(VOUCHERS, '2026', [
      payment('w1', '王五', '2026-01', 'labour/v1.pdf'),
      payment('w1', '王五', '2026-02', 'labour/v2.pdf'),
      payment('w2', '李四', '2026-02', '  '),
      payment('w2', '李四', '2026-12', 'labour/v3.pdf', 4800.25),
      payment('w2', '李四', '2025-12', 'labour/v0.pdf'),
      payment('w1', '王五', '2027-01', null),
    ]);
    expect(grid).toMatchObject({ span: 'year', period: '2026' });
    expect(grid.columns.map((column) => column.label)).toEqual(['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月']);
    expect(grid.rows.map((row) => [row.label, row.cells, row.totals])).toEqual([
      ['李四', [null, 'no', null, null, null, null, null, null, null, null, null, 'yes'], [1, 9800.3, '不齐全']],
      ['王五', ['yes', 'yes', null, null, null, null, null, null, null, null, null, null], [2, 10000, '齐全']],
    ]);
  });

  it('places dated records by their month too, and counts or requires values as a month sheet does', () => {
    const sheet: SheetFile = {
      ...VOUCHERS,
      date: 'payDate',
      cell: { field: 'grantType' },
      totals: [
        { title: '银行代发', count: { field: 'grantType', values: ['bank'] } },
        { title: '全部代发', all: { field: 'grantType', values: ['bank'] }, yes: '是', no: '否' },
      ],
    };
    const grid = sheetGrid(sheet, '2026', [
      { workerId: 'w1', payDate: '2026-03-15', grantType: 'bank' },
      { workerId: 'w1', payDate: '2026-04-15', grantType: 'cash' },
    ]);
    expect(grid.rows[0].cells.slice(2, 5)).toEqual(['bank', 'cash', null]);
    expect(grid.rows[0].totals).toEqual([1, '否']);
  });

  it('words the marks of a filled cell for the legend, 已填写 / 未填写 unless the sheet says', () => {
    expect(sheetMarks(VOUCHERS)).toEqual({
      yes: { mark: '√', color: 'green', text: '有凭证' },
      no: { mark: '缺', color: 'red', text: '未填写' },
    });
    expect(sheetMarks(SHEET)).toEqual({ '1': { mark: '√' } });
  });

  it('refuses a period that is not a year', () => {
    expect(() => sheetGrid(VOUCHERS, '2026-01', [])).toThrow('Not a year: 2026-01');
  });
});
