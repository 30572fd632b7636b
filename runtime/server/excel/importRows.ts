import type { CellValue } from 'exceljs';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import { BusinessError } from '../crud/businessError';
import type { CrudDeps } from '../crud/crudDeps';
import { visibleRows } from '../crud/rowVisibility';
import { cellToApiValue } from './cellValue';
import { labelsToCodes, loadDictCodeMaps, type DictCodeMaps } from './dictCodes';
import type { RowFailure } from './errorWorkbook';
import { excelFields, type ExcelField } from './excelFields';
import { EXCEL_MESSAGES } from './excelMessages';
import { BATCH_ROWS, saveRowBatch, type BatchTarget, type SheetRow } from './saveRowBatch';
import { Utf8WorkbookReader } from './utf8WorkbookReader';

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
function rowBody(cells: CellValue[], columns: (ExcelField | undefined)[], codes: DictCodeMaps): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  columns.forEach((column, index) => {
    if (!column) return;
    const value = cellToApiValue(cells[index], column.schema);
    if (value !== undefined) body[column.field] = labelsToCodes(value, codes.get(column.field));
  });
  return body;
}

/**
 * The data rows of the first sheet, streamed; the header row maps the columns to fields by
 * title and is kept in `outcome.headers`. Rows with nothing in a mapped column are skipped.
 */
async function* sheetRows(file: string, fields: ExcelField[], codes: DictCodeMaps, outcome: ImportOutcome): AsyncGenerator<SheetRow> {
  const reader = new Utf8WorkbookReader(file, { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit' });
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
      // The cells go to the error file, which is served by path: a write-only value (a password) never does.
      const kept = cells.map((cell, index) => (columns[index]?.schema['x-write-only'] ? undefined : cellToApiValue(cell, TEXT_SCHEMA)));
      if (Object.keys(body).length > 0) yield { row: row.number, cells: kept, body };
    }
    break;
  }
}

/** `rows` in groups of `size` (the last one shorter), so only one group is held at a time. */
async function* batches<T>(rows: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * Imports the first sheet of a workbook, streamed row by row: every data row goes through the
 * same checks and hooks as 新增 (writeRecord), in one transaction, BATCH_ROWS rows at a time.
 * A refused row is recorded with its cells and message; an all-or-nothing import with any
 * refused row is rolled back whole.
 */
export async function importRows(deps: CrudDeps, request: ImportRequest): Promise<ImportOutcome> {
  const { screen, auth, partial } = request;
  const codes = await loadDictCodeMaps(screen, deps.dicts, auth);
  const visible = await visibleRows(deps, screen, auth);
  const outcome: ImportOutcome = { saved: 0, failures: [], headers: [] };
  const ids: string[] = [];
  try {
    await deps.db.transaction().execute(async (trx) => {
      const target: BatchTarget = { trx, deps, screen, auth, visible };
      for await (const batch of batches(sheetRows(request.file, excelFields(screen, 'import'), codes, outcome), BATCH_ROWS)) {
        const saved = await saveRowBatch(target, batch);
        ids.push(...saved.ids);
        outcome.failures.push(...saved.failures);
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
