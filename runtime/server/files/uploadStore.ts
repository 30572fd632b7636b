import { randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync } from 'node:fs';
import { mkdir, mkdtemp, open, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { extensionOf } from '../../core/files/filePaths';
import { isAllowedExtension } from '../../core/files/fileKinds';
import { BusinessError } from '../crud/businessError';
import { contentMatchesExtension, SNIFF_BYTES } from './contentSniffer';
import { FILE_MESSAGES } from './fileMessages';
import { dayFolder, storedFileName } from './storedName';
import { isUploadBiz, megabytes } from './uploadLimits';

/** Work folders inside the root; dot folders are never served. */
const INCOMING = '.incoming';
const CHUNKS = '.chunks';

export interface StoreRequest {
  biz: string;
  originalName: string;
  maxBytes: number;
}

/** The first bytes of a file, for content sniffing. */
async function headOf(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Refuses a folder name or extension the platform does not accept, before any byte is kept. */
export function checkTarget(biz: string, originalName: string): string {
  if (!isUploadBiz(biz)) throw new BusinessError(FILE_MESSAGES.badBiz);
  const extension = extensionOf(originalName);
  if (!isAllowedExtension(extension)) throw new BusinessError(FILE_MESSAGES.badType);
  return extension;
}

/**
 * The upload folder: where files land, under which names, and which paths may be read back.
 * Every path handed out is relative to the root, and every path read back is checked to stay
 * under it.
 */
export class UploadStore {
  private constructor(
    readonly root: string,
    /** Made for an in-memory database: removed when the app closes. */
    readonly temporary: boolean,
  ) {}

  /** Opens (and creates) the root: the given folder, else `<dataDir>/upload`, else a temporary folder for in-memory databases. */
  static async open(options: { uploadDir?: string; dataDir?: string }): Promise<UploadStore> {
    const { uploadDir, dataDir } = options;
    const configured = uploadDir ? path.resolve(uploadDir) : dataDir && !dataDir.includes('://') ? path.resolve(dataDir, 'upload') : null;
    const root = configured ?? (await mkdtemp(path.join(os.tmpdir(), 'smart-site-upload-')));
    // At start, synchronously: an awaited call waits for a thread-pool thread, which PGlite's
    // background compilation right after it opens kept waiting for tens of milliseconds.
    mkdirSync(path.join(root, INCOMING), { recursive: true });
    mkdirSync(path.join(root, CHUNKS), { recursive: true });
    return new UploadStore(root, configured === null);
  }

  /** Where received files wait until they are kept or refused. */
  get incomingFolder(): string {
    return path.join(this.root, INCOMING);
  }

  /** Where the chunked-upload tasks keep their parts, one folder per task. */
  get chunksFolder(): string {
    return path.join(this.root, CHUNKS);
  }

  /** A fresh temporary file path for an incoming upload. */
  incomingFile(): string {
    return path.join(this.incomingFolder, randomBytes(12).toString('hex'));
  }

  /** The folder of one chunked-upload task (task ids are server-made hex). */
  chunkFolder(taskId: string): string {
    if (!/^[0-9a-f]{32}$/.test(taskId)) throw new BusinessError(FILE_MESSAGES.taskNotFound);
    return path.join(this.chunksFolder, taskId);
  }

  /**
   * Moves a received temporary file to its final place after checking folder, extension, size and
   * content; the temporary file is removed on refusal. Returns the stored path relative to the root.
   */
  async keep(tempFile: string, { biz, originalName, maxBytes }: StoreRequest): Promise<string> {
    try {
      const extension = checkTarget(biz, originalName);
      const { size } = await stat(tempFile);
      if (size > maxBytes) throw new BusinessError(FILE_MESSAGES.tooLarge(megabytes(maxBytes)));
      if (!contentMatchesExtension(extension, await headOf(tempFile))) throw new BusinessError(FILE_MESSAGES.badContent);
      const { relative, absolute } = await this.reserve(biz, storedFileName(originalName, extension));
      await rename(tempFile, absolute);
      return relative;
    } finally {
      await rm(tempFile, { force: true });
    }
  }

  /** A new place for a file the server makes itself (e.g. an import's error workbook). */
  async reserve(biz: string, fileName: string): Promise<{ relative: string; absolute: string }> {
    const relative = `${biz}/${dayFolder()}/${fileName}`;
    const absolute = path.join(this.root, relative);
    await mkdir(path.dirname(absolute), { recursive: true });
    return { relative, absolute };
  }

  /** The absolute path of a stored file, or null when the path leaves the root, names a work folder or no file. */
  async resolve(relative: string): Promise<string | null> {
    const absolute = path.resolve(this.root, relative);
    const inside = path.relative(this.root, absolute);
    if (inside === '' || inside.startsWith('..') || path.isAbsolute(inside)) return null;
    if (inside.split(path.sep).some((segment) => segment.startsWith('.'))) return null;
    const info = await stat(absolute).catch(() => null);
    return info?.isFile() ? absolute : null;
  }

  /** A read stream of a resolved file. */
  read(absolute: string): NodeJS.ReadableStream {
    return createReadStream(absolute);
  }
}
