import { describe, expect, it } from 'vitest';
import { formatIssue } from '../../../runtime/server/lint/lintIssue';
import { lintProject } from '../../../runtime/server/lint/lintProject';
import { copyProject } from './projectCopy';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test fixtures poke into arbitrary JSON

/** The lint messages about the edited file after the change (other files are other tests' business). */
function lintAfter(path: string, change: (json: Json) => void): string[] {
  const project = copyProject();
  project.edit(path, change);
  return lintProject(project.root)
    .map(formatIssue)
    .filter((line) => line.startsWith(path) && (path.startsWith('schemas/reports/') || /popup|orgFields|destFields/.test(line)));
}

const WORKERS = 'schemas/reports/project_worker.json';

describe('schema lint of online reports', () => {
  it('passes the shipped reports', () => {
    expect(lintAfter(WORKERS, () => {})).toEqual([]);
  });

  it('names an undeclared table, a table that is no screen table and an undeclared parameter, with a suggestion', () => {
    expect(lintAfter(WORKERS, (report) => (report.tables = ['lab_worker']))).toEqual([
      expect.stringMatching(/^schemas\/reports\/project_worker\.json:\d+:\d+ \/sql: the SQL reads 'lab_team', which is not declared in tables$/),
    ]);
    expect(lintAfter(WORKERS, (report) => (report.tables = ['lab_worker', 'lab_teams']))).toEqual([
      expect.stringContaining("/tables/1: 'lab_teams' is not the table of any screen; did you mean 'lab_team'?"),
      expect.stringContaining("/sql: the SQL reads 'lab_team', which is not declared in tables; did you mean 'lab_teams'?"),
    ]);
    expect(lintAfter(WORKERS, (report) => (report.params = [{ name: 'teamID', title: '班组' }]))).toEqual([
      expect.stringContaining("/sql: parameter ':teamId' is not declared in params; did you mean 'teamID'?"),
      expect.stringContaining("/params/0/name: parameter 'teamID' is declared but the SQL does not use :teamID"),
    ]);
  });

  it('refuses SQL that is not one plain SELECT, pointing at the sql property', () => {
    expect(lintAfter(WORKERS, (report) => (report.sql = 'select emp_name from lab_worker; delete from lab_team'))).toEqual([
      expect.stringMatching(/\/sql: a report is one SELECT statement; remove ';' \(at character 32\)$/),
    ]);
  });

  it('checks query and sort fields, column dictionaries and the file name', () => {
    expect(
      lintAfter(WORKERS, (report) => {
        report.query = ['empNme'];
        report.sort = '-startTim';
        report.columns[3].dict = 'work_typ';
        report.code = 'workers';
      }),
    ).toEqual([
      expect.stringContaining("/query/0: query field 'empNme' is not a column; did you mean 'empName'?"),
      expect.stringContaining("/sort: sort field 'startTim' is not a column; did you mean 'startTime'?"),
      expect.stringContaining("/code: code 'workers' must be the file's name (project_worker.json)"),
      expect.stringContaining("/columns/3/dict: unknown dictionary 'work_typ'; did you mean 'work_type'?"),
    ]);
  });

  it('checks the popups of screens against the reports', () => {
    const lint = (change: (popup: Json) => void) =>
      lintAfter('schemas/labour/team.json', (screen) => change(screen.entity.properties.leaderName['x-component-props']));
    expect(lint((popup) => (popup.code = 'project_workers'))).toEqual([
      expect.stringContaining("popup report 'project_workers' does not exist in schemas/reports; did you mean 'project_worker'?"),
    ]);
    expect(lint((popup) => (popup.orgFields = 'empName,phone,id'))).toEqual([
      expect.stringContaining("orgFields: 'phone' is not a column of report 'project_worker'"),
    ]);
    expect(lint((popup) => (popup.destFields = 'leaderName'))).toEqual([
      expect.stringContaining('orgFields and destFields must list the same number of fields (3 and 1)'),
    ]);
  });
});
