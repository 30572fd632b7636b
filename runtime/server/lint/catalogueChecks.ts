import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { listCatalogueScreens, type Catalogue, type CatalogueScreen } from '../../core/screen/catalogue.types';
import type { ScreenFile } from '../../core/screen/screen.types';
import type { LintIssue } from './lintIssue';
import type { SourceFile } from './sourceFile';

/** The list parameters an entry may preset besides the opened screen's fields: the flow list's quick tab. */
const FLOW_TAB_VALUES = ['todo', 'mine'];

/**
 * An `opens` entry names a catalogue screen with a screen file; its `query` presets that screen's
 * list: `flowTab` (todo or mine, flow screens only) or the screen's own fields.
 */
function checkOpens(file: SourceFile, at: string, entry: CatalogueScreen, catalogue: Catalogue, screensByFile: ReadonlyMap<string, ScreenFile>): LintIssue[] {
  if (!entry.opens) return entry.query ? [file.issue(`${at}/query`, `'query' presets the list of an 'opens' entry; '${entry.id}' opens no screen`)] : [];
  const target = listCatalogueScreens(catalogue).find(({ screen }) => screen.id === entry.opens)?.screen;
  if (!target?.schema) return [file.issue(`${at}/opens`, `'${entry.opens}' is not a catalogue screen with a screen file`)];
  const screen = screensByFile.get(target.schema);
  if (!screen) return [];
  const issues: LintIssue[] = [];
  for (const [name, value] of Object.entries(entry.query ?? {})) {
    if (name === 'flowTab') {
      if (!screen.flow) issues.push(file.issue(`${at}/query/flowTab`, `screen '${screen.id}' has no flow, so no quick tab to open on`));
      else if (!FLOW_TAB_VALUES.includes(value)) issues.push(file.issue(`${at}/query/flowTab`, `flowTab must be one of ${FLOW_TAB_VALUES.join(', ')}`));
    } else if (!(name in screen.entity.properties)) issues.push(file.issue(`${at}/query/${name}`, `'${name}' is not a field of screen '${screen.id}'`));
  }
  return issues;
}

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
        issues.push(...checkOpens(file, at, entry, catalogue, screensByFile));
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
