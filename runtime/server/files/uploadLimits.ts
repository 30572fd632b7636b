/** Largest file accepted in one request (bigger files go through the chunked upload). */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** Largest file accepted through the chunked upload. */
export const MAX_CHUNKED_BYTES = 2 * 1024 * 1024 * 1024;

/** Size of each part of a chunked upload (the last one may be smaller). */
export const CHUNK_BYTES = 5 * 1024 * 1024;

/** Folders (`biz`) a client may upload into; anything else is refused. */
export const UPLOAD_BIZ = ['temp', 'labour', 'material', 'avatar', 'jeditor', 'notice', 'quality', 'safety', 'technology'] as const;

export const isUploadBiz = (biz: string): boolean => (UPLOAD_BIZ as readonly string[]).includes(biz);

export const megabytes = (bytes: number): number => Math.round(bytes / 1024 / 1024);
