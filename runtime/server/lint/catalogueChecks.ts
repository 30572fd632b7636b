import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Catalogue } from '../../core/screen/catalogue.types';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { LintIssue } from './lintIssue';
import type { SourceFile } from './sourceFile';

/** Catalogue checks: unique ids and routes, and each entry pointing at an existing screen file with the same id. */
export function checkCatalogue(rootDir: string, file: SourceFile, catalogue: Catalogue, screensByFile: ReadonlyMap<string, ScreenFile>): LintIssue[] {
  const issues: LintIssue[] = [];
  const seenPaths = new Map<string, string>();
  const seenIds = new Set<string>();
  catalogue.modules.forEach((module, m) =>
    module.groups.forEach((group, g) =>
      group.screens.forEach((entry, s) => {
        const at = `/modules/${m}/groups/${g}/screens/${s}`;
        if (seenPaths.has(entry.path)) issues.push(file.issue(`${at}/path`, `duplicate route '${entry.path}' (also used by '${seenPaths.get(entry.path)}')`));
        seenPaths.set(entry.path, entry.id);
        if (seenIds.has(entry.id)) issues.push(file.issue(`${at}/id`, `duplicate screen id '${entry.id}'`));
        seenIds.add(entry.id);
        if (!entry.schema) return;
        if (!existsSync(join(rootDir, entry.schema))) {
          issues.push(file.issue(`${at}/schema`, `screen file '${entry.schema}' does not exist`));
          return;
        }
        const screen = screensByFile.get(entry.schema);
        if (screen && screen.id !== entry.id)
          issues.push(file.issue(`${at}/id`, `catalogue id '${entry.id}' differs from the screen file's id '${screen.id}'`));
      }),
    ),
  );
  return issues;
}
