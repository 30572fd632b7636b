import type { FastifyInstance } from 'fastify';
import { extensionOf, fileNameOf } from '../../core/files/filePaths';
import { isImageExtension, isVideoExtension } from '../../core/files/fileKinds';
import { fail } from '../../core/http/envelope';
import { attachment } from './contentDisposition';
import { FILE_MESSAGES } from './fileMessages';
import type { UploadStore } from './uploadStore';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ppt: 'application/vnd.ms-powerpoint',
  zip: 'application/zip',
  ifc: 'application/x-step',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/**
 * GET /api/sys/common/static/<path>: open (images must load in <img>, as upstream), but only
 * files under the upload root. Images and videos are served inline (a <video> plays them), everything else as an attachment, and
 * never with a type the browser may second-guess (nosniff).
 */
export function registerStaticRoutes(app: FastifyInstance, store: UploadStore): void {
  app.get('/api/sys/common/static/*', { config: { public: true } }, async (request, reply) => {
    const relative = (request.params as { '*': string })['*'];
    const absolute = await store.resolve(relative);
    if (!absolute) return reply.code(404).send(fail(FILE_MESSAGES.notFound, 404));
    const extension = extensionOf(absolute);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Content-Type', CONTENT_TYPES[extension] ?? 'application/octet-stream');
    reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
    reply.header('Content-Disposition', isImageExtension(extension) || isVideoExtension(extension) ? 'inline' : attachment(fileNameOf(absolute)));
    return reply.send(store.read(absolute));
  });
}
