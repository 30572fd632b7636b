import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { extensionOf } from '../../core/files/filePaths';
import { STREAM_URL_PREFIX, streamFolder } from '../../core/files/streamPaths';
import type { UploadStore } from './uploadStore';

/** A live playlist unchanged for this many target durations has stopped (a player reloads it every target duration). */
const STALE_TARGETS = 3;
/** The target duration assumed when a playlist does not state one (seconds). */
const DEFAULT_TARGET_SECONDS = 10;
/** A playlist is a small text file: anything larger is not one. */
const MAX_PLAYLIST_BYTES = 1024 * 1024;
const PROJECT_FOLDER = /^[A-Za-z0-9_-]+$/;

/** The project folder and the playlist path inside it of a served stream URL, or null when it names no playlist of the stream route. */
function playlistOf(url: string): { projectId: string; playlist: string } | null {
  if (!url.startsWith(STREAM_URL_PREFIX)) return null;
  const [projectId, ...rest] = url.slice(STREAM_URL_PREFIX.length).split(/[?#]/)[0].split('/');
  const playlist = rest.join('/');
  if (!PROJECT_FOLDER.test(projectId) || extensionOf(playlist) !== 'm3u8' || rest.includes('..')) return null;
  return { projectId, playlist };
}

/** Whether every part a finished playlist lists next to it is there (parts on other servers cannot be checked here and are trusted). */
async function partsPresent(store: UploadStore, folder: string, entries: string[]): Promise<boolean> {
  for (const entry of entries) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(entry) || entry.startsWith('/')) continue;
    if (!(await store.resolve(path.posix.join(folder, entry)))) return false;
  }
  return true;
}

/**
 * Whether a camera's stream is on the air, from the files the stream route serves: `url` must be a
 * playlist under /api/stream/ of `projectId` (any project when null) that exists and reads as HLS
 * (#EXTM3U, at least one entry). A live playlist (no #EXT-X-ENDLIST) must have been rewritten
 * within three target durations, as the camera's encoder does while it sends; a finished one — a
 * recording the player loops, like the demo's test stream — counts while every segment it lists is there.
 */
export async function streamIsLive(store: UploadStore, projectId: string | null, url: unknown, now = Date.now()): Promise<boolean> {
  const target = typeof url === 'string' ? playlistOf(url.trim()) : null;
  if (!target || (projectId !== null && target.projectId !== projectId)) return false;
  const relative = `${streamFolder(target.projectId)}/${target.playlist}`;
  const file = await store.resolve(relative);
  const info = file ? await stat(file) : null;
  if (!file || !info || info.size > MAX_PLAYLIST_BYTES) return false;
  const lines = (await readFile(file, 'utf8')).split(/\r?\n/).map((line) => line.trim());
  const entries = lines.filter((line) => line !== '' && !line.startsWith('#'));
  if (lines[0] !== '#EXTM3U' || entries.length === 0) return false;
  if (lines.includes('#EXT-X-ENDLIST')) return partsPresent(store, path.posix.dirname(relative), entries);
  const stated = Number(lines.find((line) => line.startsWith('#EXT-X-TARGETDURATION:'))?.split(':')[1]);
  const seconds = Number.isFinite(stated) && stated > 0 ? stated : DEFAULT_TARGET_SECONDS;
  return now - info.mtimeMs <= STALE_TARGETS * seconds * 1000;
}
