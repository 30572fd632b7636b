import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import { buildApp } from '../../runtime/server/app';
import { createDatabase } from '../../runtime/server/db/database';
import type { SeedMode } from '../../runtime/server/seed/seed';
import { TEST_ADMIN_PASSWORD } from '../fixtures/testAccounts';
import { createDatabaseOn, untilDisconnected } from './pgTestDatabase';

/**
 * Migrating every screen table and seeding the demo company takes most of a test file's start (tens of
 * seconds, twice with DATABASE_URL). So each backend and seed mode is migrated and seeded once per run, the
 * first time a test file asks for it, and every test file starts from a copy: PGlite from a copy of the
 * template's data folder, PostgreSQL from a template database (`create database … template …`).
 *
 * Why a folder copy and not a tarball loaded into PGlite's in-memory file system: unpacking the demo
 * database (about 340 MB) into memory took 5–8 s a test file, a plain copy of the folder (in /dev/shm,
 * memory-backed, where there is one) and opening it as files takes 1–2 s.
 */
export type Template = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; database: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder of database templates (tests/api/globalSetup.ts). */
    testTemplateDir: string;
  }
}

/** The run's template folder; null outside a vitest run of the API project (scripts build afresh). */
function templateDir(): string | null {
  try {
    return inject('testTemplateDir') ?? null;
  } catch {
    return null;
  }
}

/** The file that, once it exists, says the template is ready (and, for PostgreSQL, names its database). */
export function readyFile(dir: string, backend: Template['kind'], seed: SeedMode): string {
  return join(dir, `${backend}-${seed}.ready`);
}

async function buildPGliteTemplate(seed: SeedMode, target: string): Promise<string> {
  const database = await createDatabase({ dataDir: target });
  try {
    const app = await buildApp({ database, dataDir: 'memory://', seed, adminPassword: TEST_ADMIN_PASSWORD });
    await app.close();
  } finally {
    // Closing writes everything to the folder's files: copies open it as a restart would.
    await database.close();
  }
  return target;
}

/** A test file's own copy of a PGlite template folder, next to it; `remove` deletes it after the database is closed. */
export async function copyPGliteTemplate(template: string): Promise<{ dataDir: string; remove(): Promise<void> }> {
  const dataDir = await mkdtemp(`${template}-copy-`);
  await cp(template, dataDir, { recursive: true });
  return { dataDir, remove: () => rm(dataDir, { recursive: true, force: true }) };
}

async function buildPostgresTemplate(seed: SeedMode): Promise<string> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('The postgres backend needs DATABASE_URL');
  const database = `tpl_${randomBytes(6).toString('hex')}_${seed}`;
  const url = await createDatabaseOn(serverUrl, database);
  const app = await buildApp({ databaseUrl: url, seed, adminPassword: TEST_ADMIN_PASSWORD });
  await app.close();
  // A database is copied only while nobody is connected to it.
  await untilDisconnected(url);
  return database;
}

const POLL_MS = 250;

/**
 * Builds the template once across the run's test processes: the first to take the lock file builds it and
 * writes the ready file; the others wait for that file (or for the builder's failure, which they report too).
 */
async function buildOnce(dir: string, backend: Template['kind'], seed: SeedMode): Promise<string> {
  const ready = readyFile(dir, backend, seed);
  const failed = `${ready}.failed`;
  if (!existsSync(ready)) {
    const lock = await open(join(dir, `${backend}-${seed}.lock`), 'wx').catch(() => null);
    if (lock) {
      try {
        const made = backend === 'pglite' ? await buildPGliteTemplate(seed, join(dir, `pglite-${seed}`)) : await buildPostgresTemplate(seed);
        await writeFile(ready, made);
      } catch (error) {
        await writeFile(failed, error instanceof Error ? (error.stack ?? error.message) : String(error));
        throw error;
      } finally {
        await lock.close();
      }
    }
    while (!existsSync(ready)) {
      if (existsSync(failed)) throw new Error(`The ${backend} ${seed} template failed in another test process:\n${await readFile(failed, 'utf8')}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
  return readFile(ready, 'utf8');
}

/** The migrated, seeded template a test file starts from; null when the run has no template folder. */
export async function testTemplate(backend: Template['kind'], seed: SeedMode): Promise<Template | null> {
  const dir = templateDir();
  if (!dir) return null;
  const made = await buildOnce(dir, backend, seed);
  return backend === 'pglite' ? { kind: 'pglite', dataDir: made } : { kind: 'postgres', database: made };
}
