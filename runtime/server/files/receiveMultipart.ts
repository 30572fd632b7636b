import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { BusinessError } from '../crud/businessError';
import { FILE_MESSAGES } from './fileMessages';
import { megabytes } from './uploadLimits';
import type { UploadStore } from './uploadStore';

export interface ReceivedFile {
  /** Temporary file holding the bytes; the caller keeps or removes it. */
  tempFile: string;
  /** The name the client gave, used only for its extension and a cleaned display stem. */
  originalName: string;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  file: ReceivedFile | null;
}

const isTooLarge = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Reads a multipart body in any field order: text fields into `fields`, the first file streamed
 * to a temporary file (never held in memory). Further files are drained and ignored. A file over
 * `maxBytes` is refused with the size message and nothing is left on disk.
 */
export async function receiveMultipart(request: FastifyRequest, store: UploadStore, maxBytes: number): Promise<ReceivedForm> {
  const fields: Record<string, string> = {};
  let file: ReceivedFile | null = null;
  if (!request.isMultipart()) throw new BusinessError(FILE_MESSAGES.noFile);
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (file) {
        part.file.resume();
      } else {
        const tempFile = store.incomingFile();
        file = { tempFile, originalName: part.filename };
        await pipeline(part.file, createWriteStream(tempFile));
      }
    }
  } catch (error) {
    if (file) await rm(file.tempFile, { force: true });
    if (isTooLarge(error)) throw new BusinessError(FILE_MESSAGES.tooLarge(megabytes(maxBytes)));
    throw error;
  }
  return { fields, file };
}
