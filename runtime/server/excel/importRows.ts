import ExcelJS from 'exceljs';
import { sql, type Transaction } from 'kysely';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import { BusinessError } from '../crud/businessError';
import type { CrudDeps } from '../crud/crudDeps';
import { visibleRows, type RowCondition } from '../crud/rowVisibility';
import { writeRecord } from '../crud/saveRecord';
import { uniqueViolationMessage } from '../crud/uniqueCheck';
import type { DB } from '../db/dbTypes';
import { cellToApiValue } from './cellValue';
import { labelsToCodes, loadDictCodeMaps, type DictCodeMaps } from './dictCodes';
import type { RowFailure } from './errorWorkbook';
import { excelFields, type ExcelField } from './excelFields';
import { EXCEL_MESSAGES } from './excelMessages';

export interface ImportRequest {
  screen: ScreenFile;
  auth: AuthContext;
  /** The received .xlsx file. */
  file: string;
  /** Keep the good rows when some are refused. */
  partial: boolean;
}

export interface ImportOutcome {
  /** Rows written (0 when an all-or-nothing import had a bad row). */
  saved: number;
  failures: RowFailure[];
  /** The file's header row, for the error workbook. */
  headers: string[];
}

const TEXT_SCHEMA = { type: 'string', title: '' } as const;

/** Thrown inside the transaction to roll back an all-or-nothing import that had bad rows. */
class RollbackImport extends Error {}

/** Which screen field each column holds, found by the column title. */
function mapColumns(headers: string[], fields: ExcelField[]): (ExcelField | undefined)[] {
  const byTitle = new Map(fields.map((field) => [field.title, field]));
  return headers.map((title) => byTitle.get(title));
}

/** The request body of one data row: API values, dictionary labels turned into codes. */
function rowBody(cells: ExcelJS.CellValue[], columns: (ExcelField | undefined)[], codes: DictCodeMaps): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  columns.forEach((column, index) => {
    if (!column) return;
    const value = cellToApiValue(cells[index], column.schema);
    if (value !== undefined) body[column.field] = labelsToCodes(value, codes.get(column.field));
  });
  return body;
}

/** Saves one row under a savepoint, so a refused row leaves no trace and the rest go on. */
async function saveRow(trx: Transaction<DB>, deps: CrudDeps, request: ImportRequest, body: Record<string, unknown>, visible: RowCondition): Promise<string | null> {
  await sql`savepoint import_row`.execute(trx);
  try {
    const saved = await writeRecord(trx, deps, { screen: request.screen, auth: request.auth, mode: 'add', body }, visible);
    await sql`release savepoint import_row`.execute(trx);
    return String(saved.id);
  } catch (error) {
    const message = error instanceof BusinessError ? error.message : uniqueViolationMessage(request.screen, error);
    if (message === null) throw error;
    await sql`rollback to savepoint import_row`.execute(trx);
    throw new BusinessError(message);
  }
}

/**
 * Imports the first sheet of a workbook, streamed row by row: the header row names the fields
 * by title, and every data row goes through the same checks and hooks as 新增 (writeRecord), in
 * one transaction. A refused row is recorded with its cells and message; an all-or-nothing
 * import with any refused row is rolled back whole.
 */
export async function importRows(deps: CrudDeps, request: ImportRequest): Promise<ImportOutcome> {
  const { screen, auth, partial } = request;
  const codes = await loadDictCodeMaps(screen, deps.dicts, auth);
  const visible = await visibleRows(deps, screen, auth);
  const fields = excelFields(screen);
  const outcome: ImportOutcome = { saved: 0, failures: [], headers: [] };
  const ids: string[] = [];
  try {
    await deps.db.transaction().execute(async (trx) => {
      const reader = new ExcelJS.stream.xlsx.WorkbookReader(request.file, { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit' });
      let columns: (ExcelField | undefined)[] = [];
      for await (const sheet of reader) {
        for await (const row of sheet) {
          const cells = Array.from({ length: Math.max(row.cellCount, outcome.headers.length) }, (_, index) => row.getCell(index + 1).value);
          if (row.number === 1) {
            outcome.headers = cells.map((cell) => String(cellToApiValue(cell, TEXT_SCHEMA) ?? ''));
            columns = mapColumns(outcome.headers, fields);
            if (!columns.some(Boolean)) throw new BusinessError(EXCEL_MESSAGES.noColumns);
            continue;
          }
          const body = rowBody(cells, columns, codes);
          if (Object.keys(body).length === 0) continue;
          try {
            const id = await saveRow(trx, deps, request, body, visible);
            if (id) ids.push(id);
          } catch (error) {
            if (!(error instanceof BusinessError)) throw error;
            outcome.failures.push({ row: row.number, cells: cells.map((cell) => cellToApiValue(cell, TEXT_SCHEMA)), message: error.message });
          }
        }
        break;
      }
      if (outcome.failures.length > 0 && !partial) throw new RollbackImport();
    });
  } catch (error) {
    if (error instanceof RollbackImport) return outcome;
    throw error;
  }
  outcome.saved = ids.length;
  if (ids.length > 0) await deps.hooks[screen.id]?.afterCommit?.({ screen, auth, mode: 'add', ids });
  return outcome;
}
