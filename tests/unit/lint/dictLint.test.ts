import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatIssue } from '../../../runtime/server/lint/lintIssue';
import { lintProject } from '../../../runtime/server/lint/lintProject';
import { copyProject } from './projectCopy';

// A case is a dictionary seed written as schemas/dicts/<case>.json, so its file name is part of the case.
const CORPUS = join(__dirname, '..', '..', 'fixtures', 'lint-corpus-dicts');
const cases = readdirSync(CORPUS)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length))
  .sort();

function lintDictCase(name: string): string[] {
  const project = copyProject();
  project.write(`schemas/dicts/${name}.json`, readFileSync(join(CORPUS, `${name}.json`), 'utf8'));
  return lintProject(project.root).map(formatIssue);
}

describe('schema lint of dictionary seeds', () => {
  it.each(cases)('reports the broken dictionary %s with exactly the expected file:line:column message', (name) => {
    const expected = readFileSync(join(CORPUS, `${name}.expected.txt`), 'utf8')
      .split('\n')
      .filter(Boolean);
    expect(lintDictCase(name)).toEqual(expected);
  });
});
