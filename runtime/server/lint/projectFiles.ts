import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Folders of schemas/ that hold something other than screen files. */
const NON_SCREEN_FOLDERS = new Set(['meta', 'dicts', 'reports', 'flows', 'dashboards', 'ledgers', 'sheets']);

function jsonFilesIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(dir, name));
}

/** Absolute paths of every screen file: schemas/<area>/<screen>.json. */
export function screenFilePaths(rootDir: string): string[] {
  const schemasDir = join(rootDir, 'schemas');
  return readdirSync(schemasDir)
    .filter((area) => !NON_SCREEN_FOLDERS.has(area) && statSync(join(schemasDir, area)).isDirectory())
    .sort()
    .flatMap((area) => jsonFilesIn(join(schemasDir, area)));
}

/** Absolute paths of the dictionary seeds: schemas/dicts/<code>.json. */
export function dictFilePaths(rootDir: string): string[] {
  return jsonFilesIn(join(rootDir, 'schemas', 'dicts'));
}

/** Absolute paths of the online reports: schemas/reports/<code>.json. */
export function reportFilePaths(rootDir: string): string[] {
  return existsSync(join(rootDir, 'schemas', 'reports')) ? jsonFilesIn(join(rootDir, 'schemas', 'reports')) : [];
}

/** Absolute paths of the dashboard files: schemas/dashboards/<area>/<name>.json. */
export function dashboardFilePaths(rootDir: string): string[] {
  const dir = join(rootDir, 'schemas', 'dashboards');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((area) => statSync(join(dir, area)).isDirectory())
    .sort()
    .flatMap((area) => jsonFilesIn(join(dir, area)));
}

/** Absolute paths of the ledger files: schemas/ledgers/<name>.json. */
export function ledgerFilePaths(rootDir: string): string[] {
  return existsSync(join(rootDir, 'schemas', 'ledgers')) ? jsonFilesIn(join(rootDir, 'schemas', 'ledgers')) : [];
}

/** Absolute paths of the shared flows: schemas/flows/<name>.json. */
export function flowFilePaths(rootDir: string): string[] {
  return existsSync(join(rootDir, 'schemas', 'flows')) ? jsonFilesIn(join(rootDir, 'schemas', 'flows')) : [];
}
