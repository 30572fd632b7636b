import { watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';

/** What changed in one burst of saves. */
export interface ScreenFilesChange {
  /** Paths relative to the root, e.g. `schemas/labour/team.json`, `screens.json`. */
  files: string[];
  catalogueChanged: boolean;
}

const SETTLE_MS = 150;

/**
 * Calls `onChange` once per burst of saves under schemas/ and of screens.json (editors write a
 * file in several steps; the burst settles after a short quiet time).
 */
export function watchScreenFiles(rootDir: string, onChange: (change: ScreenFilesChange) => void): () => void {
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const note = (file: string) => {
    if (!file.endsWith('.json')) return;
    pending.add(file);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const files = [...pending].sort();
      pending.clear();
      onChange({ files, catalogueChanged: files.includes('screens.json') });
    }, SETTLE_MS);
  };
  const watchers: FSWatcher[] = [
    watch(join(rootDir, 'schemas'), { recursive: true }, (_event, name) => name && note(`schemas/${String(name).split('\\').join('/')}`)),
    watch(rootDir, (_event, name) => name === 'screens.json' && note('screens.json')),
  ];
  return () => {
    clearTimeout(timer);
    watchers.forEach((watcher) => watcher.close());
  };
}
