import { sql, type CreateTableBuilder } from 'kysely';
import { dashboardIndexes } from '../../core/dashboard/dashboardIndexes';
import { detailScreensOf } from '../../core/screen/detailScreen';
import type { ScreenFile } from '../../core/screen/screen.types';
import { registryRollups } from '../dashboard/rollupPlan';
import { migrateRollups } from '../dashboard/rollupTables';
import { createImportTables, RUNNING_IMPORTS_TABLE } from '../excel/importBatches';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { atomically } from './atomically';
import type { AppDb } from './dbTypes';
import { applyDataMoves } from './dataMoves';
import { applySchemaChanges } from './schemaChanges';
import { primaryKeyOf, screenColumns, type ColumnSpec } from './screenColumns';
import { migrateProjectKeys } from './projectKeys';
import { screenIndexes, type CompositeIndex, type ExtraIndexes, type IndexSpec } from './screenIndexes';
import { tableColumns } from './tableColumns';

export interface MigrateOptions {
  /** Receives one line per change made (default: console.info). */
  log?: (message: string) => void;
}

interface ExistingSchema {
  columns: Map<string, Set<string>>;
  indexes: Set<string>;
}

async function readExistingSchema(db: AppDb, tables: string[]): Promise<ExistingSchema> {
  const columns = await tableColumns(db, tables);
  const indexRows = await db
    .selectFrom('pg_indexes')
    .select('indexname')
    .where('schemaname', '=', sql<string>`current_schema()`)
    .where('tablename', 'in', tables)
    .execute();
  return { columns, indexes: new Set(indexRows.map((row) => String(row.indexname))) };
}

async function createTable(db: AppDb, table: string, columns: ColumnSpec[], primaryKey: string[]): Promise<void> {
  // Typed by column names (string): the columns are known only at run time.
  let builder: CreateTableBuilder<string, string> = db.schema.createTable(table).ifNotExists();
  for (const column of columns) {
    builder = builder.addColumn(column.name, column.type, (col) => {
      const definition = column.notNull ? col.notNull() : col;
      return column.defaultValue === undefined ? definition : definition.defaultTo(column.defaultValue);
    });
  }
  await builder.addPrimaryKeyConstraint(`${table}_pkey`, primaryKey).execute();
}

/**
 * A not-null column without a default (project_id on a screen moved to project scope) cannot be
 * added to a table with rows: it is added nullable, and projectKeys makes it not null once every row has one.
 */
async function addColumn(db: AppDb, table: string, column: ColumnSpec): Promise<void> {
  await db.schema
    .alterTable(table)
    .addColumn(column.name, column.type, (col) => {
      if (column.defaultValue === undefined) return col;
      return (column.notNull ? col.notNull() : col).defaultTo(column.defaultValue);
    })
    .execute();
}

async function createIndex(db: AppDb, table: string, index: IndexSpec): Promise<void> {
  if (index.trigram) {
    const [column] = index.columns;
    await db.schema
      .createIndex(index.name)
      .ifNotExists()
      .on(table)
      .using('gin')
      .expression(sql`${sql.ref(column)} gin_trgm_ops`)
      .execute();
    return;
  }
  let builder = db.schema.createIndex(index.name).ifNotExists().on(table).columns(index.columns);
  if (index.unique) builder = builder.unique();
  await builder.execute();
}

/**
 * Installs pg_trgm (PGlite has it loaded, see database.ts; on a PostgreSQL server it is a trusted
 * extension). Without it the contains search still works, only without an index; say so and go on.
 */
async function installTrigram(db: AppDb, log: (message: string) => void): Promise<boolean> {
  try {
    // Looked up first, so a migration dry run prints nothing for an extension already there.
    const installed = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(db);
    if (installed.rows.length === 0) await sql`create extension if not exists pg_trgm`.execute(db);
    return true;
  } catch (error) {
    log(`pg_trgm is not available, contains search runs without an index: ${(error as Error).message}`);
    return false;
  }
}

/**
 * Indexes beyond a screen's own declarations, by screen id: the foreign keys of detail screens
 * (always filtered by their parent's id) and the indexes of the dashboard widgets that read it.
 */
export function extraIndexes(registry: ScreenRegistry): Map<string, ExtraIndexes> {
  const extra = new Map<string, ExtraIndexes>([...dashboardIndexes(registry.dashboards.values())].map(([screen, widgets]) => [screen, { widgets }]));
  for (const screen of registry.screens.values()) {
    for (const detail of screen.details ?? []) {
      const own = extra.get(detail.screen) ?? {};
      extra.set(detail.screen, { ...own, fields: [...(own.fields ?? []), detail.foreignKey] });
    }
  }
  for (const ledger of registry.ledgers?.values() ?? []) {
    // A balance row is unique per scope and key (the posting upsert relies on it); postings are
    // read per key and period (the ledger page) and summed per key (the drift job).
    const add = (screenId: string, composite: CompositeIndex) => {
      const own = extra.get(screenId) ?? {};
      extra.set(screenId, { ...own, composites: [...(own.composites ?? []), composite] });
    };
    add(ledger.balance, { fields: ledger.keys, unique: true });
    add(ledger.postings, { fields: [ledger.keys[0], ledger.date], unique: false });
  }
  return extra;
}

interface ScreenIndexing {
  extra: ExtraIndexes;
  trigram: boolean;
}

async function migrateColumns(db: AppDb, screen: ScreenFile, existing: ExistingSchema, log: (message: string) => void): Promise<void> {
  const columns = screenColumns(screen);
  const present = existing.columns.get(screen.table);
  if (!present) {
    await createTable(db, screen.table, columns, primaryKeyOf(screen));
    log(`created table ${screen.table} (${columns.length} columns)`);
    // A later screen sharing the table (a currentProject card) adds only its own further columns.
    existing.columns.set(screen.table, new Set(columns.map((column) => column.name)));
  } else {
    for (const column of columns.filter((spec) => !present.has(spec.name))) {
      await addColumn(db, screen.table, column);
      present.add(column.name);
      log(`added column ${screen.table}.${column.name} ${column.type}`);
    }
  }
}

async function migrateIndexes(
  db: AppDb,
  screen: ScreenFile,
  existing: ExistingSchema,
  indexing: ScreenIndexing,
  log: (message: string) => void,
): Promise<void> {
  for (const index of screenIndexes(screen, indexing.extra, { trigram: indexing.trigram }).filter((spec) => !existing.indexes.has(spec.name))) {
    try {
      // Atomically: inside a transaction (the dry run's) a failed index would abort every later statement.
      await atomically(db, (d) => createIndex(d, screen.table, index));
      log(`created ${index.unique ? 'unique ' : ''}index ${index.name} on ${screen.table} (${index.columns.join(', ')})`);
    } catch (error) {
      // Existing duplicate rows block a new unique index; the table still works and the write
      // check reports duplicates, so startup goes on and says what to clean up.
      log(`could not create index ${index.name} on ${screen.table}: ${(error as Error).message}`);
    }
  }
}

/**
 * Brings the database in line with the screen files: first the declared or data-safe changes of
 * schemaChanges (refusing any that would lose data), then additively creates missing tables,
 * columns and indexes (trigram ones for contains search), the table of running imports that every read of an import screen's
 * rows consults, and the company dashboards' rollup tables (rollupTables); then the declared data moves
 * (dataMoves), the project tables' not-null project_id and (project_id, id) key (projectKeys) and, last, the declared drops. Safe to run on every start.
 */
export async function migrateScreens(db: AppDb, registry: ScreenRegistry, { log = console.info }: MigrateOptions = {}): Promise<void> {
  const screens = [...registry.screens.values(), ...detailScreensOf(registry.screens.values())];
  if (screens.length === 0) return;
  const dropDeclared = await applySchemaChanges(db, screens, log);
  const existing = await readExistingSchema(db, [RUNNING_IMPORTS_TABLE, ...screens.map((screen) => screen.table)]);
  if (!existing.columns.has(RUNNING_IMPORTS_TABLE)) await createImportTables(db);
  const extra = extraIndexes(registry);
  const trigram = await installTrigram(db, log);
  for (const screen of screens) await migrateColumns(db, screen, existing, log);
  // The moves need the new tables and columns (企业, companyId) and the old columns they carry.
  await applyDataMoves(db, screens, registry.screens, log);
  // After the moves, which may give the rows of a screen moved to project scope their project.
  await migrateProjectKeys(db, screens, log);
  // Indexes come after the moves: two old rows merged into one record may break a new unique
  // index on their link, which is then reported below instead of failing the move.
  for (const screen of screens) await migrateIndexes(db, screen, existing, { extra: extra.get(screen.id) ?? {}, trigram }, log);
  await dropDeclared();
  await migrateRollups(db, registryRollups(registry).values(), log);
}
