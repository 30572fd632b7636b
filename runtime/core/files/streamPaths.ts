/** Where the server serves a project's HLS camera streams: `<prefix><projectId>/<path>`. */
export const STREAM_URL_PREFIX = '/api/stream/';

/** The folder of the upload root holding a project's streams, as the stream route reads it. */
export const streamFolder = (projectId: string): string => `stream/${projectId}`;

/** The URL of a stream's playlist kept under a project's stream folder, e.g. `camera-1/index.m3u8`. */
export const streamUrl = (projectId: string, playlist: string): string => `${STREAM_URL_PREFIX}${projectId}/${playlist}`;
