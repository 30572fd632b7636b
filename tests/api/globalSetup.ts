import { accessSync, constants, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropDatabaseOn } from './pgTestDatabase';

/** /dev/shm where there is one: every PGlite test file copies its template folder (hundreds of MB), memory-backed is fastest. */
function templateParent(): string {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return tmpdir();
  }
}

/**
 * The API project's run: a folder for the database templates of tests/api/testTemplates.ts, removed at the
 * end together with the PostgreSQL template databases it names.
 */
export default function setup(project: TestProject): () => Promise<void> {
  const dir = mkdtempSync(join(templateParent(), 'smart-site-templates-'));
  project.provide('testTemplateDir', dir);
  return async () => {
    const serverUrl = process.env.DATABASE_URL;
    for (const file of readdirSync(dir)) {
      if (serverUrl && file.startsWith('postgres-') && file.endsWith('.ready')) await dropDatabaseOn(serverUrl, readFileSync(join(dir, file), 'utf8'));
    }
    rmSync(dir, { recursive: true, force: true });
  };
}
