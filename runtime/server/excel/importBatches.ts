import { sql, type Generated, type Transaction } from 'kysely';
import { IMPORT_BATCH_COLUMN } from '../../core/files/excelSettings';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { RowCondition } from '../crud/rowVisibility';
import type { AppDb, DB } from '../db/dbTypes';
import { newId } from '../db/ids';

/**
 * Imports that have not finished: one row per import while it runs, and after a crash until the
 * sweep has undone it. The rows an import writes carry its id in `import_batch`; they are hidden
 * for as long as that id is in this table, so other requests see a file whole or not at all.
 * `heartbeat` (database clock) moves on with every batch: an import whose heartbeat stopped was
 * left by a process that died.
 */
export const RUNNING_IMPORTS_TABLE = 'sys_import_running';

type ImportTables = { sys_import_running: { id: string; screen_id: string; heartbeat: Generated<Date> } };
const importDb = (db: AppDb | Transaction<DB>) => db.withTables<ImportTables>();

export interface RunningImport {
  id: string;
  screenId: string;
}

/** Creates the table when missing (safe on every start; part of migrateScreens). */
export async function createImportTables(db: AppDb): Promise<void> {
  await db.schema
    .createTable(RUNNING_IMPORTS_TABLE)
    .ifNotExists()
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('screen_id', 'text', (column) => column.notNull())
    .addColumn('heartbeat', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

/** Registers a new import of a screen (committed at once, before any of its rows) and returns its id. */
export async function startImport(db: AppDb, screen: ScreenFile): Promise<string> {
  const id = newId();
  await importDb(db).insertInto(RUNNING_IMPORTS_TABLE).values({ id, screen_id: screen.id }).execute();
  return id;
}

/** Records that the import is still being worked on (inside each of its transactions). */
export async function markAlive(trx: Transaction<DB>, importId: string): Promise<void> {
  await importDb(trx)
    .updateTable(RUNNING_IMPORTS_TABLE)
    .set({ heartbeat: sql`now()` })
    .where('id', '=', importId)
    .execute();
}

/** Marks rows just written as the import's, inside the batch's transaction, so they stay hidden until it finishes. */
export async function holdBack(trx: Transaction<DB>, screen: ScreenFile, importId: string, ids: readonly string[]): Promise<void> {
  if (ids.length > 0)
    await trx
      .updateTable(screen.table)
      .set({ [IMPORT_BATCH_COLUMN]: importId })
      .where('id', 'in', ids)
      .execute();
  await markAlive(trx, importId);
}

/** Ends an import: one short statement makes all its rows visible together. */
export async function finishImport(db: AppDb, importId: string): Promise<void> {
  await importDb(db).deleteFrom(RUNNING_IMPORTS_TABLE).where('id', '=', importId).execute();
}

/**
 * Claims the imports no process is working on any more, for undoing: those whose heartbeat is
 * older than `idleMs`, or every one (`idleMs` null, when this process is the only one that can
 * reach the database and none of its own imports has started yet). Claiming moves the
 * heartbeat on, so of several processes sweeping at once only one takes each import.
 */
export async function claimAbandonedImports(db: AppDb, idleMs: number | null): Promise<RunningImport[]> {
  let claim = importDb(db)
    .updateTable(RUNNING_IMPORTS_TABLE)
    .set({ heartbeat: sql`now()` });
  if (idleMs !== null) claim = claim.where('heartbeat', '<', sql<Date>`now() - make_interval(secs => ${idleMs / 1000})`);
  const rows = await claim.returning(['id', 'screen_id']).execute();
  return rows.map((row) => ({ id: row.id, screenId: row.screen_id }));
}

const schemas = new WeakMap<AppDb, Promise<string>>();

/** The schema of the tables; looked up once per database. */
function schemaOf(db: AppDb): Promise<string> {
  let schema = schemas.get(db);
  if (!schema) {
    schema = sql<{ schema: string }>`select current_schema() as schema`.execute(db).then((result) => result.rows[0].schema);
    schemas.set(db, schema);
  }
  return schema;
}

/**
 * The rows outside every unfinished import. The table is named with its schema because reports
 * apply row conditions under an empty search_path.
 */
export async function outsideUnfinishedImports(db: AppDb): Promise<RowCondition> {
  const running = `${await schemaOf(db)}.${RUNNING_IMPORTS_TABLE}`;
  const batch = sql.ref(IMPORT_BATCH_COLUMN);
  return (eb) => eb.or([eb(batch, 'is', null), eb(batch, 'not in', eb.selectFrom(running).select('id'))]);
}
