import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatIssue } from '../../../runtime/server/lint/lintIssue';
import { lintProject } from '../../../runtime/server/lint/lintProject';
import { copyProject } from './projectCopy';

const CORPUS = join(__dirname, '..', '..', 'fixtures', 'lint-corpus-dashboards');
const HOME = 'schemas/dashboards/safety/home.json';
const cases = readdirSync(CORPUS)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length))
  .sort();

/** Lint lines about the dashboards and the catalogue after `change` to a project copy. */
function lintDashboards(change: (project: ReturnType<typeof copyProject>) => void): string[] {
  const project = copyProject();
  change(project);
  return lintProject(project.root)
    .map(formatIssue)
    .filter((line) => line.startsWith('schemas/dashboards/') || line.startsWith('screens.json'));
}

describe('schema lint of dashboard files', () => {
  it('passes the shipped dashboards', () => {
    expect(lintDashboards(() => {})).toEqual([]);
  });

  it.each(cases)('reports the broken dashboard %s with exactly the expected file:line:column message', (name) => {
    // Each case replaces the shipped dashboard its id names (most of them 安全首页).
    const text = readFileSync(join(CORPUS, `${name}.json`), 'utf8');
    const [area, file] = (JSON.parse(text) as { id: string }).id.split('.');
    const messages = lintDashboards((project) => project.write(`schemas/dashboards/${area}/${file}.json`, text));
    const expectedFile = join(CORPUS, `${name}.expected.txt`);
    if (process.env.UPDATE_CORPUS) writeFileSync(expectedFile, `${messages.join('\n')}\n`);
    expect(messages).toEqual(readFileSync(expectedFile, 'utf8').split('\n').filter(Boolean));
  });

  it('reports a dashboard file nobody registered and a registered file that does not exist', () => {
    expect(
      lintDashboards((project) => project.write('schemas/dashboards/safety/spare.json', readFileSync(HOME, 'utf8').replace('"safety.home"', '"safety.spare"'))),
    ).toEqual([
      `schemas/dashboards/safety/spare.json:3:3 /id: dashboard 'safety.spare' is not registered in screens.json; add an entry with "dashboard": "schemas/dashboards/safety/spare.json"`,
    ]);
    const messages = lintDashboards((project) =>
      project.write(
        'screens.json',
        readFileSync('screens.json', 'utf8').replace('"dashboard": "schemas/dashboards/safety/home.json"', '"dashboard": "schemas/dashboards/safety/hom.json"'),
      ),
    );
    expect(messages).toEqual([
      expect.stringMatching(
        /^screens\.json:\d+:\d+ \/modules\/\d+\/groups\/0\/screens\/0\/dashboard: dashboard file 'schemas\/dashboards\/safety\/hom\.json' does not exist; did you mean 'schemas\/dashboards\/safety\/home\.json'\?$/,
      ),
      `schemas/dashboards/safety/home.json:3:3 /id: dashboard 'safety.home' is not registered in screens.json (the entry 'safety.home' names no dashboard file); add an entry with "dashboard": "schemas/dashboards/safety/home.json"`,
    ]);
  });
});
