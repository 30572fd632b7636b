import type { FastifyInstance } from 'fastify';
import { BusinessError } from '../crud/businessError';
import { FILE_MESSAGES } from './fileMessages';
import { receiveMultipart } from './receiveMultipart';
import { uploadAnswer } from './uploadAnswer';
import { MAX_UPLOAD_BYTES } from './uploadLimits';
import type { UploadStore } from './uploadStore';

/**
 * POST /api/sys/common/upload (multipart `file` plus `biz`): any signed-in user may upload into
 * an allowed folder. Name, extension, size and content are checked by the store; the answer's
 * message is the stored path (relative to the upload root).
 */
export function registerUploadRoutes(app: FastifyInstance, store: UploadStore): void {
  app.post('/api/sys/common/upload', { config: { authenticated: true } }, async (request) => {
    const { fields, file } = await receiveMultipart(request, store, MAX_UPLOAD_BYTES);
    if (!file) throw new BusinessError(FILE_MESSAGES.noFile);
    const stored = await store.keep(file.tempFile, { biz: fields.biz || 'temp', originalName: file.originalName, maxBytes: MAX_UPLOAD_BYTES });
    return uploadAnswer(stored);
  });
}
