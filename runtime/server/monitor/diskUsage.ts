import { stat, statfs } from 'node:fs/promises';
import path from 'node:path';
import type { DiskReport, DiskUsage } from '../../core/monitor/monitor.types';

/** A folder the platform writes to, by what it holds. */
export interface WatchedFolder {
  name: string;
  path: string;
}

async function usageOf(folder: WatchedFolder): Promise<{ usage: DiskUsage; device: number }> {
  const absolute = path.resolve(folder.path);
  const [fs, info] = await Promise.all([statfs(absolute), stat(absolute)]);
  const total = fs.blocks * fs.bsize;
  const used = (fs.blocks - fs.bfree) * fs.bsize;
  // As df does: free is what an ordinary process may still write; use% is of used plus that.
  const free = fs.bavail * fs.bsize;
  const usedPercent = used + free > 0 ? Math.round((used / (used + free)) * 1000) / 10 : 0;
  return { usage: { name: folder.name, path: absolute, total, free, used, usedPercent }, device: info.dev };
}

/** The file systems under the given folders, with totals that count a disk shared by two folders once. */
export async function diskReport(folders: readonly WatchedFolder[]): Promise<DiskReport> {
  const measured = await Promise.all(folders.map(usageOf));
  const distinct = new Map(measured.map(({ usage, device }) => [device, usage]));
  const sum = (pick: (usage: DiskUsage) => number) => [...distinct.values()].reduce((total, usage) => total + pick(usage), 0);
  return { disks: measured.map(({ usage }) => usage), total: sum((usage) => usage.total), free: sum((usage) => usage.free), used: sum((usage) => usage.used) };
}

/**
 * The folders of this start: the embedded database's data directory (none for PostgreSQL or an
 * in-memory database) and the upload root.
 */
export function platformFolders(dataDir: string | null, uploadRoot: string): WatchedFolder[] {
  const folders: WatchedFolder[] = [];
  if (dataDir && !dataDir.startsWith('memory://')) folders.push({ name: '数据目录', path: dataDir });
  folders.push({ name: '上传目录', path: uploadRoot });
  return folders;
}
