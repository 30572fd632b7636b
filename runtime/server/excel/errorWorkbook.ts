import type ExcelJS from 'exceljs';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { UploadStore } from '../files/uploadStore';
import { storedFileName } from '../files/storedName';
import { EXCEL_MESSAGES } from './excelMessages';

/** A refused row: its line in the file, the cells as read and why it was refused. */
export interface RowFailure {
  row: number;
  cells: unknown[];
  message: string;
}

const cellOf = (value: unknown): ExcelJS.CellValue => (value === undefined ? null : (value as ExcelJS.CellValue));

/**
 * Writes the refused rows, with the file's own header and a 错误信息 column, as a workbook in
 * the upload folder; returns its stored path (served as an attachment for download).
 */
export async function writeErrorWorkbook(uploads: UploadStore, screen: ScreenFile, headers: string[], failures: RowFailure[]): Promise<string> {
  const { relative, absolute } = await uploads.reserve('temp', storedFileName(`${screen.title}_${EXCEL_MESSAGES.errorColumn}`, 'xlsx'));
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ filename: absolute, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(screen.title);
  const header = sheet.addRow([...headers, EXCEL_MESSAGES.errorColumn]);
  header.font = { bold: true };
  header.commit();
  for (const failure of failures) sheet.addRow([...headers.map((_, index) => cellOf(failure.cells[index])), failure.message]).commit();
  sheet.commit();
  await workbook.commit();
  return relative;
}
