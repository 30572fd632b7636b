import { sql, type Transaction } from 'kysely';
import { IMPORT_BATCH_COLUMN } from '../../core/files/excelSettings';
import { detailFields } from '../../core/screen/screenModel';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import { BusinessError } from '../crud/businessError';
import { insertRows } from '../crud/bulkInsert';
import type { CrudDeps } from '../crud/crudDeps';
import { recordsToRows } from '../crud/recordMapper';
import type { RowCondition } from '../crud/rowVisibility';
import { writeRecord } from '../crud/saveRecord';
import { ownerColumnsOf } from '../crud/screenScope';
import { uniqueViolationMessage } from '../crud/uniqueCheck';
import { currentTimestamp } from '../db/clock';
import type { DB } from '../db/dbTypes';
import { ClientError } from '../sys/errorHandlers';
import { newId } from '../db/ids';
import { checkRows } from './bulkRowChecks';
import type { RowFailure } from './errorWorkbook';
import { holdBack, markAlive } from './importBatches';

/**
 * Rows per transaction: large enough that a multi-row INSERT and one SELECT per unique field pay
 * off, small enough that other requests wait for the connection only a moment between batches.
 */
export const BATCH_ROWS = 1000;

/** Where and as whom the rows of one import are saved. */
export interface BatchTarget {
  trx: Transaction<DB>;
  deps: CrudDeps;
  screen: ScreenFile;
  auth: AuthContext;
  visible: RowCondition;
  /** The import the rows belong to: they stay hidden until it finishes. */
  importId: string;
}

/** A data row of the sheet: its line, its cells as text (for the error file, made when asked) and the request body made of them. */
export interface SheetRow {
  row: number;
  cells: () => unknown[];
  body: Record<string, unknown>;
}

export interface BatchOutcome {
  ids: string[];
  failures: RowFailure[];
}

/**
 * The message of a refusal (a BusinessError, or a 4xx refusal of a hook such as a cross-screen
 * check), or null for any other error (a bug, a lost connection), which ends the import.
 */
function refusalOf(screen: ScreenFile, error: unknown): string | null {
  return error instanceof BusinessError || error instanceof ClientError ? error.message : uniqueViolationMessage(screen, error);
}

/**
 * Runs `work` under a savepoint: kept when it succeeds; undone (and the savepoint dropped, so
 * refusals do not pile up nested savepoints) when it is refused, rethrown as a BusinessError.
 */
async function underSavepoint<T>(target: BatchTarget, name: string, work: () => Promise<T>): Promise<T> {
  const savepoint = sql.id(name);
  await sql`savepoint ${savepoint}`.execute(target.trx);
  try {
    const result = await work();
    await sql`release savepoint ${savepoint}`.execute(target.trx);
    return result;
  } catch (error) {
    const message = refusalOf(target.screen, error);
    if (message === null) throw error;
    await sql`rollback to savepoint ${savepoint}`.execute(target.trx);
    await sql`release savepoint ${savepoint}`.execute(target.trx);
    throw new BusinessError(message);
  }
}

/** One row through writeRecord: the same checks and hooks as 新增. */
async function saveRow({ trx, deps, screen, auth, visible }: BatchTarget, row: SheetRow): Promise<string> {
  const saved = await writeRecord(trx, deps, { screen, auth, mode: 'add', body: row.body }, visible);
  return String(saved.id);
}

/** Each row under its own savepoint, so a refused row leaves no trace and the rest go on. */
async function saveOneByOne(target: BatchTarget, rows: SheetRow[]): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { ids: [], failures: [] };
  for (const row of rows) {
    try {
      outcome.ids.push(await underSavepoint(target, 'import_row', () => saveRow(target, row)));
    } catch (error) {
      if (!(error instanceof BusinessError)) throw error;
      outcome.failures.push({ row: row.row, cells: row.cells(), message: error.message });
    }
  }
  return outcome;
}

/**
 * Saves the rows through writeRecord under one savepoint. When any row is refused, the batch is
 * undone and saved again row by row, so the outcome (saved rows, refusals and their messages) is
 * the same as with a savepoint per row; writeRecord's checks and hooks all run inside the
 * transaction, so the undone first attempt leaves nothing behind.
 */
async function saveThroughWriteRecord(target: BatchTarget, rows: SheetRow[]): Promise<BatchOutcome> {
  let outcome: BatchOutcome;
  try {
    const ids = await underSavepoint(target, 'import_batch', async () => {
      const saved: string[] = [];
      for (const row of rows) saved.push(await saveRow(target, row));
      return saved;
    });
    outcome = { ids, failures: [] };
  } catch (error) {
    if (!(error instanceof BusinessError)) throw error;
    outcome = await saveOneByOne(target, rows);
  }
  await holdBack(target.trx, target.screen, target.importId, outcome.ids);
  return outcome;
}

/**
 * Checks the rows in bulk (checkRows) and writes the accepted ones with multi-row INSERTs, already
 * marked as the import's. Should the INSERT still be refused (a concurrent save took a unique
 * value after the check), the batch is saved through writeRecord instead, which names the row.
 */
async function saveInBulk(target: BatchTarget, rows: SheetRow[]): Promise<BatchOutcome> {
  const { trx, deps, screen, auth, importId } = target;
  const { accepted, failures } = await checkRows(target, rows);
  const owner = ownerColumnsOf(screen, auth);
  const now = currentTimestamp();
  // Write-only values (a password) have no column: the stored fields alone become columns.
  const tableRows = recordsToRows(
    screen,
    accepted.map(({ record }) => record),
    () => ({ id: newId(), ...owner, create_by: auth.username, create_time: now, [IMPORT_BATCH_COLUMN]: importId }),
  );
  const ids = tableRows.map((row) => String(row.id));
  const records = accepted.map(({ record }) => record);
  try {
    await underSavepoint(target, 'import_bulk', async () => {
      await insertRows(trx, screen.table, tableRows);
      await deps.hooks[screen.id]?.afterBulkAdd?.({ trx, screen, auth, records, ids });
    });
  } catch (error) {
    if (!(error instanceof BusinessError)) throw error;
    return saveThroughWriteRecord(target, rows);
  }
  await markAlive(trx, importId);
  return { ids, failures };
}

/**
 * Whether a screen's rows must go through writeRecord one by one: hooks that see each record but
 * have no bulk counterpart (a user's password, a department's tree), and detail tables, which are
 * written per master. Every other screen is saved in bulk with the same checks, hooks and messages.
 */
export function savesRowByRow(deps: CrudDeps, screen: ScreenFile): boolean {
  const hooks = deps.hooks[screen.id];
  const perRecordOnly = Boolean((hooks?.beforeWrite && !hooks.beforeBulkAdd) || (hooks?.afterWrite && !hooks.afterBulkAdd));
  return perRecordOnly || detailFields(screen).length > 0;
}

/**
 * Saves a batch of up to BATCH_ROWS rows of an import inside its transaction and marks them as the
 * import's (hidden until it finishes). Refused rows are left out and reported with their messages.
 */
export function saveRowBatch(target: BatchTarget, rows: SheetRow[]): Promise<BatchOutcome> {
  return savesRowByRow(target.deps, target.screen) ? saveThroughWriteRecord(target, rows) : saveInBulk(target, rows);
}
