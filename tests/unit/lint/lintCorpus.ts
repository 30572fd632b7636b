import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatIssue } from '../../../runtime/server/lint/lintIssue';
import { lintProject } from '../../../runtime/server/lint/lintProject';
import { copyProject } from './projectCopy';

export const CORPUS_DIR = join(__dirname, '..', '..', 'fixtures', 'lint-corpus');

/** Names of the broken screen files of the corpus (`<case>.json`, expected messages in `<case>.expected.txt`). */
export function corpusCases(): string[] {
  return readdirSync(CORPUS_DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

/** Lints a project copy holding the case as `schemas/corpus/<case>.json`; returns the formatted messages. */
export function lintCorpusCase(name: string): string[] {
  const project = copyProject();
  project.write(`schemas/corpus/${name}.json`, readFileSync(join(CORPUS_DIR, `${name}.json`), 'utf8'));
  return lintProject(project.root).map(formatIssue);
}

export function expectedMessages(name: string): string[] {
  return readFileSync(join(CORPUS_DIR, `${name}.expected.txt`), 'utf8')
    .split('\n')
    .filter(Boolean);
}
