import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../core/http/envelope';
import { requireAuth } from '../auth/requireAuth';
import { BusinessError } from '../crud/businessError';
import { ConnectionMutex } from '../db/connectionMutex';
import { newId } from '../db/ids';
import { checkChunkQuota } from './chunkQuota';
import { chunkFile, listChunkTasks, readChunkTask, writeChunkTask, type ChunkTask } from './chunkTask';
import { FILE_MESSAGES } from './fileMessages';
import { receiveMultipart } from './receiveMultipart';
import { uploadAnswer } from './uploadAnswer';
import { CHUNK_BYTES, MAX_CHUNKED_BYTES, megabytes } from './uploadLimits';
import { checkTarget, type UploadStore } from './uploadStore';

const textOf = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const bodyOf = (request: FastifyRequest): Record<string, unknown> =>
  typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};

/** Joins the parts in order into one temporary file; a missing part refuses the merge. */
async function joinChunks(store: UploadStore, folder: string, task: ChunkTask): Promise<string> {
  const target = store.incomingFile();
  try {
    for (let index = 0; index < task.chunkCount; index += 1) {
      const part = chunkFile(folder, index);
      if (!(await stat(part).catch(() => null))) throw new BusinessError(FILE_MESSAGES.chunkMissing);
      await pipeline(createReadStream(part), createWriteStream(target, { flags: 'a' }));
    }
    if ((await stat(target)).size !== task.size) throw new BusinessError(FILE_MESSAGES.sizeMismatch);
    return target;
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
}

/**
 * The chunked upload for files above the single-request limit: createTask declares name, size
 * and folder (checked at once), init receives one part (`taskId`, `index`, file), merge joins the
 * parts in order and stores the result with the same checks as a normal upload, cancel drops
 * the task. Tasks belong to the user who created them; a user's unfinished tasks are capped
 * (chunkQuota), and tasks idle for a day are swept away (uploadSweep).
 */
export function registerChunkRoutes(app: FastifyInstance, store: UploadStore): void {
  const signedIn = { config: { authenticated: true } };
  // Counting a user's tasks and adding one is a unit: parallel requests must not all pass the cap.
  const creating = new ConnectionMutex();

  app.post('/api/partUpload/createTask', signedIn, async (request) => {
    const body = bodyOf(request);
    const originalName = textOf(body.fileName);
    const biz = textOf(body.biz) || 'temp';
    const size = Number(body.fileSize);
    checkTarget(biz, originalName);
    if (!Number.isInteger(size) || size <= 0 || size > MAX_CHUNKED_BYTES) throw new BusinessError(FILE_MESSAGES.tooLarge(megabytes(MAX_CHUNKED_BYTES)));
    const ownerId = requireAuth(request).userId;
    const taskId = newId();
    const chunkCount = Math.ceil(size / CHUNK_BYTES);
    await creating.lock();
    try {
      checkChunkQuota(await listChunkTasks(store.chunksFolder), ownerId, size);
      await writeChunkTask(store.chunkFolder(taskId), { ownerId, biz, originalName, size, chunkCount });
    } finally {
      creating.unlock();
    }
    return ok({ taskId, chunkSize: CHUNK_BYTES, chunkCount });
  });

  app.post('/api/partUpload/init', signedIn, async (request) => {
    const { fields, file } = await receiveMultipart(request, store, CHUNK_BYTES);
    if (!file) throw new BusinessError(FILE_MESSAGES.noFile);
    try {
      const folder = store.chunkFolder(fields.taskId ?? '');
      const task = await readChunkTask(folder, requireAuth(request).userId);
      const index = Number(fields.index);
      if (!Number.isInteger(index) || index < 0 || index >= task.chunkCount) throw new BusinessError(FILE_MESSAGES.badChunk);
      await rename(file.tempFile, chunkFile(folder, index));
      return ok({ index });
    } finally {
      await rm(file.tempFile, { force: true });
    }
  });

  app.post('/api/partUpload/merge', signedIn, async (request) => {
    const folder = store.chunkFolder(textOf(bodyOf(request).taskId));
    const task = await readChunkTask(folder, requireAuth(request).userId);
    const joined = await joinChunks(store, folder, task);
    const stored = await store.keep(joined, { biz: task.biz, originalName: task.originalName, maxBytes: MAX_CHUNKED_BYTES });
    await rm(folder, { recursive: true, force: true });
    return uploadAnswer(stored);
  });

  app.get('/api/partUpload/cancel', signedIn, async (request) => {
    const folder = store.chunkFolder(textOf((request.query as Record<string, unknown>).taskId));
    await readChunkTask(folder, requireAuth(request).userId);
    await rm(folder, { recursive: true, force: true });
    return ok(null);
  });
}
