import { existsSync } from 'node:fs';
import path from 'node:path';

/** What `npm start` does, in order. */
export type StartStep = 'check-migrations' | 'build-web' | 'build-server' | 'serve';

export interface StartState {
  /** dist/ is missing or older than its sources: the web build (minutes) must run. */
  webStale: boolean;
  /** The server bundle is missing or older than its sources. */
  serverStale: boolean;
  /** A database that may hold data the screen files would change: a PostgreSQL server, or an existing data folder. */
  databaseExists: boolean;
}

/**
 * The steps of `npm start`. The screen migration is dry-run before a web build, so a refused
 * change is told in seconds rather than after the build's minutes; without a build the server
 * starts at once and its own migration tells the same, so the check (a few seconds) is skipped.
 * A new database has nothing to refuse.
 */
export function startSteps({ webStale, serverStale, databaseExists }: StartState): StartStep[] {
  return [
    ...(webStale && databaseExists ? (['check-migrations'] as const) : []),
    ...(webStale ? (['build-web'] as const) : []),
    ...(serverStale ? (['build-server'] as const) : []),
    'serve',
  ];
}

/** Whether the server's database (DATABASE_URL, else DATA_DIR or ./data from `cwd`) may already hold tables. */
export function databaseExists(env: NodeJS.ProcessEnv, cwd: string): boolean {
  if (env.DATABASE_URL?.trim()) return true;
  const dataDir = env.DATA_DIR?.trim() || './data';
  return !dataDir.startsWith('memory://') && existsSync(path.resolve(cwd, dataDir));
}
