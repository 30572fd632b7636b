// @vitest-environment node
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { watchScreenFiles, type ScreenFilesChange } from './watchScreens';

let root: string;
let stop: () => void;
let changes: ScreenFilesChange[];

/** The next burst reported after `edit`, within the 2 s live edit promises. */
async function burstAfter(edit: () => void): Promise<ScreenFilesChange> {
  const seen = changes.length;
  edit();
  const deadline = Date.now() + 2_000;
  while (changes.length === seen) {
    if (Date.now() > deadline) throw new Error('no change reported within 2 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return changes[seen];
}

/** Writes a temporary file and renames it over `path`, as sed -i and editors' safe write do. */
function safeWrite(path: string, text: string): void {
  writeFileSync(`${path}.tmp~`, text);
  renameSync(`${path}.tmp~`, path);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'watch-screens-'));
  mkdirSync(join(root, 'schemas/labour'), { recursive: true });
  writeFileSync(join(root, 'schemas/labour/team.json'), '{}');
  writeFileSync(join(root, 'screens.json'), '{}');
  changes = [];
  stop = watchScreenFiles(root, (change) => changes.push(change));
});

afterEach(() => {
  stop();
  rmSync(root, { recursive: true, force: true });
});

describe('watchScreenFiles', () => {
  it('reports a file saved in place, once per burst of writes', async () => {
    const file = join(root, 'schemas/labour/team.json');
    const change = await burstAfter(() => {
      writeFileSync(file, '{"a":1}');
      writeFileSync(file, '{"a":2}');
    });
    expect(change).toEqual({ files: ['schemas/labour/team.json'], catalogueChanged: false });
  });

  it('keeps reporting a file after saves that rename a temporary file over it', async () => {
    const file = join(root, 'schemas/labour/team.json');
    for (const text of ['{"a":1}', '{"a":2}', '{"a":3}']) {
      const change = await burstAfter(() => safeWrite(file, text));
      expect(change.files).toContain('schemas/labour/team.json');
    }
    expect((await burstAfter(() => writeFileSync(file, '{"a":4}'))).files).toEqual(['schemas/labour/team.json']);
  });

  it('reports screens.json after a safe write, and again after the next one', async () => {
    for (const text of ['{"a":1}', '{"a":2}']) {
      expect(await burstAfter(() => safeWrite(join(root, 'screens.json'), text))).toEqual({ files: ['screens.json'], catalogueChanged: true });
    }
  });

  it('reports new files, renamed files and files in a new folder, and follows the new folder', async () => {
    expect((await burstAfter(() => writeFileSync(join(root, 'schemas/labour/worker.json'), '{}'))).files).toEqual(['schemas/labour/worker.json']);
    const renamed = await burstAfter(() => renameSync(join(root, 'schemas/labour/worker.json'), join(root, 'schemas/labour/staff.json')));
    expect(renamed.files).toEqual(['schemas/labour/staff.json', 'schemas/labour/worker.json']);
    const added = await burstAfter(() => {
      mkdirSync(join(root, 'schemas/trial'));
      writeFileSync(join(root, 'schemas/trial/site.json'), '{}');
    });
    expect(added.files).toContain('schemas/trial/site.json');
    const file = join(root, 'schemas/trial/site.json');
    expect((await burstAfter(() => safeWrite(file, '{"a":1}'))).files).toContain('schemas/trial/site.json');
    expect((await burstAfter(() => writeFileSync(file, '{"a":2}'))).files).toEqual(['schemas/trial/site.json']);
  });

  it('reports a folder moved in with its files, and the folder moved out', async () => {
    const outside = join(root, 'outside');
    mkdirSync(outside);
    writeFileSync(join(outside, 'site.json'), '{}');
    const movedIn = await burstAfter(() => renameSync(outside, join(root, 'schemas/trial')));
    expect(movedIn.files).toEqual(['schemas/trial/', 'schemas/trial/site.json']);
    expect((await burstAfter(() => writeFileSync(join(root, 'schemas/trial/site.json'), '{"a":1}'))).files).toEqual(['schemas/trial/site.json']);
    expect((await burstAfter(() => renameSync(join(root, 'schemas/trial'), outside))).files).toEqual(['schemas/trial/']);
  });

  it('ignores editors’ temporary and backup files', async () => {
    const change = await burstAfter(() => {
      writeFileSync(join(root, 'schemas/labour/.team.json.swp'), 'x');
      writeFileSync(join(root, 'schemas/labour/team.json~'), 'x');
      writeFileSync(join(root, 'schemas/labour/team.json'), '{"a":1}');
    });
    expect(change.files).toEqual(['schemas/labour/team.json']);
  });
});
