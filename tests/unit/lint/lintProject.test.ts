import { describe, expect, it } from 'vitest';
import { formatIssue } from '../../../runtime/server/lint/lintIssue';
import { lintProject } from '../../../runtime/server/lint/lintProject';
import { copyProject, messagesOf } from './projectCopy';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test fixtures poke into arbitrary JSON

const WORKER = 'schemas/labour/worker.json';

function lintAfter(path: string, change: (json: Json) => void): string[] {
  const project = copyProject();
  project.edit(path, change);
  return messagesOf(path, lintProject(project.root).map(formatIssue));
}

describe('schema lint', () => {
  it('accepts the project as committed', () => {
    expect(lintProject(copyProject().root)).toEqual([]);
  });

  it('names file, line, column and pointer of a mistyped x-component and suggests the right one', () => {
    const messages = lintAfter(WORKER, (screen) => {
      screen.entity.properties.empSex['x-component'] = 'Selct';
    });
    expect(messages).toEqual([
      expect.stringMatching(
        /^schemas\/labour\/worker\.json:\d+:\d+ \/entity\/properties\/empSex\/x-component: `x-component` 'Selct' is not a registered field type; did you mean 'Select'\?$/,
      ),
    ]);
  });

  it('reports an unknown dictionary with a suggestion', () => {
    expect(lintAfter(WORKER, (screen) => (screen.entity.properties.empSex['x-dict'] = 'sexx'))).toEqual([
      expect.stringContaining("/entity/properties/empSex/x-dict: unknown dictionary 'sexx'; did you mean 'sex'?"),
    ]);
  });

  it('reports a table dictionary on a table or column that does not exist', () => {
    expect(lintAfter(WORKER, (screen) => (screen.entity.properties.teamId['x-dict'] = 'lab_teams,team_name,id'))).toEqual([
      expect.stringContaining("table dictionary: 'lab_teams' is not the table of any screen; did you mean 'lab_team'?"),
    ]);
    expect(lintAfter(WORKER, (screen) => (screen.entity.properties.teamId['x-dict'] = 'lab_team,team_nam,id'))).toEqual([
      expect.stringContaining("table dictionary: 'team_nam' is not a column of 'lab_team'; did you mean 'team_name'?"),
    ]);
  });

  it('reports list columns and query fields that are not in the entity', () => {
    const messages = lintAfter(WORKER, (screen) => {
      screen.list.columns.push('empPhone');
      screen.list.query.push({ field: 'salary', mode: 'range' });
    });
    expect(messages).toEqual([
      expect.stringContaining("/list/columns/8: list column 'empPhone' is not a field of the entity; did you mean 'empPhon'?"),
      expect.stringContaining("/list/query/6/field: query field 'salary' is not a field of the entity"),
    ]);
  });

  it('reports an unknown rule code with a suggestion', () => {
    expect(lintAfter(WORKER, (screen) => (screen.entity.properties.empPhon['x-rules'] = ['mobil']))).toEqual([
      expect.stringContaining("/entity/properties/empPhon/x-rules/0: unknown rule code 'mobil'; did you mean 'mobile'?"),
    ]);
  });

  it('reports a misspelled keyword with a suggestion', () => {
    expect(
      lintAfter(WORKER, (screen) => {
        screen.entity.properties.empSex['x-dcit'] = 'sex';
      }),
    ).toEqual([expect.stringContaining("/entity/properties/empSex/x-dcit: unknown keyword 'x-dcit'; did you mean 'x-dict'?")]);
  });

  it('reports a duplicate route in the catalogue', () => {
    expect(lintAfter('screens.json', (catalogue) => (catalogue.modules[0].groups[1].screens[1].path = '/labour/worker'))).toEqual([
      expect.stringContaining("/modules/0/groups/1/screens/1/path: duplicate route '/labour/worker' (also used by 'labour.worker')"),
    ]);
  });

  it('reports a catalogue entry whose screen file is missing', () => {
    expect(lintAfter('screens.json', (catalogue) => (catalogue.modules[0].groups[1].screens[0].schema = 'schemas/labour/workers.json'))).toEqual([
      expect.stringContaining("screen file 'schemas/labour/workers.json' does not exist"),
    ]);
  });

  it('reports a file that is not JSON in words, at the brace left open', () => {
    const project = copyProject();
    project.write(WORKER, '{ "id": ');
    expect(messagesOf(WORKER, lintProject(project.root).map(formatIssue))).toEqual([
      'schemas/labour/worker.json:1:1 /: 第1行的 { 没有对应的 }：文件到第1行就结束了，请在合适的位置补上 }',
    ]);
  });
});
