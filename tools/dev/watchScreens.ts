import { watch } from 'node:fs';
import { join } from 'node:path';
import { watchTree } from './watchTree';

/** What changed in one burst of saves. */
export interface ScreenFilesChange {
  /** Paths relative to the root, e.g. `schemas/labour/team.json`, `screens.json`; a folder ends with `/`. */
  files: string[];
  catalogueChanged: boolean;
}

/**
 * Quiet time that ends a burst: an editor's save is several events within a few milliseconds
 * (write, rename, attributes), and one reload should follow them all. Short, as it adds to every save.
 */
const SETTLE_MS = 80;

/** JSON files and whole folders (a folder of screens moved in or out); editors' temporary and backup files are not. */
function matters(path: string): boolean {
  return path.endsWith('.json') || path.endsWith('/');
}

/**
 * Calls `onChange` once per burst of saves under schemas/ and of screens.json: new, changed,
 * removed or renamed files and folders, however the editor writes them (in place, or a temporary
 * file renamed over the original).
 */
export function watchScreenFiles(rootDir: string, onChange: (change: ScreenFilesChange) => void): () => void {
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const note = (file: string) => {
    if (!matters(file)) return;
    pending.add(file);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const files = [...pending].sort();
      pending.clear();
      onChange({ files, catalogueChanged: files.includes('screens.json') });
    }, SETTLE_MS);
  };
  const stopSchemas = watchTree(join(rootDir, 'schemas'), (path) => note(`schemas/${path}`));
  // The root folder's own watch (not the file's): it still reports screens.json after a rename over it.
  const rootWatcher = watch(rootDir, (_event, name) => name && String(name) === 'screens.json' && note('screens.json'));
  rootWatcher.on('error', () => undefined);
  return () => {
    clearTimeout(timer);
    stopSchemas();
    rootWatcher.close();
  };
}
