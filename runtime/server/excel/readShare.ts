import { createReadStream, statSync, type ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';

/**
 * How much of a workbook's worksheet has been read, from the bytes of the file being parsed: the
 * uploaded file itself, or the temporary file exceljs spools a worksheet to when the shared
 * strings come after it (then reading the upload only copies, and the parse reads the spool).
 */
export class ReadShare {
  private spool: { stream: ReadStream; size: number } | null = null;

  private constructor(
    readonly stream: ReadStream,
    private readonly size: number,
  ) {}

  /** Opens the file for reading and measures it. */
  static async open(file: string): Promise<ReadShare> {
    const { size } = await stat(file);
    return new ReadShare(createReadStream(file), size);
  }

  /** The worksheet is now parsed from this spooled file. */
  readonly spooledTo = (stream: ReadStream): void => {
    this.spool = { stream, size: statSync(stream.path).size };
  };

  /** Share read, 0–1; the copy into a spool counts as nothing read yet. */
  fraction(): number {
    const { stream, size } = this.spool ?? { stream: this.stream, size: this.size };
    return size > 0 ? Math.min(1, stream.bytesRead / size) : 0;
  }
}
