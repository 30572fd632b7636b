/**
 * The migration check of `npm start` (tools/start.ts), run before the web build: dry-runs the
 * screen migration on the server's database (DATABASE_URL / DATA_DIR, as the server opens it) and,
 * when it would be refused or fail, prints why and exits 1. Prints nothing when all is well.
 */
import { fileURLToPath } from 'node:url';
import { createDatabase, type Database } from '../../runtime/server/db/database';
import { loadScreenRegistry } from '../../runtime/server/screens/screenRegistry';
import { dryRunMigration } from './dryRun';

const rootDir = process.env.ROOT_DIR ?? fileURLToPath(new URL('../..', import.meta.url));
let database: Database | null = null;
try {
  database = await createDatabase({ databaseUrl: process.env.DATABASE_URL?.trim() || undefined, dataDir: process.env.DATA_DIR?.trim() || './data' });
  await dryRunMigration(database.db, await loadScreenRegistry(rootDir));
} catch (error) {
  console.error(`启动前检查表结构未通过，未构建前端：\n${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database?.close();
}
