import { rm } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { registerChunkRoutes } from './chunkRoutes';
import { registerStaticRoutes } from './staticRoutes';
import { MAX_UPLOAD_BYTES } from './uploadLimits';
import { registerUploadRoutes } from './uploadRoutes';
import type { UploadStore } from './uploadStore';

/**
 * Multipart parsing (for uploads and Excel imports) and the file endpoints: upload, chunked
 * upload and the static reading of stored files.
 */
export async function registerFileRoutes(app: FastifyInstance, store: UploadStore): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 20, fieldSize: 64 * 1024 } });
  if (store.temporary) app.addHook('onClose', () => rm(store.root, { recursive: true, force: true }));
  registerUploadRoutes(app, store);
  registerChunkRoutes(app, store);
  registerStaticRoutes(app, store);
}
