/**
 * `npm run migrate [-- --dry-run]`: applies the screen files' table changes to the database of
 * DATABASE_URL / DATA_DIR (as a start would), or with --dry-run prints the SQL it would execute.
 * With the embedded database it takes the data folder's lock like the server does, so it refuses
 * (naming the server's process) while a server has the folder open: stop the server first.
 * It also forgets the stamps of the platform's own set-up steps, so the next start makes their
 * tables again whatever the stamps say (a database changed by hand).
 */
import { fileURLToPath } from 'node:url';
import { createDatabase, type Database } from '../runtime/server/db/database';
import { migrateScreens } from '../runtime/server/db/migrateScreens';
import { forgetStartStamps } from '../runtime/server/db/startStamps';
import { READING_KEYS_STEP } from '../runtime/server/device/readingKeys';
import { PLATFORM_TABLES_STEP, READING_ROLLUP_STEP } from '../runtime/server/platformTables';
import { loadScreenRegistry } from '../runtime/server/screens/screenRegistry';
import { dryRunMigration } from './migrate/dryRun';

const rootDir = process.env.ROOT_DIR ?? fileURLToPath(new URL('..', import.meta.url));
let database: Database | null = null;
try {
  database = await createDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR || './data' });
  const registry = await loadScreenRegistry(rootDir);
  if (process.argv.includes('--dry-run')) {
    const statements = await dryRunMigration(database.db, registry);
    console.log(statements.length === 0 ? '-- 数据库已与页面文件一致，无需变更。' : statements.map((statement) => `${statement};`).join('\n'));
  } else {
    await migrateScreens(database.db, registry, { log: (line) => console.log(line) });
    await forgetStartStamps(database.db, [PLATFORM_TABLES_STEP, READING_ROLLUP_STEP, READING_KEYS_STEP]);
    console.log('表结构已与页面文件一致。');
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await database?.close();
}
