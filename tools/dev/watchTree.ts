import { readdirSync, watch, type FSWatcher } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Watches every folder under `dir` (itself included) and calls `onPath` with the path, relative to
 * `dir` and `/`-separated, of each entry that was written, added, removed or renamed; a folder that
 * appeared or disappeared is reported with a trailing `/`, then each file found in a new one.
 *
 * Not `fs.watch(dir, { recursive: true })`: on Linux, Node 20 implements that by watching each
 * file, so a save that writes a temporary file and renames it over the original (sed -i, editors'
 * safe write) leaves the watch on the replaced file, and that file is never reported again. A
 * folder's own watch reports its entries by name whatever happens to their files; a folder that
 * appears or disappears is taken in or dropped when its parent reports it.
 */
export function watchTree(dir: string, onPath: (path: string) => void): () => void {
  const watchers = new Map<string, FSWatcher>();
  const report = (path: string, folder = false) => onPath(relative(dir, path).split('\\').join('/') + (folder ? '/' : ''));

  const entriesOf = (folder: string) => {
    try {
      return readdirSync(folder, { withFileTypes: true });
    } catch {
      return [];
    }
  };

  const unwatch = (folder: string) => {
    for (const [watched, watcher] of watchers) {
      if (watched === folder || watched.startsWith(`${folder}/`) || watched.startsWith(`${folder}\\`)) {
        watcher.close();
        watchers.delete(watched);
      }
    }
  };

  /** Watches `folder` and the folders under it not yet watched; `announce` reports what a folder new since the start holds. */
  const arm = (folder: string, announce: boolean) => {
    try {
      const watcher = watch(folder, (_event, name) => name && changed(folder, join(folder, String(name))));
      // A removed folder's watch may end with an error: drop it (its parent reports the removal).
      watcher.on('error', () => unwatch(folder));
      watchers.set(folder, watcher);
    } catch {
      return; // Gone between the listing and the watch.
    }
    if (announce) report(folder, true);
    for (const entry of entriesOf(folder)) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) arm(path, announce);
      else if (announce) report(path);
    }
  };

  // One listing of the folder that changed: takes in new folders, drops removed ones.
  const changed = (folder: string, path: string) => {
    if (!watchers.has(folder)) return;
    const present = new Set(
      entriesOf(folder)
        .filter((entry) => entry.isDirectory())
        .map((entry) => join(folder, entry.name)),
    );
    if (present.has(path) && !watchers.has(path)) return arm(path, true);
    if (!present.has(path) && watchers.has(path)) {
      unwatch(path);
      return report(path, true);
    }
    report(path);
  };

  arm(dir, false);
  return () => {
    watchers.forEach((watcher) => watcher.close());
    watchers.clear();
  };
}
