import type { FastifyInstance } from 'fastify';
import { extensionOf } from '../../core/files/filePaths';
import { STREAM_URL_PREFIX, streamFolder } from '../../core/files/streamPaths';
import { fail } from '../../core/http/envelope';
import { requireAuth } from '../auth/requireAuth';
import { FILE_MESSAGES } from './fileMessages';
import type { UploadStore } from './uploadStore';

/** The files an HLS stream is made of: the playlists and their MPEG-TS or fMP4 segments. */
const STREAM_TYPES: Readonly<Record<string, string>> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/iso.segment',
  mp4: 'video/mp4',
};

export const STREAM_MESSAGES = {
  otherProject: '无权查看该项目的视频',
  badType: '不是视频流文件',
} as const;

/**
 * GET /api/stream/<projectId>/<path>: the HLS files of a project's cameras (a field of type
 * HlsStream plays them), kept under `stream/<projectId>/` of the upload root. Unlike the open
 * static files, a site's video shows people at work: it needs a signed-in member of that
 * project (an administrator sees every project), and only stream files are served.
 */
export function registerStreamRoutes(app: FastifyInstance, store: UploadStore): void {
  app.get(`${STREAM_URL_PREFIX}:projectId/*`, { config: { authenticated: true } }, async (request, reply) => {
    const auth = requireAuth(request);
    const { projectId, '*': rest } = request.params as { projectId: string; '*': string };
    if (!auth.isAdmin && !auth.projectIds.has(projectId)) return reply.code(403).send(fail(STREAM_MESSAGES.otherProject, 403));
    const type = STREAM_TYPES[extensionOf(rest)];
    if (!type) return reply.code(400).send(fail(STREAM_MESSAGES.badType, 400));
    const absolute = await store.resolve(`${streamFolder(projectId)}/${rest}`);
    if (!absolute) return reply.code(404).send(fail(FILE_MESSAGES.notFound, 404));
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Content-Type', type);
    // A live playlist changes; segments never do.
    reply.header('Cache-Control', type === STREAM_TYPES.m3u8 ? 'no-cache' : 'private, max-age=3600');
    return reply.send(store.read(absolute));
  });
}
