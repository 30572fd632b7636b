import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ScreenScope } from '../../runtime/core/screen/screen.types';
import { toColumnName } from '../../runtime/core/screen/naming';
import { formatIssue } from '../../runtime/server/lint/lintIssue';
import { lintProject } from '../../runtime/server/lint/lintProject';
import { addCatalogueEntry } from './catalogueEntry';
import { parseFieldSpecs } from './fieldSpec';
import { formatScreen, screenTemplate } from './screenTemplate';

/** What `npm run new-screen` needs; anything missing is asked for. */
export interface NewScreenOptions {
  /** `<area>/<name>`, e.g. `labour/company`. */
  target: string;
  title: string;
  table?: string;
  fields: string;
  scope?: ScreenScope;
  module: string;
  group: string;
  groupTitle?: string;
}

export interface NewScreenResult {
  screenFile: string;
  /** Lint messages about the project after the change (empty when all is valid). */
  problems: string[];
}

/** `labour/company` → `{ area: 'labour', name: 'company' }`; throws a Chinese message otherwise. */
export function parseTarget(target: string): { area: string; name: string } {
  const match = /^([a-z][a-zA-Z0-9]*)\/([a-z][a-zA-Z0-9]*)$/.exec(target);
  if (!match) throw new Error(`页面位置应为 <区域>/<页面>（小写字母开头的英文），如 labour/company，而不是 '${target}'`);
  return { area: match[1], name: match[2] };
}

/** The default table name: `<area>_<name>` in snake case (labour/company → labour_company). */
export function defaultTable(area: string, name: string): string {
  return `${area}_${toColumnName(name)}`;
}

/**
 * Writes `schemas/<area>/<name>.json` and its screens.json entry, then lints the project.
 * Refuses to overwrite an existing screen file.
 */
export function createScreen(rootDir: string, options: NewScreenOptions): NewScreenResult {
  const { area, name } = parseTarget(options.target);
  const screenFile = `schemas/${area}/${name}.json`;
  if (existsSync(join(rootDir, screenFile))) throw new Error(`${screenFile} 已存在，不会覆盖`);
  const table = options.table || defaultTable(area, name);
  const screen = screenTemplate({
    area,
    name,
    title: options.title,
    table,
    scope: options.scope ?? 'project',
    fields: parseFieldSpecs(options.fields, { area, name, table }),
  });
  const cataloguePath = join(rootDir, 'screens.json');
  const catalogue = addCatalogueEntry(
    readFileSync(cataloguePath, 'utf8'),
    { module: options.module, group: options.group, groupTitle: options.groupTitle },
    { id: screen.id, title: screen.title, path: `/${area}/${name}`, schema: screenFile },
  );
  mkdirSync(dirname(join(rootDir, screenFile)), { recursive: true });
  writeFileSync(join(rootDir, screenFile), formatScreen(screen));
  writeFileSync(cataloguePath, catalogue);
  return { screenFile, problems: lintProject(rootDir).map(formatIssue) };
}
