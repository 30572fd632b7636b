import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { formatIssue } from '../runtime/server/lint/lintIssue';
import { lintProject } from '../runtime/server/lint/lintProject';

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const issues = lintProject(rootDir);
for (const issue of issues) console.error(formatIssue(issue));
if (issues.length > 0) {
  console.error(`\n${issues.length} problem(s) in the screen files.`);
  process.exit(1);
}
console.log('Schema lint: all screen files, dictionaries and screens.json are valid.');
