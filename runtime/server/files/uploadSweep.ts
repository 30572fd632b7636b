import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { listChunkTasks } from './chunkTask';
import { CHUNK_TASK_IDLE_MS, INCOMING_IDLE_MS } from './uploadLimits';
import type { UploadStore } from './uploadStore';

export interface UploadSweep {
  /** Received files removed from `.incoming`. */
  incoming: number;
  /** Abandoned chunked-upload tasks removed with their parts. */
  tasks: number;
}

const idleSince = (now: Date, idleMs: number) => (modified: Date) => now.getTime() - modified.getTime() > idleMs;

/** Files of `.incoming` not written to for INCOMING_IDLE_MS: a request receiving or importing one is over (a crash, a kill -9). */
async function sweepIncoming(store: UploadStore, now: Date): Promise<number> {
  const stale = idleSince(now, INCOMING_IDLE_MS);
  let removed = 0;
  for (const name of await readdir(store.incomingFolder).catch(() => [])) {
    const file = path.join(store.incomingFolder, name);
    const info = await stat(file).catch(() => null);
    if (!info || !stale(info.mtime)) continue;
    await rm(file, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/** Chunked uploads that received no part for CHUNK_TASK_IDLE_MS, with their parts. */
async function sweepChunkTasks(store: UploadStore, now: Date): Promise<number> {
  const stale = idleSince(now, CHUNK_TASK_IDLE_MS);
  const abandoned = (await listChunkTasks(store.chunksFolder)).filter((task) => stale(task.lastActivity));
  for (const { folder } of abandoned) await rm(folder, { recursive: true, force: true });
  return abandoned.length;
}

/**
 * Removes the upload work nothing will finish. Decided by age only, never by "nothing runs
 * now": servers sharing one upload folder (several processes on PostgreSQL) each sweep it, and
 * an upload in progress keeps its files fresh. `now` is the sweeping clock (tests move it on).
 */
export async function sweepUploadWork(store: UploadStore, now: Date = new Date()): Promise<UploadSweep> {
  return { incoming: await sweepIncoming(store, now), tasks: await sweepChunkTasks(store, now) };
}
