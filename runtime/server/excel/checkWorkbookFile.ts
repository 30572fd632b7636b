import { open } from 'node:fs/promises';
import { extensionOf } from '../../core/files/filePaths';
import { IMPORT_EXTENSIONS } from '../../core/files/excelSettings';
import { BusinessError } from '../crud/businessError';
import { EXCEL_MESSAGES } from './excelMessages';

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

async function firstBytes(file: string, count: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(count);
    const { bytesRead } = await handle.read(buffer, 0, count, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Accepts only .xls / .xlsx names whose content is an Office Open XML workbook (a zip); an old
 * binary .xls gets a message asking to save it as .xlsx, anything else is refused.
 */
export async function checkWorkbookFile(file: string, originalName: string): Promise<void> {
  if (!(IMPORT_EXTENSIONS as readonly string[]).includes(extensionOf(originalName))) throw new BusinessError(EXCEL_MESSAGES.badType);
  const head = await firstBytes(file, 8);
  if (head.subarray(0, 8).equals(OLE2)) throw new BusinessError(EXCEL_MESSAGES.oldFormat);
  if (!head.subarray(0, 4).equals(ZIP)) throw new BusinessError(EXCEL_MESSAGES.badContent);
}
