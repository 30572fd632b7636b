import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseExists, startSteps } from './startSteps';

describe('the steps of npm start', () => {
  it('checks the migration before a web build when a database exists', () => {
    expect(startSteps({ webStale: true, serverStale: true, databaseExists: true })).toEqual(['check-migrations', 'build-web', 'build-server', 'serve']);
  });

  it('skips the check without a web build: the server reports a refused migration as fast', () => {
    expect(startSteps({ webStale: false, serverStale: true, databaseExists: true })).toEqual(['build-server', 'serve']);
    expect(startSteps({ webStale: false, serverStale: false, databaseExists: true })).toEqual(['serve']);
  });

  it('skips the check for a new database, which has nothing to refuse', () => {
    expect(startSteps({ webStale: true, serverStale: false, databaseExists: false })).toEqual(['build-web', 'serve']);
  });

  it('finds the database as the server does: a PostgreSQL server, or an existing data folder', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'start-'));
    expect(databaseExists({ DATABASE_URL: 'postgres://localhost/site' }, cwd)).toBe(true);
    expect(databaseExists({}, cwd)).toBe(false);
    expect(databaseExists({ DATA_DIR: '.' }, cwd)).toBe(true);
    expect(databaseExists({ DATA_DIR: 'memory://', DATABASE_URL: ' ' }, cwd)).toBe(false);
  });
});
