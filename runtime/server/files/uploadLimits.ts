/** Largest file accepted in one request (bigger files go through the chunked upload). */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** Largest file accepted through the chunked upload. */
export const MAX_CHUNKED_BYTES = 2 * 1024 * 1024 * 1024;

/** Size of each part of a chunked upload (the last one may be smaller). */
export const CHUNK_BYTES = 5 * 1024 * 1024;

/** Unfinished chunked uploads one user may have at a time: enough for a few large files side by side. */
export const MAX_OPEN_CHUNK_TASKS = 5;

/** Declared bytes of one user's unfinished chunked uploads: two files of the largest size. */
export const MAX_OPEN_CHUNK_BYTES = 2 * MAX_CHUNKED_BYTES;

/** A received file nobody has written to for this long belongs to no running request (a crash left it). */
export const INCOMING_IDLE_MS = 60 * 60 * 1000;

/** A chunked upload that received no part for this long has been abandoned: it is removed with its parts. */
export const CHUNK_TASK_IDLE_MS = 24 * 60 * 60 * 1000;

/** How often each server sweeps the upload work folders. */
export const UPLOAD_SWEEP_EVERY_MS = 10 * 60 * 1000;

/** Folders (`biz`) a client may upload into; anything else is refused. */
export const UPLOAD_BIZ = ['temp', 'labour', 'material', 'avatar', 'jeditor', 'notice', 'quality', 'safety', 'technology', 'smartproject'] as const;

export const isUploadBiz = (biz: string): boolean => (UPLOAD_BIZ as readonly string[]).includes(biz);

export const megabytes = (bytes: number): number => Math.round(bytes / 1024 / 1024);
