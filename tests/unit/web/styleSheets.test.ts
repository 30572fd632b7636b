import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { transform } from 'esbuild';
import { describe, expect, it } from 'vitest';

/** Every style sheet of the web app, as git knows them. */
const styleSheets = execFileSync('git', ['ls-files', 'runtime/web/**/*.css'], { encoding: 'utf8' }).split('\n').filter(Boolean);

// A lost closing brace is no error to the browser: it nests every later rule inside the open one (CSS
// nesting), and those rules silently stop applying. The production build only warns about it.
describe('the web app’s style sheets', () => {
  it('are found', () => {
    expect(styleSheets.length).toBeGreaterThan(5);
  });

  it.each(styleSheets)('%s parses without a syntax warning', async (file) => {
    const { warnings } = await transform(readFileSync(file, 'utf8'), { loader: 'css', sourcefile: file });
    expect(warnings.map((warning) => `${warning.location?.line}: ${warning.text}`)).toEqual([]);
  });
});
