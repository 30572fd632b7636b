import { BusinessError } from '../crud/businessError';
import type { OpenChunkTask } from './chunkTask';
import { FILE_MESSAGES } from './fileMessages';
import { MAX_OPEN_CHUNK_BYTES, MAX_OPEN_CHUNK_TASKS, megabytes } from './uploadLimits';

/**
 * Refuses a new chunked upload of `size` bytes that would give the user more than
 * MAX_OPEN_CHUNK_TASKS unfinished tasks or more than MAX_OPEN_CHUNK_BYTES of declared size in
 * them. Parts are at most CHUNK_BYTES and a task has only as many as its declared size needs,
 * so the declared sizes bound what the user's parts can occupy on disk.
 */
export function checkChunkQuota(open: readonly OpenChunkTask[], userId: string, size: number): void {
  const mine = open.flatMap(({ task }) => (task?.ownerId === userId ? [task] : []));
  if (mine.length >= MAX_OPEN_CHUNK_TASKS) throw new BusinessError(FILE_MESSAGES.tooManyTasks(MAX_OPEN_CHUNK_TASKS));
  const declared = mine.reduce((sum, task) => sum + task.size, size);
  if (declared > MAX_OPEN_CHUNK_BYTES) throw new BusinessError(FILE_MESSAGES.tooManyBytes(megabytes(MAX_OPEN_CHUNK_BYTES)));
}
