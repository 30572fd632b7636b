import { sql, type Transaction } from 'kysely';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import { BusinessError } from '../crud/businessError';
import type { CrudDeps } from '../crud/crudDeps';
import type { RowCondition } from '../crud/rowVisibility';
import { writeRecord } from '../crud/saveRecord';
import { uniqueViolationMessage } from '../crud/uniqueCheck';
import type { DB } from '../db/dbTypes';
import type { RowFailure } from './errorWorkbook';

/** Rows saved under one savepoint: a savepoint per row cost as much as the row's own insert. */
export const BATCH_ROWS = 200;

/** Where and as whom the rows of one import are saved. */
export interface BatchTarget {
  trx: Transaction<DB>;
  deps: CrudDeps;
  screen: ScreenFile;
  auth: AuthContext;
  visible: RowCondition;
}

/** A data row of the sheet: its line, its cells as text (for the error file) and the request body made of them. */
export interface SheetRow {
  row: number;
  cells: unknown[];
  body: Record<string, unknown>;
}

export interface BatchOutcome {
  ids: string[];
  failures: RowFailure[];
}

/** The message of a refusal, or null for any other error (a bug, a lost connection), which ends the import. */
function refusalOf(screen: ScreenFile, error: unknown): string | null {
  return error instanceof BusinessError ? error.message : uniqueViolationMessage(screen, error);
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
      outcome.failures.push({ row: row.row, cells: row.cells, message: error.message });
    }
  }
  return outcome;
}

/**
 * Saves up to BATCH_ROWS rows under one savepoint. When any row is refused, the batch is undone
 * and saved again row by row, so the outcome (saved rows, refusals and their messages) is the
 * same as with a savepoint per row; writeRecord's checks and hooks all run inside the
 * transaction, so the undone first attempt leaves nothing behind.
 */
export async function saveRowBatch(target: BatchTarget, rows: SheetRow[]): Promise<BatchOutcome> {
  try {
    const ids = await underSavepoint(target, 'import_batch', async () => {
      const saved: string[] = [];
      for (const row of rows) saved.push(await saveRow(target, row));
      return saved;
    });
    return { ids, failures: [] };
  } catch (error) {
    if (!(error instanceof BusinessError)) throw error;
    return saveOneByOne(target, rows);
  }
}
