import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BusinessError } from '../crud/businessError';
import { FILE_MESSAGES } from './fileMessages';

/** A chunked upload in progress, kept as `task.json` in its folder. */
export interface ChunkTask {
  ownerId: string;
  biz: string;
  originalName: string;
  size: number;
  chunkCount: number;
}

const TASK_FILE = 'task.json';

export async function writeChunkTask(folder: string, task: ChunkTask): Promise<void> {
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, TASK_FILE), JSON.stringify(task));
}

/** The task of a folder, only for the user who created it. */
export async function readChunkTask(folder: string, userId: string): Promise<ChunkTask> {
  const text = await readFile(path.join(folder, TASK_FILE), 'utf8').catch(() => null);
  const task = text === null ? null : (JSON.parse(text) as ChunkTask);
  if (!task || task.ownerId !== userId) throw new BusinessError(FILE_MESSAGES.taskNotFound);
  return task;
}

export const chunkFile = (folder: string, index: number): string => path.join(folder, `${index}.part`);
