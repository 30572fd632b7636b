import { sql } from 'kysely';
import type { ScreenFile } from '../../runtime/core/screen/screen.types';
import { createDatabase, type Database } from '../../runtime/server/db/database';
import { migrateScreens } from '../../runtime/server/db/migrateScreens';
import { buildScreenRegistry, type ScreenRegistry } from '../../runtime/server/screens/screenRegistry';
import type { Backend } from './harness';
import { withTestDatabaseUrl, type TestDatabase } from './pgTestDatabase';

/**
 * A database of its own for a schema-change test file: screens are migrated as the server
 * migrates an analyst's edit of `file`, and every line the migration logs is kept.
 */
export interface SchemaChangeDatabase {
  readonly db: Database['db'];
  readonly log: string[];
  registryOf(screen: ScreenFile): ScreenRegistry;
  migrate(screen: ScreenFile): Promise<void>;
  /** Migrates several screens at once, as the server migrates its whole set of screen files. */
  migrateAll(screens: ScreenFile[]): Promise<void>;
  /** Column name → data type of a table. */
  columns(table: string): Promise<Record<string, string>>;
  open(): Promise<void>;
  close(): Promise<void>;
}

export function schemaChangeDatabase(backend: Backend, file: string): SchemaChangeDatabase {
  let database: Database | null = null;
  let pg: TestDatabase | null = null;
  const log: string[] = [];
  const db = () => {
    if (!database) throw new Error('schemaChangeDatabase: open() first');
    return database.db;
  };
  const registryOf = (screen: ScreenFile) => buildScreenRegistry({ rootDir: '.', catalogue: { modules: [] }, sources: [{ file, screen }], dictSeeds: [] });
  return {
    get db() {
      return db();
    },
    log,
    registryOf,
    async migrate(screen) {
      await migrateScreens(db(), registryOf(screen), { log: (line) => log.push(line) });
    },
    async migrateAll(screens) {
      const sources = screens.map((screen) => ({ file: `${screen.id}.json`, screen }));
      const registry = buildScreenRegistry({ rootDir: '.', catalogue: { modules: [] }, sources, dictSeeds: [] });
      await migrateScreens(db(), registry, { log: (line) => log.push(line) });
    },
    async columns(table) {
      const result = await sql<{ column_name: string; data_type: string }>`
        select column_name, data_type from information_schema.columns where table_schema = current_schema() and table_name = ${table}`.execute(db());
      return Object.fromEntries(result.rows.map((row) => [row.column_name, row.data_type]));
    },
    async open() {
      if (backend === 'postgres') pg = await withTestDatabaseUrl();
      database = await createDatabase(pg ? { databaseUrl: pg.url } : { dataDir: 'memory://' });
    },
    async close() {
      await database?.close();
      await pg?.drop();
    },
  };
}
