import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** A file a generator produces, relative to the repository root. */
export interface GeneratedFile {
  path: string;
  content: string;
}

/** Paths whose content on disk differs from what the generators produce now. */
export function staleFiles(rootDir: string, files: GeneratedFile[]): string[] {
  return files
    .filter((file) => !existsSync(join(rootDir, file.path)) || readFileSync(join(rootDir, file.path), 'utf8') !== file.content)
    .map((file) => file.path);
}

export function writeGeneratedFiles(rootDir: string, files: GeneratedFile[]): void {
  for (const file of files) {
    mkdirSync(dirname(join(rootDir, file.path)), { recursive: true });
    writeFileSync(join(rootDir, file.path), file.content);
  }
}
