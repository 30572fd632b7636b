import type ExcelJS from 'exceljs';
import { ReadStream } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';

/**
 * exceljs 4.4.0's streaming reader turns every chunk of a zip entry into text on its own
 * (lib/utils/parse-sax.js, `TextDecoder.decode(chunk)` without `stream: true`), so a Chinese
 * character whose UTF-8 bytes straddle two chunks becomes U+FFFD. Its parser passes chunks that
 * are already strings through untouched, so the fix is to hand it text decoded across chunk
 * boundaries: entry streams get `setEncoding('utf8')` (Node's StringDecoder), and the worksheet,
 * which exceljs may first spool to a temporary file and re-read as bytes, is decoded here.
 *
 * The overridden methods are exceljs internals (not in its typings); together they are every
 * path by which a part of the workbook reaches the XML parser.
 */
type Chunks = AsyncIterable<Buffer | string>;

interface ReaderParts {
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(chunks: Chunks, sheetNo: string): Generator<unknown>;
  _parseHyperlinks(chunks: Chunks, sheetNo: string): Generator<unknown>;
}

type WorkbookReaderOptions = ConstructorParameters<typeof ExcelJS.stream.xlsx.WorkbookReader>[1];
type ReaderClass = new (input: string | Readable, options: WorkbookReaderOptions) => ExcelJS.stream.xlsx.WorkbookReader & ReaderParts & WorksheetFileHook;

/**
 * Told when a worksheet is parsed from the temporary file exceljs spooled it to (a workbook whose
 * shared strings come after its sheets, as Excel writes them): progress is then that file's.
 */
interface WorksheetFileHook {
  onWorksheetFile?: (file: ReadStream) => void;
}

function utf8Entry(entry: Readable): Readable {
  return entry.setEncoding('utf8');
}

/** UTF-8 text of a byte stream, with a character split across chunks kept whole. */
async function* utf8Text(chunks: Chunks): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  for await (const chunk of chunks) {
    const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
    if (text !== '') yield text;
  }
  const rest = decoder.end();
  if (rest !== '') yield rest;
}

/** exceljs's streaming WorkbookReader, reading multi-byte UTF-8 text correctly (see above). */
function utf8ReaderClass(ExcelWorkbookReader: ReaderClass): ReaderClass {
  return class Utf8WorkbookReader extends ExcelWorkbookReader {
    override _parseRels(entry: Readable) {
      return super._parseRels(utf8Entry(entry));
    }

    override _parseWorkbook(entry: Readable) {
      return super._parseWorkbook(utf8Entry(entry));
    }

    override _parseStyles(entry: Readable) {
      return super._parseStyles(utf8Entry(entry));
    }

    override _parseSharedStrings(entry: Readable) {
      return super._parseSharedStrings(utf8Entry(entry));
    }

    onWorksheetFile?: (file: ReadStream) => void;

    override _parseWorksheet(chunks: Chunks, sheetNo: string) {
      if (chunks instanceof ReadStream) this.onWorksheetFile?.(chunks);
      return super._parseWorksheet(utf8Text(chunks), sheetNo);
    }

    override _parseHyperlinks(chunks: Chunks, sheetNo: string) {
      return super._parseHyperlinks(utf8Text(chunks), sheetNo);
    }
  };
}

let readerClass: Promise<ReaderClass> | undefined;

/**
 * Opens a workbook for streaming with the UTF-8-safe reader. exceljs is loaded at the first import,
 * not at start: it is the heaviest module of the server.
 */
export async function openUtf8WorkbookReader(
  input: string | Readable,
  options: WorkbookReaderOptions,
  onWorksheetFile?: (file: ReadStream) => void,
): Promise<ExcelJS.stream.xlsx.WorkbookReader> {
  readerClass ??= import('exceljs').then(({ default: Excel }) => utf8ReaderClass(Excel.stream.xlsx.WorkbookReader as unknown as ReaderClass));
  const reader = new (await readerClass)(input, options);
  reader.onWorksheetFile = onWorksheetFile;
  return reader;
}
