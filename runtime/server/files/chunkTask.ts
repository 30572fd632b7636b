import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
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

/** A task folder as found on disk; `lastActivity` is when a part last arrived (the folder's mtime). */
export interface OpenChunkTask {
  folder: string;
  task: ChunkTask | null;
  lastActivity: Date;
}

const TASK_FILE = 'task.json';

export async function writeChunkTask(folder: string, task: ChunkTask): Promise<void> {
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, TASK_FILE), JSON.stringify(task));
}

async function taskOf(folder: string): Promise<ChunkTask | null> {
  const text = await readFile(path.join(folder, TASK_FILE), 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    return JSON.parse(text) as ChunkTask;
  } catch {
    return null;
  }
}

/** The task of a folder, only for the user who created it. */
export async function readChunkTask(folder: string, userId: string): Promise<ChunkTask> {
  const task = await taskOf(folder);
  if (!task || task.ownerId !== userId) throw new BusinessError(FILE_MESSAGES.taskNotFound);
  return task;
}

/**
 * Every task folder under `root`. A folder's mtime changes whenever a part is added or replaced
 * (and when the task is created), so it tells how long the task has been idle. A folder without
 * a readable task (a crash between mkdir and write) has a null task.
 */
export async function listChunkTasks(root: string): Promise<OpenChunkTask[]> {
  const names = await readdir(root).catch(() => []);
  const tasks: OpenChunkTask[] = [];
  for (const name of names) {
    const folder = path.join(root, name);
    const info = await stat(folder).catch(() => null);
    if (info?.isDirectory()) tasks.push({ folder, task: await taskOf(folder), lastActivity: info.mtime });
  }
  return tasks;
}

export const chunkFile = (folder: string, index: number): string => path.join(folder, `${index}.part`);
