import { describe, expect, it } from 'vitest';
import { formatIssue } from '../../../runtime/server/lint/lintIssue';
import { lintProject } from '../../../runtime/server/lint/lintProject';
import { copyProject, messagesOf } from './projectCopy';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test fixtures poke into arbitrary JSON

const SHEET = 'schemas/sheets/attendanceMonth.json';
const YEAR_SHEET = 'schemas/sheets/wageVouchers.json';

function lintAfter(path: string, change: (json: Json) => void): string[] {
  const project = copyProject();
  project.edit(path, change);
  return messagesOf(path, lintProject(project.root).map(formatIssue));
}

describe('schema lint of a sheet file', () => {
  it('checks its fields against its screen, at the place in the sheet file', () => {
    expect(
      lintAfter(SHEET, (sheet) => {
        sheet.date = 'firstIn';
        sheet.rows.field = 'worker';
        sheet.totals[1].sum = 'result';
      }),
    ).toEqual([
      "schemas/sheets/attendanceMonth.json:6:3 /date: 'firstIn' must be a date field (format: date)",
      "schemas/sheets/attendanceMonth.json:8:5 /rows/field: 'worker' is not a field of screen 'labour.attendanceStatistics'; did you mean 'workerId'?",
      "schemas/sheets/attendanceMonth.json:72:7 /totals/1/sum: 'result' must be a number field to be summed",
    ]);
  });

  it('validates a sheet file against its meta-schema', () => {
    expect(lintAfter(SHEET, (sheet) => (sheet.totals[0] = { title: '出勤天数' }))).toEqual([
      "schemas/sheets/attendanceMonth.json:56:5 /totals/0: missing required property 'sum'",
    ]);
  });

  it('names an unknown screen with a suggestion', () => {
    expect(lintAfter(SHEET, (sheet) => (sheet.screen = 'labour.attendanceStatistic'))).toEqual([
      "schemas/sheets/attendanceMonth.json:5:3 /screen: unknown screen 'labour.attendanceStatistic'; did you mean 'labour.attendanceStatistics'?",
    ]);
  });

  it('asks a month text date for a year span, and refuses a cell both marked and filled and a typo in a total’s condition', () => {
    expect(
      lintAfter(YEAR_SHEET, (sheet) => {
        delete sheet.span;
        sheet.cell.marks = { '1': { mark: '√' } };
        sheet.totals[2].all.field = 'vouchers';
      }),
    ).toEqual([
      'schemas/sheets/wageVouchers.json:6:3 /date: \'salaryMonth\' must be a date field (format: date); a text field holding YYYY-MM needs "span": "year"',
      "schemas/sheets/wageVouchers.json:15:5 /cell/filled: write either 'marks' or 'filled': a filled cell shows only whether 'voucher' holds something",
      "schemas/sheets/wageVouchers.json:54:9 /totals/2/all/field: 'vouchers' is not a field of screen 'labour.salaryGiving'; did you mean 'voucher'?",
    ]);
  });

  it('wants a year sheet’s date to hold a date or a month, and an all-total its yes and no words', () => {
    expect(lintAfter(YEAR_SHEET, (sheet) => (sheet.date = 'payableAmount'))).toEqual([
      "schemas/sheets/wageVouchers.json:7:3 /date: 'payableAmount' must be a date field (format: date) or a text field holding YYYY-MM",
    ]);
    expect(lintAfter(YEAR_SHEET, (sheet) => delete sheet.totals[2].no)).toEqual([
      "schemas/sheets/wageVouchers.json:47:5 /totals/2: missing required property 'no' (written together with 'all')",
    ]);
    expect(lintAfter(YEAR_SHEET, (sheet) => (sheet.totals[0].yes = '是'))).toEqual([
      "schemas/sheets/wageVouchers.json:33:5 /totals/0: missing required property 'all' (written together with 'yes')",
    ]);
  });
});
