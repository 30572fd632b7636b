import type { CellValue } from 'exceljs';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import { BusinessError } from '../crud/businessError';
import type { CrudDeps } from '../crud/crudDeps';
import { visibleRows } from '../crud/rowVisibility';
import { cellToApiValue } from './cellValue';
import { labelsToCodes, loadDictCodeMaps, type DictCodeMaps } from './dictCodes';
import { loadLookupKeys, withLookupReferences, type LookupKey } from './lookupKeys';
import type { RowFailure } from './errorWorkbook';
import { excelFields, type ExcelField } from './excelFields';
import { EXCEL_MESSAGES } from './excelMessages';
import { finishImport, startImport } from './importBatches';
import { letOthersIn } from './letOthersIn';
import type { ImportProgress } from './importProgress';
import { readAhead } from './readAhead';
import { ReadShare } from './readShare';
import { BATCH_ROWS, saveRowBatch, type SheetRow } from './saveRowBatch';
import { undoImport } from './undoImport';
import { openUtf8WorkbookReader } from './utf8WorkbookReader';

export interface ImportRequest {
  screen: ScreenFile;
  auth: AuthContext;
  /** The received .xlsx file. */
  file: string;
  /** Keep the good rows when some are refused. */
  partial: boolean;
  /** Told after every batch how far the import has got (the import dialog's progress bar). */
  onProgress?: (progress: Omit<ImportProgress, 'finished'>) => void;
}

export interface ImportOutcome {
  /** Rows written (0 when an all-or-nothing import had a bad row). */
  saved: number;
  failures: RowFailure[];
  /** The file's header row, for the error workbook. */
  headers: string[];
}

const TEXT_SCHEMA = { type: 'string', title: '' } as const;

/** What turns a row's cells into references: dictionary labels, and records named by a unique value of theirs. */
interface RowCodes {
  dicts: DictCodeMaps;
  lookups: LookupKey[];
}

/** Which screen field each column holds, found by the column title. */
function mapColumns(headers: string[], fields: ExcelField[]): (ExcelField | undefined)[] {
  const byTitle = new Map(fields.map((field) => [field.title, field]));
  return headers.map((title) => byTitle.get(title));
}

/** The request body of one data row (cells 1-based, as exceljs gives them): API values, dictionary labels turned into codes. */
function rowBody(cells: CellValue[], columns: (ExcelField | undefined)[], codes: DictCodeMaps): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  columns.forEach((column, index) => {
    if (!column) return;
    const value = cellToApiValue(cells[index + 1], column.schema);
    if (value !== undefined) body[column.field] = labelsToCodes(value, codes.get(column.field));
  });
  return body;
}

/**
 * The cells of a row as text for the error file, `width` of them. The file is served by path: a
 * write-only value (a password) never goes into it.
 */
function errorFileCells(cells: CellValue[], columns: (ExcelField | undefined)[], width: number): unknown[] {
  return Array.from({ length: width }, (_, index) => (columns[index]?.schema['x-write-only'] ? undefined : cellToApiValue(cells[index + 1], TEXT_SCHEMA)));
}

/**
 * The data rows of the first sheet, streamed; the header row maps the columns to fields by
 * title and is kept in `outcome.headers`. Rows with nothing in a mapped column are skipped.
 * A row's cells are turned into text for the error file only when it is refused.
 */
async function* sheetRows(file: ReadShare, fields: ExcelField[], codes: RowCodes, outcome: ImportOutcome): AsyncGenerator<SheetRow> {
  const options = { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit' } as const;
  const reader = await openUtf8WorkbookReader(file.stream, options, file.spooledTo);
  let columns: (ExcelField | undefined)[] = [];
  for await (const sheet of reader) {
    for await (const row of sheet) {
      // row.values: the non-empty cells' values by column number, without making a Cell per empty column.
      const cells = row.values as CellValue[];
      const width = Math.max(row.cellCount, outcome.headers.length);
      if (row.number === 1) {
        outcome.headers = Array.from({ length: width }, (_, index) => String(cellToApiValue(cells[index + 1], TEXT_SCHEMA) ?? ''));
        columns = mapColumns(outcome.headers, fields);
        if (!columns.some(Boolean)) throw new BusinessError(EXCEL_MESSAGES.noColumns);
        continue;
      }
      const body = withLookupReferences(rowBody(cells, columns, codes.dicts), codes.lookups);
      if (Object.keys(body).length > 0) yield { row: row.number, cells: () => errorFileCells(cells, columns, width), body };
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
 * same checks (and, for a screen with write hooks, the same hooks) as 新增, checked and inserted
 * in bulk where no hook needs each row (saveRowBatch), BATCH_ROWS rows per transaction, with other
 * requests served between the transactions (PGlite has one connection; a whole file in one
 * transaction froze every other request for its whole length) and the next batch read from the
 * file meanwhile. The import is registered first and its rows stay hidden until it finishes,
 * when they all appear at once; an all-or-nothing import with a refused row, or any import that
 * fails, is undone. A refused row is recorded with its cells and message.
 */
export async function importRows(deps: CrudDeps, request: ImportRequest): Promise<ImportOutcome> {
  const { screen, auth, partial } = request;
  const codes = { dicts: await loadDictCodeMaps(screen, deps.dicts, auth), lookups: await loadLookupKeys(deps, screen, auth) };
  const visible = await visibleRows(deps, screen, auth);
  const outcome: ImportOutcome = { saved: 0, failures: [], headers: [] };
  const ids: string[] = [];
  const importId = await startImport(deps.db, screen);
  const file = await ReadShare.open(request.file);
  let rowsRead = 0;
  try {
    const rows = sheetRows(file, excelFields(screen, 'import'), codes, outcome);
    // The next batch is read from the file while the database saves this one.
    for await (const batch of readAhead(batches(rows, BATCH_ROWS))) {
      const saved = await deps.db.transaction().execute((trx) => saveRowBatch({ trx, deps, screen, auth, visible, importId }, batch));
      ids.push(...saved.ids);
      outcome.failures.push(...saved.failures);
      rowsRead += batch.length;
      request.onProgress?.({ rows: rowsRead, fraction: file.fraction() });
      await letOthersIn();
    }
  } catch (error) {
    // Should the undo fail as well, the import stays hidden and the sweep of abandoned imports finishes it.
    await undoImport(deps, screen, importId).catch(() => undefined);
    throw error;
  } finally {
    file.stream.destroy();
  }
  if (outcome.failures.length > 0 && !partial) {
    await undoImport(deps, screen, importId);
    return outcome;
  }
  await finishImport(deps.db, importId);
  outcome.saved = ids.length;
  // The rows were added with the importer's owner columns: a project screen's in the current project.
  if (ids.length > 0)
    await deps.hooks[screen.id]?.afterCommit?.({ screen, auth, mode: 'add', ids, projectId: screen.scope === 'project' ? auth.projectId : null });
  return outcome;
}
