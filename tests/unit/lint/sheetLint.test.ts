import { describe, expect, it } from 'vitest';
import { formatIssue } from '../../../runtime/server/lint/lintIssue';
import { lintProject } from '../../../runtime/server/lint/lintProject';
import { copyProject, messagesOf } from './projectCopy';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test fixtures poke into arbitrary JSON

const SHEET = 'schemas/sheets/attendanceMonth.json';

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
});
