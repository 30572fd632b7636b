import { rm } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { repeatWhileOpen } from '../jobs/housekeeping';
import { registerChunkRoutes } from './chunkRoutes';
import { registerStaticRoutes } from './staticRoutes';
import { registerStreamRoutes } from './streamRoutes';
import { MAX_UPLOAD_BYTES, UPLOAD_SWEEP_EVERY_MS } from './uploadLimits';
import { registerUploadRoutes } from './uploadRoutes';
import type { UploadStore } from './uploadStore';
import { sweepUploadWork } from './uploadSweep';

/**
 * Multipart parsing (for uploads and Excel imports) and the file endpoints: upload, chunked
 * upload, the static reading of stored files and the cameras' streams. The upload work folders are swept of what
 * nothing will finish at start and every UPLOAD_SWEEP_EVERY_MS.
 */
export async function registerFileRoutes(app: FastifyInstance, store: UploadStore): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 20, fieldSize: 64 * 1024 } });
  if (store.temporary) app.addHook('onClose', () => rm(store.root, { recursive: true, force: true }));
  // What a process that stopped left behind is swept once the server is ready: the first answer does not wait for the folders' reads.
  repeatWhileOpen(app, { title: '上传临时文件清理', everyMs: UPLOAD_SWEEP_EVERY_MS, atReady: true, run: () => sweepUploadWork(store).then(() => undefined) });
  registerUploadRoutes(app, store);
  registerChunkRoutes(app, store);
  registerStaticRoutes(app, store);
  registerStreamRoutes(app, store);
}
