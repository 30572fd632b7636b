import { describe, expect, it } from 'vitest';
import type { SheetFile } from './sheet.types';
import { daysInMonth, sheetGrid } from './sheetGrid';

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
    expect(grid.days).toBe(28);
    expect(grid.rows.map((row) => [row.label, row.show, row.totals])).toEqual([
      ['王五', ['钢筋班'], [2, 20.1]],
      ['李四', ['木工班'], [1, 9]],
    ]);
    expect(grid.rows[0].cells.slice(0, 4)).toEqual(['1', '1', '6', null]);
    expect(grid.rows[1].cells[27]).toBe('2');
  });

  it('knows the days of a month and refuses what is not one', () => {
    expect([daysInMonth('2024-02'), daysInMonth('2026-11'), daysInMonth('2026-13'), daysInMonth('2026-1')]).toEqual([29, 30, null, null]);
    expect(() => sheetGrid(SHEET, '2026', [])).toThrow('Not a month: 2026');
  });
});
