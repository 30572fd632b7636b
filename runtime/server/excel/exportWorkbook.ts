import type ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { AuthContext } from '../auth/authContext';
import type { CrudDeps } from '../crud/crudDeps';
import type { ApiRecord } from '../crud/recordMapper';
import { apiValueToCell } from './cellValue';
import { excelFields, type WorkbookPurpose } from './excelFields';
import { exportRecords } from './exportRows';

export interface ExportRequest {
  screen: ScreenFile;
  auth: AuthContext;
  /** The list query (filters, sort, advanced query) of the rows to export. */
  params: Record<string, unknown>;
  /** Headers only: the import template. */
  template: boolean;
}

/** A streaming workbook with the screen's columns on one sheet named after the screen. */
async function startWorkbook(
  screen: ScreenFile,
  output: Writable,
  purpose: WorkbookPurpose,
): Promise<{ workbook: ExcelJS.stream.xlsx.WorkbookWriter; sheet: ExcelJS.Worksheet }> {
  // exceljs is loaded at the first export, not at start: it is the heaviest module of the server.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(screen.title);
  sheet.columns = excelFields(screen, purpose).map(({ field, title }) => ({ header: title, key: field, width: Math.max(12, title.length * 2 + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return { workbook, sheet };
}

function addRecords(sheet: ExcelJS.Worksheet, screen: ScreenFile, records: ApiRecord[]): void {
  const fields = excelFields(screen, 'export');
  for (const record of records) {
    sheet.addRow(Object.fromEntries(fields.map(({ field }) => [field, apiValueToCell(record[field], record[`${field}_dictText`])]))).commit();
  }
}

/**
 * Reads the first page (so a refused query fails before any byte is sent) and returns a writer
 * that streams every matching row, page by page (exportRecords), as a workbook: each row is
 * committed to the output as soon as it is written, so the rows never sit in memory as a whole.
 */
export async function prepareExport(deps: CrudDeps, { screen, auth, params, template }: ExportRequest): Promise<(output: Writable) => Promise<void>> {
  const pages = template ? null : exportRecords(deps, screen, auth, params);
  const first = await pages?.next();
  return async (output) => {
    const { workbook, sheet } = await startWorkbook(screen, output, template ? 'import' : 'export');
    if (pages && first && !first.done) {
      addRecords(sheet, screen, first.value);
      for await (const records of pages) addRecords(sheet, screen, records);
    }
    sheet.commit();
    await workbook.commit();
  };
}
