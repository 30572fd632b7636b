import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = join(__dirname, '..', '..');
/** Hand-written code that reads or writes entities with the generated types. */
const ENTITY_USERS = ['runtime/server/seed/demo/labour.ts', 'runtime/server/auth/authDb.ts'];

let root: string;

function run(command: string, args: string[]): { status: number; output: string } {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
  return { status: result.status ?? 1, output: `${result.stdout}${result.stderr}` };
}

/** Type-checks only the entity users (and what they import), as `npm run typecheck` would. */
function typecheck() {
  writeFileSync(join(root, 'tsconfig.entities.json'), JSON.stringify({ extends: './tsconfig.json', include: [], files: ENTITY_USERS }));
  return run(join(repoRoot, 'node_modules/.bin/tsc'), ['--noEmit', '-p', 'tsconfig.entities.json']);
}

function removeField(screenPath: string, field: string): void {
  const path = join(root, screenPath);
  const screen = JSON.parse(readFileSync(path, 'utf8'));
  delete screen.entity.properties[field];
  const without = (names?: string[]) => names?.filter((name) => name !== field);
  screen.entity.required = without(screen.entity.required);
  screen.list.columns = without(screen.list.columns);
  if (screen.form?.fields) screen.form.fields = without(screen.form.fields);
  writeFileSync(path, JSON.stringify(screen, null, 2));
}

describe('generated entity types guard the hand-written code', () => {
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'entity-types-'));
    for (const entry of ['runtime', 'tools', 'schemas', 'generators', 'docs', 'screens.json', 'tsconfig.json', 'package.json'])
      cpSync(join(repoRoot, entry), join(root, entry), { recursive: true });
    symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'));
  });

  it('compiles the entity users against the committed screen files', () => {
    const result = typecheck();
    expect(result.output).toBe('');
    expect(result.status).toBe(0);
  }, 120_000);

  it('fails to compile where code uses a field that a screen file no longer has', () => {
    removeField('schemas/labour/worker.json', 'empBankname');
    removeField('schemas/system/user.json', 'phone');
    expect(run(join(repoRoot, 'node_modules/.bin/tsx'), ['generators/index.ts']).status).toBe(0);
    const result = typecheck();
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(
      /runtime\/server\/seed\/demo\/labour\.ts\(\d+,\d+\): error TS2353: Object literal may only specify known properties, and 'empBankname' does not exist in type 'LabourWorker'/,
    );
    expect(result.output).toMatch(
      /runtime\/server\/auth\/authDb\.ts\(\d+,\d+\): error TS2344: Type '[^']*"phone"[^']*' does not satisfy the constraint 'keyof SystemUser'/,
    );
  }, 180_000);
});
